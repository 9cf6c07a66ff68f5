"""Exert's trigger event (701.43d, 607.2h): "When you do, …" after "You may exert this creature as
it attacks" — the creature exerted as an optional cost to attack (508.1g)."""

from __future__ import annotations

from engine.cards.vocabulary.triggers import trigger_event

RULE = "701.43a"
#: "You may exert [this creature] as it attacks" is an optional cost to attack (701.43d).
ATTACK_COST_RULE = "701.43d"
#: The linked "When you do, …" of "You may exert this creature as it attacks" (607.2h).
EXERTED = trigger_event("exerted")
