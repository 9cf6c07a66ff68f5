"""Trample (CR 702.19), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: its controller may assign its excess combat damage to the player or planeswalker it attacks
(702.19b: `engine.rules.combat_damage`); so it has no words or rules part here.
"""
