"""Dash's mark (702.109a): a spell cast for its dash cost is "dashed", and so is the permanent it
becomes, which its abilities ask ("if this spell's dash cost was paid", "as long as this
permanent's dash cost was paid")."""

from __future__ import annotations

from engine.cards.vocabulary.casting import cast_mark

RULE = "702.109a"
DASHED = cast_mark("dashed", RULE)
