"""Web-slinging (CR 702.188), a keyword ability of spells, in one package: the reading of
"Web-slinging {1}{G}{W}" as the card's own alternative cost of that mana and a tapped creature
returned (`reading`); paying it is casting's (`engine.rules.casting.offer_alternative`, 118.9,
601.2b) and the return cost's (`engine.mechanics.return_costs`, 118.3, 601.2h).

"Web-slinging [cost]" means "You may cast this spell by paying [cost] and returning a tapped
creature you control to its owner's hand rather than paying its mana cost." (702.188a)
"""
