"""Vigilance (CR 702.20), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: attacking doesn't cause it to tap (702.20b: `engine.rules.combat`); so it has no words or
rules part here.
"""
