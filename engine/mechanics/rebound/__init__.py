"""Rebound (CR 702.88), a keyword ability of instants and sorceries, in one package: the
instruction of its delayed triggered ability and the keyword's spelling (`model`), the card
page's words for it (`words`) and how it is played (`rules`): exiling the spell as it resolves
and casting it again at its controller's next upkeep.

"Rebound" means "If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this
card from exile without paying its mana cost." (702.88a)
"""
