"""Prowess's spelling, a keyword with no parameter (702.108a); it has no instruction of its own:
the ability it stands for is made of the vocabulary's (`rules`). Each instance triggers
separately (702.108b), so a second one gained is kept."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

keyword_name("Prowess", simple=True, cumulative=True)
