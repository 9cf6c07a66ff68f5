"""The oracle compiler's poison and damage keywords, creature types and counted amounts: what
each real line is read as, the words a card page shows for it, and what the engine then does."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards import vocabulary as v
from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card


def readings(name: str) -> list[tuple[str, str, str, tuple[Any, ...]]]:
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    return [(r.line, r.outcome, r.words, r.abilities) for r in compiled.readings]


@pytest.mark.parametrize(
    ("name", "keyword", "says"),
    [
        ("Glistener Elf", "Infect", "poison counters instead of life loss (120.3b)"),
        ("Boggart Ram-Gang", "Wither", "-1/-1 counters put on it (120.3d)"),
        ("Branchblight Stalker", "Toxic 2", "also gives that player 2 poison counters"),
        ("Jawbone Duelist", "Toxic 1", "also gives that player 1 poison counter (702.164c)"),
    ],
)
def test_damage_keywords_are_read_with_what_they_do(name: str, keyword: str, says: str) -> None:
    found = [r for r in readings(name) if keyword in r[3]]
    assert len(found) == 1
    _, outcome, words, _ = found[0]
    assert outcome == "recognised"
    assert says in words


def test_every_line_of_an_infect_card_is_read() -> None:
    assert {r[1] for r in readings("Plague Stinger")} == {"recognised"}


def test_total_toxic_value_adds_every_instance() -> None:
    """702.164b: two instances of toxic 1 are a total toxic value of 2, unlike infect's
    redundant instances (702.90f)."""
    assert v.toxic_value(["Toxic 1", "Flying", "Toxic 1", "Toxic 3"]) == 5
    assert v.cumulative("Toxic 1")
    assert not v.cumulative("Infect")
    assert v.normalise_keyword("toxic 2") == "Toxic 2"
