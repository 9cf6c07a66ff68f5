"""Freerunning (CR 702.173a) read: "Freerunning {1}{B}" as the card's own alternative cost from
its owner's hand (118.9), offered only if a player was dealt combat damage this turn by a
creature that was an Assassin creature or a commander under its caster's control as it dealt
that damage (510.2, 903.3; the turn's record); a cost with X isn't read."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import offered_if
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

RULE = "702.173a"


@line_reader("keywords: freerunning", 166)
def read(line: Line) -> LineReading | None:
    """ "Freerunning [cost]" as its conditional alternative cost (702.173a), or None."""
    dealt = {"happened": "assassin_damage", "who": "you"}
    said = (
        "a player was dealt combat damage this turn by an Assassin creature or a commander "
        "under your control"
    )
    return offered_if(line, "Freerunning", RULE, dealt, said)
