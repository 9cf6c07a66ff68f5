"""Shadow (CR 702.28), an evasion ability, in one package: its spelling and what it stands for as
blockers are declared (`model`): a creature with it can't be blocked by creatures without shadow,
and can block only creatures with shadow; a creature without it can't be blocked by creatures
with shadow (702.28b): restrictions the one mechanism of combat rules checks
(`engine.rules.combat_rules`) and the card page's words for it; so it has no words or rules part
here.
"""
