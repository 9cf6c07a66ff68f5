"""The Eldrazi titans' "When ~ is put into a graveyard from anywhere, its owner shuffles their
graveyard into their library." (Emrakul, the Aeons Torn; Kozilek, Butcher of Truth; Ulamog, the
Infinite Gyre), in one package: the card's own trigger event from any zone (603.6c-d, 603.10a) and
the instruction (701.24a), with their reading (`reading`), words (`words`) and play (`rules`).
"""
