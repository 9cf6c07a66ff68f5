"""Dredge's spelling (702.52a): "Dredge N", N a number from 1."""

from __future__ import annotations

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import keyword_with, number

RULE = "702.52a"
DREDGE = keyword_with("Dredge", number(1, MAX_N))
