"""Lifelink (CR 702.15), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: damage dealt by a source with it also causes its controller to gain that much life (702.15b:
`engine.operations.damage`); so it has no words or rules part here.
"""
