"""The keyword abilities of 702 are named once (`engine.cards.keyword_abilities`): the compiler's
keyword lines and the grammar's keywords both read that list (issue 27 §2). It and the ability
words of 207.2c are read from the CR the project ships (`engine.cards.rules_lists`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.cards import rules_lists
from engine.cards.compiler.shapes import ABILITY_WORDS, ability_word, is_keyword_line, keyword_name
from engine.cards.grammar.phrases import KEYWORD_NAMES, UNREAD_KEYWORDS
from engine.cards.keyword_abilities import KEYWORD_ABILITIES
from engine.cards.keyword_events import KEYWORD_EVENTS

CR_FILE = Path(__file__).resolve().parents[2] / "data" / "cr.json"


@pytest.mark.parametrize("name", KEYWORD_ABILITIES)
def test_each_keyword_of_702_starts_a_keyword_line_by_its_whole_name(name: str) -> None:
    assert is_keyword_line(name)
    assert keyword_name(f"{name} {{2}}") == name  # "Flashback", not "Flash"


def test_a_landwalk_of_any_quality_starts_a_keyword_line() -> None:
    assert keyword_name("Desertwalk") == "Desertwalk"  # 702.14a: "[quality]walk"


def test_the_grammar_reads_each_702_name_it_does_not_set_aside() -> None:
    names = {name.casefold() for name in KEYWORD_ABILITIES}
    assert names >= UNREAD_KEYWORDS
    assert names - UNREAD_KEYWORDS <= KEYWORD_NAMES
    assert not UNREAD_KEYWORDS & KEYWORD_NAMES


def test_each_keyword_whose_rule_names_events_is_one_the_grammar_reads() -> None:
    assert set(KEYWORD_EVENTS) <= KEYWORD_NAMES


def test_the_keyword_abilities_are_702s_titles_daybound_and_nightbound_as_two() -> None:
    cr = {r["number"]: r["text"] for r in json.loads(CR_FILE.read_text(encoding="utf-8"))["rules"]}
    assert len(KEYWORD_ABILITIES) == 191  # 702.2-702.192, 702.145 as two, 702.186 "∞" left out
    assert KEYWORD_ABILITIES[:2] == (cr["702.2"], cr["702.3"]) == ("Deathtouch", "Defender")
    assert KEYWORD_ABILITIES[143:145] == ("Daybound", "Nightbound")
    assert cr["702.145"] == "Daybound and Nightbound"
    assert not any(name.startswith("∞") for name in KEYWORD_ABILITIES)


def test_the_ability_words_are_207_2cs_spelled_as_cards_print_them() -> None:
    rule = next(
        r["text"]
        for r in json.loads(CR_FILE.read_text(encoding="utf-8"))["rules"]
        if r["number"] == "207.2c"
    )
    assert len(ABILITY_WORDS) == 61
    assert ABILITY_WORDS[0] == "Adamant"
    assert ABILITY_WORDS[-1] == "Will of the council"  # "…, and will of the council."
    for word in ABILITY_WORDS:
        assert word.lower().replace("'", "’") in rule
    # Oracle text prints a straight apostrophe where the CR prints a curly one.
    assert "Council's dilemma" in ABILITY_WORDS
    assert ability_word("Council's dilemma — Starting with you, …") == "Starting with you, …"
    assert ability_word("Descend 8 — Whenever …") == "Whenever …"
    assert ability_word("Throw Wide the Gates — Whenever …") == "Throw Wide the Gates — Whenever …"


def test_a_cr_file_without_the_list_is_refused_naming_the_rule(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    broken = tmp_path / "cr.json"
    rules = [{"number": "207.2c", "kind": "subrule", "parent": "207.2", "text": "Italics."}]
    broken.write_text(json.dumps({"rules": rules}), encoding="utf-8")
    monkeypatch.setattr(rules_lists, "CR_PATH", broken)
    rules_lists._rules.cache_clear()
    rules_lists.ability_words.cache_clear()
    try:
        with pytest.raises(rules_lists.RulesListError, match=r"207\.2c lists no ability words"):
            rules_lists.ability_words()
        with pytest.raises(rules_lists.RulesListError, match="no rules titled under 702"):
            rules_lists.titles("702")
    finally:
        rules_lists._rules.cache_clear()
        rules_lists.ability_words.cache_clear()


@pytest.mark.parametrize(
    ("phrase", "said"),
    [
        ("Exhaust", True),  # 702.177
        ("Max speed", True),  # 702.178, two words in a row
        ("To solve", True),  # a Case's label (719.3)
        ("Leap of Faith", False),  # a flavor word: "not listed in the CR" (207.2d)
        ("Hero's Reward", False),
        ("", False),
    ],
)
def test_the_cr_says_a_phrase_as_whole_words(phrase: str, said: bool) -> None:
    assert rules_lists.mentioned(phrase) is said
