"""Warp (CR 702.185), a keyword ability of permanent cards, in one package: the mark a spell cast
for its warp cost carries and the instruction exiling the permanent it became (`model`), the
reading of "Warp {2}{W}" as the card's own alternative cost from its owner's hand (`reading`)
and how it is played (`rules`).

"Warp [cost]" means "You may cast this card from your hand by paying [cost] rather than its mana
cost" and "If this spell's warp cost was paid, exile the permanent this spell becomes at the
beginning of the next end step. Its owner may cast this card after the current turn has ended
for as long as it remains exiled." (702.185a) Effects asking about "warped" cards or whether a
spell was warped this turn (702.185b-c) aren't read.
"""
