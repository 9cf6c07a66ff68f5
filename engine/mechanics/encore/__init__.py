"""Encore (CR 702.141), a keyword ability of cards in a graveyard, in one package: its
instruction (`model`), the reading of "Encore {cost}" as the activated ability it means
(`reading`), the card page's words for its instruction (`words`) and how it is played (`rules`).

"Encore [cost]" means "[Cost], Exile this card from your graveyard: For each opponent, create a
token that's a copy of this card that attacks that opponent this turn if able. The tokens gain
haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery."
(702.141a)
"""
