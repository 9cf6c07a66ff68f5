"""Freerunning (CR 702.173), a keyword ability of spells, in one package: the reading of
"Freerunning {1}{B}" as the card's own alternative cost with its condition (`reading`); paying it
is casting's (`engine.rules.casting.offer_alternative`, 118.9, 601.2b), and the turn's record of
combat damage dealt to players says whether it may be (`engine.modifiers.turn_history`).

"Freerunning [cost]" means "You may pay [cost] rather than pay this spell's mana cost if a player
was dealt combat damage this turn by a creature that, at the time it dealt that damage, was an
Assassin creature or a commander under your control." (702.173a)
"""
