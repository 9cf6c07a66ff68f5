"""Sneak (CR 702.190a) read: "Sneak {1}{B}" as the card's own alternative cost from its owner's
hand (118.9) — that mana and returning an unblocked creature its caster controls to its owner's
hand — offered only in its caster's declare blockers step, marking the spell sneaked; it may be
cast then at instant speed only for that cost, and enters tapped and attacking (`rules`). A cost
with X isn't read."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import alternative_cost, keyword_cost
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line
from engine.mechanics.sneak.model import ENTERS_RULE, KEYWORD, RULE, SNEAKED

#: The step it is offered in: its caster's declare blockers step (702.190a, 509).
_WHEN = {"your_declare_blockers": True, "text": "it is your declare blockers step"}


@line_reader("keywords: sneak", 169)
def read(line: Line) -> LineReading | None:
    """ "Sneak [cost]" as its alternative cost with an unblocked creature returned (702.190a),
    or None."""
    mana = keyword_cost(line, KEYWORD)
    if mana is None:
        return None
    ability = {
        **alternative_cost(KEYWORD, mana, marks=SNEAKED, condition=_WHEN),
        "cost": {"mana": mana, "return_unblocked_attacker": True},
        "said": f"pay {mana} and return an unblocked creature you control to its owner's hand",
    }
    words = (
        f"sneak {mana}: any time you could cast an instant during your declare blockers step, it "
        f"may be cast by paying {mana} and returning an unblocked creature you control to its "
        f"owner's hand rather than its mana cost ({RULE}, 118.9); the permanent it becomes "
        "enters tapped and attacking what that creature attacked "
        f"({ENTERS_RULE}, 508.4)"
    )
    return LineReading((ability,), words)
