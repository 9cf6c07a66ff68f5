"""A card drawn that a trigger names (121.1, 121.2): "whenever you draw a card", "whenever an
opponent draws a card except the first one they draw in each of their draw steps" (504.1),
"whenever you draw your second card each turn" — who draws it and which card it is."""

from __future__ import annotations

from engine.cards.vocabulary import Trigger

#: Who draws (121.1) in "Whenever you draw / an opponent draws / a player draws".
_DRAWERS = {"you": "you", "an opponent": "opponent", "a player": "any"}
#: What is drawn: a card, the one left out of a draw step (504.1), the Nth card each turn.
_DRAWN: dict[str, dict[str, object]] = {
    "a card": {},
    "a card except the first one they draw in each of their draw steps": {
        "except_first_in_draw_step": True
    },
    "your second card each turn": {"nth_each_turn": 2},
    "their second card each turn": {"nth_each_turn": 2},
}


def draws(who: str, what: str) -> Trigger | None:
    """ "Whenever you draw a card", "whenever an opponent draws a card except the first one
    they draw in each of their draw steps", "whenever you draw your second card each turn"
    (121.1, 504.1)."""
    verb, _, drawn = what.partition(" ")
    caster = _DRAWERS.get(who)
    found = _DRAWN.get(drawn)
    if caster is None or found is None or verb != ("draw" if who == "you" else "draws"):
        return None
    return Trigger.model_validate({"event": "draw", "caster": caster, **found})
