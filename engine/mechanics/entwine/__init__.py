"""Entwine (CR 702.42), a keyword ability of spells, in one package: its spelling, which carries a
mana cost ("Entwine {2}") (`model`), and the card page's words for it (`words`). It is a modal
spell's caster may choose all its modes, paying that much more (`engine.derived.modes`,
`engine.rules.total_cost`); those casting rules are shared by every casting keyword, so it has no
rules of its own here.
"""
