"""Sneak (CR 702.190), a keyword ability of permanent spells, in one package: the marks a spell
cast for its sneak cost carries (`model`), the reading of "Sneak {1}{B}" as the card's own
alternative cost (`reading`), and how it is played (`rules`): cast at instant speed in its
caster's declare blockers step, only for that cost, and entering tapped and attacking.

"Sneak [cost]" means "Any time you could cast an instant during your declare blockers step, you
may cast this spell by paying [cost] and returning an unblocked creature you control to its
owner's hand rather than paying this spell's mana cost." (702.190a) A permanent spell whose sneak
cost was paid enters the battlefield tapped and attacking the same player, planeswalker or battle
as the returned creature (702.190b).
"""
