"""Unearth (CR 702.84), a keyword ability of cards in a graveyard, in one package: its
instruction (`model`), the reading of "Unearth {cost}" as the activated ability it means
(`reading`), the card page's words for its instruction (`words`) and how it is played (`rules`).

"Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield. It gains
haste. Exile it at the beginning of the next end step. If it would leave the battlefield, exile
it instead of putting it anywhere else. Activate only as a sorcery." (702.84a)
"""
