"""Bestow's mark (702.103a-b): a spell cast for its bestow cost is bestowed, and so is the
permanent it becomes, until it ceases to be (702.103e-g)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import cast_mark
from engine.core.bestow import BESTOWED

RULE = "702.103a"
BESTOWED_MARK = cast_mark(BESTOWED, RULE)
