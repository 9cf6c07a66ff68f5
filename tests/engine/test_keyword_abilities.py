"""The keyword abilities of 702 are named once (`engine.cards.keyword_abilities`): the compiler's
keyword lines and the grammar's keywords both read that list (issue 27 §2)."""

from __future__ import annotations

import pytest

from engine.cards.compiler.shapes import is_keyword_line, keyword_name
from engine.cards.grammar.phrases import KEYWORD_NAMES, UNREAD_KEYWORDS
from engine.cards.keyword_abilities import KEYWORD_ABILITIES
from engine.cards.keyword_events import KEYWORD_EVENTS


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
