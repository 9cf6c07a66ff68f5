"""Cards of a player's choice returned from their own graveyard as the instruction resolves —
"Mill three cards, then you may return a creature card from your graveyard to your hand"
(Corpse Churn), "return up to two creature cards from your graveyard to your hand" (Another
Chance), "put a land card from your graveyard on top of your library" (Glowspore Shaman) — in
one package: its instruction (`model`), read by the lowering's "return" and "put" verbs
(`engine.cards.lowering.returns`), the card page's words (`words`) and how it is done
(`rules`). The cards are chosen, not targeted (115.10a, 608.2d).
"""
