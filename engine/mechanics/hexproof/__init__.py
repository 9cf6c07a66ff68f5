"""Hexproof (CR 702.11), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: it can't be the target of spells or abilities its controller's opponents control (702.11b:
`engine.derived.targets`); so it has no words or rules part here.
"""
