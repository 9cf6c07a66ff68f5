"""Convoke (CR 702.51), a keyword ability of spells, in one package: its spelling (`model`) and
the card page's words for it (`words`). Each creature its caster taps as it is cast pays for one
generic mana or one mana of that creature's color of its total cost (702.51a); paid in
`engine.rules.casting`, with every casting keyword's rules, so it has no rules of its own here.
"""
