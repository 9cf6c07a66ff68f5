"""Enlist's spelling (702.154a), the trigger event of its linked ability — the creature enlisted
another (702.154c) — and that ability's instruction, one member of the vocabulary's `Effect`
union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_event

RULE = "702.154a"
#: Enlist's static ability is an optional cost to attack (702.154b, 508.1g).
COST_RULE = "702.154b"
ENLIST = keyword_name("Enlist")
#: "When you do" of enlist: this creature enlisted a creature (702.154c).
ENLISTS = trigger_event("enlists")


class EnlistBoost(MechanicInstruction):
    """ "This creature gets +X/+0 until end of turn, where X is the tapped creature's power"
    (702.154a): the creature it enlisted, as it is or as it last existed (608.2h)."""

    op: Literal["enlist_boost"] = "enlist_boost"
