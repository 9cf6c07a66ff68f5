"""Waterbend (CR 701.67), a keyword action paid as a cost, in one package: how it is paid
(`rules`). The compiler's cost reader reads "Waterbend {3}" as the cost's generic mana marked as
a waterbend cost (`Cost.waterbend`, `engine.cards.compiler.abilities`), and the card page says it
(`engine.cards.compiler.cost_words`).

"Waterbend [cost]" means "Pay [cost]. For each generic mana in that cost, you may tap an untapped
artifact or creature you control rather than pay that mana." (701.67a) The player names the
artifacts and creatures tapped in the activation's `costs.waterbend`; they pay only the generic
mana of the waterbend cost, never other mana of the same total cost (701.67b).
"""
