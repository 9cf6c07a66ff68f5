"""A player exiling a card of their choice from their hand — "Target player exiles a card from
their hand." (Karn Liberated's +4, Muse Vessel), "each opponent exiles a card from their hand"
(Yarok's Fenlurker) — in one package: its instruction (`model`), its reading (`reading`), how it
is played (`rules`) and its words (`words`).
"""
