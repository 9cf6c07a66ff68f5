"""Soulshift's spelling, a keyword with a number (702.46a); it has no instruction of its own: the
ability it stands for is a "you may" return to hand (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, number

SOULSHIFT = keyword_with("Soulshift", number(), cumulative=True)
