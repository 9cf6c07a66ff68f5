"""The CR importer: structure and counts of the Comprehensive Rules (data/cr.json)."""

from __future__ import annotations

import pytest

from app.reference import cr_parser
from app.reference.store import ReferenceStore


def _count(store: ReferenceStore, kind: str, *, well_formed: bool = False) -> int:
    return sum(
        1 for r in store.rules if r.kind == kind and not (well_formed and r.irregular is not None)
    )


def test_effective_date(store: ReferenceStore) -> None:
    assert store.effective_date == "2026-04-17"


def test_counts_match_the_document(store: ReferenceStore) -> None:
    # The figures docs/search.md gives, counted by the document's own number forms.
    assert _count(store, "section") == 9
    assert _count(store, "rule") == 147
    assert _count(store, "numbered", well_formed=True) == 1164
    assert _count(store, "subrule", well_formed=True) == 1972
    assert sum(len(r.examples) for r in store.rules) == 277
    assert len(store.glossary) == 730


def test_irregularly_printed_rules_are_kept_and_flagged(store: ReferenceStore) -> None:
    # "606.5" is printed without its period and "119.1d." with one; both are real rules.
    assert store.by_number["606.5"].kind == "numbered"
    assert "without its period" in (store.by_number["606.5"].irregular or "")
    assert store.by_number["119.1d"].kind == "subrule"
    assert _count(store, "numbered") == 1165
    assert _count(store, "subrule") == 1973


def test_subrule_letters_skip_l_and_o(store: ReferenceStore) -> None:
    letters = {r.number[-1] for r in store.rules if r.kind == "subrule"}
    assert "l" not in letters
    assert "o" not in letters
    assert store.neighbour(store.by_number["704.5k"], 1).number == "704.5m"  # type: ignore[union-attr]


def test_parents_and_examples(store: ReferenceStore) -> None:
    rule = store.by_number["704.5g"]
    assert rule.parent == "704.5"
    assert store.by_number["704.5"].parent == "704"
    assert store.by_number["704"].parent == "7"
    assert "lethal damage" in rule.text
    assert store.by_number["101.2"].examples[0].startswith("If one effect reads")


def test_glossary_entry_keeps_all_definition_lines(store: ReferenceStore) -> None:
    ability = store.glossary_by_slug["ability"]
    assert ability.text.startswith("1. Text on an object")
    assert "2. An activated or triggered ability on the stack" in ability.text


def test_parser_handles_bom_and_cr_cr_lf() -> None:
    raw = "\ufeff" + "\r\r\n".join(
        [
            "Magic: The Gathering Comprehensive Rules",
            "",
            "These rules are effective as of April 17, 2026.",
            "",
            "Contents",
            "",
            "1. Game Concepts",
            "",
            "Glossary",
            "",
            "Credits",
            "",
            "1. Game Concepts",
            "",
            "100. General",
            "",
            "100.1. These Magic rules apply to any Magic game.",
            "",
            "100.1a A two-player game is a game that begins with only two players.",
            "",
            "Example: A hypothetical example.",
            "",
            "Glossary",
            "",
            "Abandon",
            "To turn a face-up ongoing scheme card face down.",
            "",
            "Credits",
            "",
        ]
    )
    cr = cr_parser.parse(raw)
    assert cr.effective_date.isoformat() == "2026-04-17"
    assert [r.number for r in cr.rules] == ["1", "100", "100.1", "100.1a"]
    assert cr.rules[-1].examples == ["A hypothetical example."]
    assert [g.term for g in cr.glossary] == ["Abandon"]


def test_parser_refuses_unknown_lines() -> None:
    raw = "\r\r\n".join(
        [
            "These rules are effective as of April 17, 2026.",
            "Contents",
            "1. Game Concepts",
            "1. Game Concepts",
            "100. General",
            "this line is not a rule",
            "Glossary",
            "Credits",
        ]
    )
    with pytest.raises(cr_parser.CRParseError, match="line 6: unrecognised line"):
        cr_parser.parse(raw)
