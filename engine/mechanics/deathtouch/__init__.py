"""Deathtouch (CR 702.2), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: any damage it deals to a creature is enough to destroy it (702.2b, 704.5h:
`engine.operations.damage`, `engine.rules.state_based_actions`), and its combat damage assignment
counts 1 as lethal (702.2c, `engine.rules.combat_damage`); so it has no words or rules part here.
"""
