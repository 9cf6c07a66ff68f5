"""Bolster (CR 701.39), a keyword action, in one package: its instruction (`model`), the reading of
"bolster N" as the grammar's verb (`reading`), the card page's words (`words`) and how it is
played (`rules`): one creature with the least toughness among the player's creatures chosen as the
instruction is carried out (not targeted), and N +1/+1 counters put on it.

"Bolster N" means "Choose a creature you control with the least toughness or tied for least
toughness among creatures you control. Put N +1/+1 counters on that creature." (701.39a)
"""
