"""Sunburst's spelling, a keyword with no parameter (702.44a); it stands for an entering
replacement (`engine.cards.vocabulary.replacements.entering_replacement`): a +1/+1 counter for
each color of mana spent to cast it, charge counters instead when it isn't entering as a
creature."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import entering_counters, keyword_name

RULE = "702.44a"
SUNBURST = keyword_name("Sunburst")
entering_counters(SUNBURST, "+1/+1", RULE, per_color_spent=True, otherwise="charge")
