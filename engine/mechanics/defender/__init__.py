"""Defender (CR 702.3), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: a creature with it can't attack (702.3b), checked as attackers are declared
(`engine.rules.combat`); so it has no words or rules part here.
"""
