"""Exiling the top card of your library and offering it to be cast as the ability resolves —
"Exile the top card of your library. You may cast that card. If you don't, Chandra deals 2
damage to each opponent." (Chandra, Torch of Defiance's [+1]) — in one package: its instruction
(`model`), its reading (`reading`), how it is played (`rules`) and its words (`words`).
"""
