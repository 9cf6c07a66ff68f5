"""Flash (CR 702.8), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: it may be cast any time its controller could cast an instant (702.8a:
`engine.rules.cast_spell`); so it has no words or rules part here.
"""
