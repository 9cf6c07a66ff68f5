"""Surge (CR 702.117), a keyword ability of spells, in one package: the reading of "Surge {U}"
as the card's own alternative cost with its condition (`reading`); paying it is casting's
(`engine.rules.casting.offer_alternative`, 118.9, 601.2b).

"Surge [cost]" means "You may pay [cost] rather than pay this spell's mana cost as you cast this
spell if you or one of your teammates has cast another spell this turn." (702.117a)
"""
