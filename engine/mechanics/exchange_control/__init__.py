"""Exchanging control of two permanents (CR 701.12a-b) in one package: its instruction
(`model`), the reading of "Exchange control of A and B" (`reading`), how it is played (`rules`)
and its words (`words`). Each player gains control of the permanent the other controlled, at
once, for the rest of the game (layer 2, 613.1b); if either permanent is gone or no longer a
legal target as it resolves, no part of the exchange happens (701.12a), and two permanents of
the same controller aren't exchanged at all (701.12b).
"""
