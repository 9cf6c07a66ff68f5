"""Returning every permanent of a kind to its owner's hand at once — "Return all creatures to
their owners' hands" (Evacuation), "return each other creature you control to its owner's
hand" (Denizen of the Deep) — in one package: its instruction (`model`), read by the
lowering's "return" verb with the one filter of a group no instruction targets, the card
page's words (`words`) and how it is done (`rules`).
"""
