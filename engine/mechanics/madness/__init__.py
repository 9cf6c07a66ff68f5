"""Madness (CR 702.35), a keyword ability of cards, in one package: its spelling, a keyword with a
mana cost ("Madness {1}{R}"), its alternative cost, its trigger event and its instruction
(`model`), the card page's words (`words`) and how it is played (`rules`): a card with madness
discarded from a hand is exiled instead of put into its owner's graveyard, and its owner may then
cast it for its madness cost as that trigger resolves, or else puts it into their graveyard.

"Madness [cost]" means "If a player would discard this card, that player discards it, but exiles
it instead of putting it into their graveyard" and "When this card is exiled this way, its owner
may cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they put
this card into their graveyard." (702.35a) A madness cost with X isn't read.
"""
