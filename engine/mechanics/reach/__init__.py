"""Reach (CR 702.17), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: it can block creatures with flying (702.17b): flying's blocking restriction names it
(`engine.mechanics.flying`); so it has no words or rules part here.
"""
