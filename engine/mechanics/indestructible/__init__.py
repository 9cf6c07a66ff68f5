"""Indestructible (CR 702.12), a static ability, in one package: its spelling (`model`), one of
the keywords a scenario's card may list by name. What it means is applied where the rules it
changes are: it isn't destroyed by lethal damage, deathtouch or a "destroy" instruction (702.12b:
`engine.operations.basic`, `engine.rules.state_based_actions`); so it has no words or rules part
here.
"""
