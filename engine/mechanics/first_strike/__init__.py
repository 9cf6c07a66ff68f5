"""First strike (CR 702.7), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: it deals combat damage in the first-strike combat damage step (702.7b, 510.4:
`engine.rules.combat_damage`); so it has no words or rules part here.
"""
