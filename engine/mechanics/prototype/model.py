"""Prototype's spelling (702.160a, 718.1): "Prototype {1}{W} — 2/2", the keyword with its
prototype mana cost, power and toughness; and the mark a spell cast prototyped and the permanent
it becomes carry (718.3b), which the permanent keeps as it enters (`engine.operations.zones`)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import cast_mark
from engine.cards.vocabulary.keyword_names import keyword_with
from engine.core.prototype import PROTOTYPE, PROTOTYPED, spelled

RULE = "718.3b"
PROTOTYPE_KEYWORD = keyword_with(PROTOTYPE, spelled)
PROTOTYPED_MARK = cast_mark(PROTOTYPED, RULE)
