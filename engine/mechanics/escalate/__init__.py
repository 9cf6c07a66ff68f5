"""Escalate (CR 702.120), a keyword ability of spells, in one package: its spelling, which carries a
mana cost ("Escalate {1}") (`model`), and the card page's words for it (`words`). It is that much
more for each mode chosen beyond the first (`engine.rules.total_cost`); those casting rules are
shared by every casting keyword, so it has no rules of its own here.
"""
