"""Entwine (CR 702.42), a keyword ability of spells, in one package: its spelling, which carries a
mana cost ("Entwine {2}"), with that cost registered as an additional cost paid when all the
modes are chosen (`model`), and the card page's words for it (`words`). A modal spell's caster
may choose all its modes, paying that much more (`engine.derived.modes`; the total cost adds
what `model` registers, `engine.rules.total_cost`), so it has no rules of its own here.
"""
