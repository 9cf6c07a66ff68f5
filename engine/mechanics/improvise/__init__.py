"""Improvise (CR 702.126), a keyword ability of spells, in one package: its spelling (`model`) and
the card page's words for it (`words`). Each artifact its caster taps as it is cast pays for one
generic mana of its total cost (702.126a); paid in `engine.rules.casting`, with every casting
keyword's rules, so it has no rules of its own here.
"""
