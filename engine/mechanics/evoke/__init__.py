"""Evoke (CR 702.74), a keyword ability of permanent cards, in one package: its spelling, which
carries a mana cost ("Evoke {U}") (`model`), the card page's words for it (`words`) and how it is
played (`rules`): the sacrifice trigger of a permanent whose evoke cost was paid. Paying that
cost instead of the mana cost is part of casting (an alternative cost, 118.9, which `model`
registers with its event's words and the mark "evoked": `engine.rules.casting`,
`engine.rules.total_cost`).

"Evoke [cost]" means "You may cast this card by paying [cost] rather than paying its mana cost"
and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
(702.74a)
"""
