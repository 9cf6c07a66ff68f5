"""Escalate (CR 702.120), a keyword ability of spells, in one package: its spelling, which carries a
mana cost ("Escalate {1}"), with that cost registered as an additional cost paid for each mode
chosen beyond the first (`model`), and the card page's words for it (`words`); the total cost adds
what `model` registers (`engine.rules.total_cost`), so it has no rules of its own here.
"""
