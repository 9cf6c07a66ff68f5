"""Revealing cards from the top of a library until one of a kind is revealed — "Reveal cards
from the top of your library until you reveal a creature card. Put that card into your hand
[onto the battlefield (tapped)] and the rest on the bottom of your library in a random order."
(701.20a) — in one package: its instruction (`model`), its reading (`reading`), how it is
played (`rules`) and its words (`words`).
"""
