"""Transmute (CR 702.53a) read: "Transmute {1}{U}{U}" as the activated ability it stands for —
from its owner's hand (113.6b), its cost the mana and discarding the card itself, at sorcery
speed, searching for a card with the mana value of the discarded card (202.3: the card itself,
which is that card in the graveyard as the ability resolves; `Filter.mana_value_of_source`)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler import words
from engine.cards.compiler.keyword_alternatives import keyword_cost
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

RULE = "702.53a"


def ability(cost: str) -> dict[str, Any]:
    """The activated ability "Transmute [cost]" stands for (702.53a)."""
    return {
        "kind": "activated",
        "zone": "hand",
        "cost": {"mana": cost, "discard_self": True},
        "effects": [
            {
                "op": "search",
                "filter": {"mana_value_of_source": True},
                "reveal": True,
                "to": "hand",
            }
        ],
        "sorcery_speed": True,
    }


@line_reader("keywords: transmute", 411)
def read(line: Line) -> LineReading | None:
    """ "Transmute [mana cost]" as its activated ability (702.53a), or None."""
    cost = keyword_cost(line, "Transmute")
    if cost is None:
        return None
    found = ability(cost)
    return LineReading((found,), f"the keyword Transmute ({RULE}): {words.ability(found)}")
