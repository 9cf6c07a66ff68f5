"""Scavenge (CR 702.97), a keyword ability of cards in a graveyard, in one package: its
instruction (`model`), the reading of "Scavenge {cost}" as the activated ability it means
(`reading`), the card page's words for its instruction (`words`) and how it is played (`rules`):
the cost that exiles the card and the counters.

"Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of +1/+1
counters equal to the power of the card you exiled on target creature. Activate only as a
sorcery." (702.97a)
"""
