"""Blitz (CR 702.152a) read: "Blitz {2}{R}" as the abilities it stands for — the card's own
alternative cost from its owner's hand (118.9), which marks the spell "blitzed" (asked as the
spell is cast, 601.2b, through the one choice mechanism), and the static ability "as long as
this permanent's blitz cost was paid, it has haste and 'When this permanent is put into a
graveyard from the battlefield, draw a card.'" (611.3a, 613.1f). Its third ability, the
sacrifice at the next end step, is the blitzed spell's as it becomes a permanent (`rules`). A
cost with more than mana ("Blitz—{2}{B}{B}, Pay 2 life.") or with X isn't read (yet)."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import marked_alternative
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line
from engine.mechanics.blitz.model import BLITZED, RULE

_DIES = "When this permanent is put into a graveyard from the battlefield, draw a card."


@line_reader("keywords: blitz", 157)
def read(line: Line) -> LineReading | None:
    """ "Blitz [cost]" as its alternative cost and what it has while blitzed (702.152a)."""
    return marked_alternative(
        line,
        "Blitz",
        BLITZED,
        RULE,
        [
            {"op": "add_keywords", "keywords": ["Haste"]},
            {
                "op": "add_abilities",
                "abilities": [
                    {
                        "kind": "triggered",
                        "trigger": {"event": "put_into_graveyard"},
                        "effects": [{"op": "draw"}],
                        "text": _DIES,
                    }
                ],
            },
        ],
        f"As long as this permanent's blitz cost was paid, it has haste and “{_DIES}”",
        "has haste and “when this dies, draw a card”, and is sacrificed at the beginning of the "
        "next end step (a delayed trigger, 603.7a)",
    )
