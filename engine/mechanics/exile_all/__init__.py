"""Exiling every permanent of a kind at once — "Exile all creatures." (Final Judgment), "Exile
each permanent with mana value X or less that's one or more colors." (Ugin, the Spirit
Dragon's −X) — in one package: its instruction (`model`), read by the lowering's "exile" verb
with the one filter of a group no instruction targets (115.10a), the card page's words
(`words`) and how it is done (`rules`).
"""
