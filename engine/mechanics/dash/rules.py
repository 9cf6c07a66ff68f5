"""Dash (CR 702.109a) in play: "If this spell's dash cost was paid, return the permanent this
spell becomes to its owner's hand at the beginning of the next end step."

A static ability of the spell that creates a delayed triggered ability as the spell becomes a
permanent (603.7a) — not a triggered ability of the permanent entering, so nothing that stops
enters triggers stops it. Its source is the permanent and its controller the spell's controller
(603.7d); it returns that permanent only (603.7c: a new object after a zone change is not it).
Paying the dash cost is the card's own alternative cost (`engine.rules.casting`, 118.9) and the
haste a static ability read with it (`reading`).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.mechanics.dash.model import DASHED, RULE
from engine.mechanics.delayed_triggers import at_next_end_step_if_paid

at_next_end_step_if_paid(
    DASHED,
    RULE,
    "dash",
    "dash cost was paid: it has haste, and it returns to its owner's hand at the beginning of "
    "the next end step.",
    (v.ReturnToHand(target="that_creature"),),
    "Return it to its owner's hand (dash).",
)
