"""Casting spells from the hand without paying their mana costs by a permanent's permission
(CR 118.9: Omniscience's "You may cast spells from your hand without paying their mana costs.")
in one package: its reading (`reading`, a permanent's line, into the vocabulary's
`CastWithoutPaying`). Casting asks its controller whether to use it, through the one choice
mechanism, as an alternative cost (`engine.rules.casting.offer_free`, 601.2b), X then 0 (107.3b).
"""
