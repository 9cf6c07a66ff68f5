"""Escape (CR 702.138), a keyword ability of cards in a graveyard, in one package: the reading of
"Escape—{cost}, Exile N other cards from your graveyard." (`reading`, a face line reader) as the
card's own alternative cost of its graveyard, the vocabulary's `AlternativeCost` with its `zone`,
and what its event says and the mark "escaped" it leaves (`model`).

"Escape [cost]" means "You may cast this card from your graveyard by paying [cost] rather than
paying its mana cost." (702.138a). Casting it is the one casting mechanism's: the card's own
alternative cost, announced as it is cast (601.2b), its parts other than mana paid with the
additional costs (118.9d; the cards exiled named as `costs.exile`, 601.2h), and the spell is
"escaped" (702.138b, its `chosen`): `engine.rules.casting`, `engine.rules.total_cost`. An escaped
instant or sorcery goes to its owner's graveyard as it resolves, as any other (608.2n).
"""
