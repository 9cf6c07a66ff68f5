"""Blitz (CR 702.152a) in play: "If this spell's blitz cost was paid, sacrifice the permanent
this spell becomes at the beginning of the next end step."

A static ability of the spell that creates a delayed triggered ability as the spell becomes a
permanent (603.7a) — not a triggered ability of the permanent entering. Its source is the
permanent and its controller the spell's controller (603.7d); it sacrifices that permanent only
(603.7c: a new object after a zone change is not it), and only if its controller still controls
it (701.21a). Paying the blitz cost is the card's own alternative cost (`engine.rules.casting`,
118.9); the haste and the dies trigger are a static ability read with it (`reading`).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.mechanics.blitz.model import BLITZED, RULE
from engine.mechanics.delayed_triggers import at_next_end_step_if_paid

at_next_end_step_if_paid(
    BLITZED,
    RULE,
    "blitz",
    "blitz cost was paid: it has haste and “when this dies, draw a card”, and it is sacrificed "
    "at the beginning of the next end step.",
    (v.Sacrifice(target="that_creature"),),
    "Sacrifice it (blitz).",
)
