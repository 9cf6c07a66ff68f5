"""Haste (CR 702.10), a static ability, in one package: its spelling (`model`), one of the
keywords a scenario's card may list by name. What it means is applied where the rules it changes
are: it can attack and {T} abilities can be activated though it came under its controller's
control this turn (702.10b, 302.6: `engine.rules.combat`, `engine.rules.activate_ability`); so it
has no words or rules part here.
"""
