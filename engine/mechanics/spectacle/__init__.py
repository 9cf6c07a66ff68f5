"""Spectacle (CR 702.137), a keyword ability of spells, in one package: the reading of
"Spectacle {2}{B}" as the card's own alternative cost with its condition (`reading`); paying it
is casting's (`engine.rules.casting.offer_alternative`, 118.9, 601.2b).

"Spectacle [cost]" means "You may pay [cost] rather than pay this spell's mana cost if an
opponent lost life this turn." (702.137a)
"""
