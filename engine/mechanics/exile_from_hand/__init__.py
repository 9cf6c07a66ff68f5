"""A player exiling cards of their choice from their hand or graveyard — "Target player exiles a
card from their hand." (Karn Liberated's +4, Muse Vessel), "each opponent exiles a card from
their hand" (Yarok's Fenlurker), "Target opponent exiles two cards from their hand" (Vessel of
Malignity), "Target player exiles a card from their graveyard" (Scrabbling Claws) — in one
package: its instruction (`model`), its reading (`reading`), how it
is played (`rules`) and its words (`words`).
"""
