"""Revealing the top card of your library and putting it into your hand, then losing or gaining
life equal to its mana value (Dark Confidant, Dark Tutelage, Augury Adept) — not a draw ("put …
into your hand" isn't drawing, which 121.1 defines) — in one package: its instruction (`model`),
its reading (`reading`), how it is played (`rules`) and its words (`words`).
"""
