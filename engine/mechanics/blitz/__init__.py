"""Blitz (CR 702.152), a keyword ability of creature cards, in one package: the mark a spell cast
for its blitz cost carries (`model`), the reading of "Blitz {2}{R}" as the abilities it stands
for (`reading`) and how it is played (`rules`): the permanent the spell becomes is sacrificed at
the beginning of the next end step.

"Blitz [cost]" means "You may cast this card by paying [cost] rather than its mana cost," "If
this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the beginning of
the next end step," and "As long as this permanent's blitz cost was paid, it has haste and 'When
this permanent is put into a graveyard from the battlefield, draw a card.'" (702.152a)
"""
