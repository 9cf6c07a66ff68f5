"""Affinity (CR 702.41), a keyword ability of spells, in one package: its spelling, which names
the card type or subtype it counts ("Affinity for artifacts", "Affinity for Islands"), and what is
read from it (`model`), and the card page's words for it (`words`). The spell costs {1} less to
cast for each permanent of that type or subtype its caster controls (702.41a), generic mana only
(118.7a); the reduction is a part of the spell's total cost (`engine.rules.total_cost`), so it has
no rules of its own here.
"""
