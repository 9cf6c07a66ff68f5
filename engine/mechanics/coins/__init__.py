"""Flipping a coin (CR 705) — "Flip a coin. If you win the flip, …. If you lose the flip, …" —
in one package: its instruction (`model`), the reading of the line (`reading`), the card
page's words (`words`) and how a flip is made (`rules`).

Only the player who flips wins or loses, by calling heads or tails (705.2); a fair call against
a fair coin is one outcome of two equally likely ones, which the engine fixes the way a die's
result is (705.1 allows any such method): the scenario's `flips` say whether each flip is won,
in order, and beyond those one possible outcome the state fixes stands, as a shuffle's order
does (701.24a). The event says which.
"""
