"""Surge (CR 702.117a) read: "Surge {2}{U}" as the card's own alternative cost from its owner's
hand (118.9), offered only if its caster has cast another spell this turn (601.2i, the turn's
record: the spell being cast isn't counted until it becomes cast). The engine's games have no
teams (teammates are players on a team, 102.3), so "or one of your teammates" asks nothing more. A
cost with X isn't read."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import offered_if
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

RULE = "702.117a"


@line_reader("keywords: surge", 159)
def read(line: Line) -> LineReading | None:
    """ "Surge [cost]" as its conditional alternative cost (702.117a), or None."""
    cast_spells = {"happened": "cast_spells", "who": "you"}
    return offered_if(line, "Surge", RULE, cast_spells, "you have cast another spell this turn")
