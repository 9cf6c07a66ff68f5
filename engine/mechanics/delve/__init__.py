"""Delve (CR 702.66), a keyword ability of spells, in one package: its spelling (`model`) and the
card page's words for it (`words`). Each card its caster exiles from their graveyard as it is
cast pays for one generic mana of its total cost (702.66a); paid in `engine.rules.casting`, with
every casting keyword's rules, so it has no rules of its own here.
"""
