"""Retrace (CR 702.81), a keyword ability of cards in a graveyard, in one package: its spelling
(`model`), the card page's words for it (`words`) and whether a card is cast with it (`rules`).

"Retrace" means "You may cast this card from your graveyard by discarding a land card in
addition to paying its other costs" (702.81a): the card's mana cost, and a land card from its
caster's hand discarded as an additional cost (601.2f, 601.2h; the cast action's `costs`
names none: the caster chooses as the cost is paid, 701.9b). Casting it is the one casting
mechanism's (`engine.rules.casting`); the spell goes to its owner's graveyard as it resolves, as
any other (608.2n) — it isn't exiled, unlike flashback's.
"""
