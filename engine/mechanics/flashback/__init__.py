"""Flashback (CR 702.34), a keyword ability of spells, in one package: its spelling, which carries a
mana cost ("Flashback {1}{R}") (`model`), and the card page's words for it (`words`). It is an
alternative cost (118.9) that casts it from its owner's graveyard, and it is exiled whenever it
would leave the stack; paid in `engine.rules.casting` and `engine.rules.total_cost`; those casting
rules are shared by every casting keyword, so it has no rules of its own here.
"""
