"""Dash (CR 702.109), a keyword ability of permanent cards, in one package: the mark a spell cast
for its dash cost carries (`model`), the reading of "Dash {2}{R}" as the abilities it stands for
(`reading`) and how it is played (`rules`): the permanent the spell becomes returns to its
owner's hand at the beginning of the next end step.

"Dash [cost]" means "You may cast this card by paying [cost] rather than its mana cost," "If
this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand at
the beginning of the next end step," and "As long as this permanent's dash cost was paid, it has
haste." (702.109a)
"""
