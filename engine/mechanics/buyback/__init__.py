"""Buyback (CR 702.27), a keyword ability of spells, in one package: its spelling, which carries a
mana cost ("Buyback {3}") (`model`), and the card page's words for it (`words`). It is an optional
additional cost (118.8b); paid, the spell goes back to its owner's hand as it resolves
(`engine.rules.total_cost`, the stack); those casting rules are shared by every casting keyword, so
it has no rules of its own here.
"""
