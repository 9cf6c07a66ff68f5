"""Tapping or untapping every permanent of a kind at once — "Tap all creatures your opponents
control" (Cryptic Command), "Untap all creatures you control" (701.26a-b) — in one package: its
instruction (`model`), read by the lowering's "tap" and "untap" verbs with the one filter of a
group no instruction targets, the card page's words (`words`) and how it is done (`rules`).
"""
