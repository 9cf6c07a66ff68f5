"""Loyalty abilities (CR 606), a planeswalker's activated abilities with a loyalty symbol for a
cost, in one package: reading "[+1]: …", "[−2]: …", "[0]: …" and "[−X]: …" lines (`reading`).
How one is activated — once a turn per permanent at sorcery speed, its cost paid in loyalty
counters (606.3, 606.4, 606.6) — is `engine.rules.loyalty`'s, since activating is a rule of
play (L5) above the mechanics.
"""
