"""Double strike (CR 702.4), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: it deals both first-strike and regular combat damage (702.4b, 510.4:
`engine.rules.combat_damage`); so it has no words or rules part here.
"""
