"""Searching a player's graveyard, hand and library for the cards with the same name as an
object and exiling them — "Choose target card in a graveyard other than a basic land card. Search
its owner's graveyard, hand, and library for all cards with the same name as that card and exile
them. Then that player shuffles." (Extirpate, Surgical Extraction, Eradicate, Counterbore …) — in
one package: its instruction (`model`), its reading (`reading`), how it is played (`rules`) and
its words (`words`).
"""
