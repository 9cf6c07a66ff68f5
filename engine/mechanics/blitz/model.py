"""Blitz's mark (702.152a): a spell cast for its blitz cost is "blitzed", and so is the permanent
it becomes, which its abilities ask ("if this spell's blitz cost was paid", "as long as this
permanent's blitz cost was paid")."""

from __future__ import annotations

from engine.cards.vocabulary.casting import cast_mark

RULE = "702.152a"
BLITZED = cast_mark("blitzed", RULE)
