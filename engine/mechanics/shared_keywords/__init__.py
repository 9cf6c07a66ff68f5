"""Keywords shared among a group — "creatures you control gain first strike until end of turn if
a creature you control has first strike. The same is true for flying, deathtouch, …" (Odric,
Lunarch Marshal) — in one package: its instruction (`model`), its reading (`reading`), how it is
played (`rules`) and its words (`words`).
"""
