"""L0 data: the game's plain, immutable data — the state, its agenda, events, choices, mana,
errors, the scenario's actions — that every layer above builds on (docs/ARCHITECTURE.md).

Nothing here knows a rule of play; it imports only from this layer (and `engine.cards`, the
other L0 package, for the card vocabulary).
"""
