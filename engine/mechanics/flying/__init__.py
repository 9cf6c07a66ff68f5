"""Flying (CR 702.9), an evasion ability, in one package: its spelling and what it stands for as
blockers are declared (`model`): a creature with it can't be blocked except by creatures with
flying and/or reach (702.9b), a restriction the one mechanism of combat rules checks
(`engine.rules.combat_rules`) and the card page's words for it; so it has no words or rules part
here.
"""
