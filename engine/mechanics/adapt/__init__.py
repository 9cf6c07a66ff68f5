"""Adapt (CR 701.46), a keyword action of activated abilities, in one package: its instruction
(`model`), how "{cost}: Adapt N." is read (`reading`), the card page's words for it (`words`) and
how it is played (`rules`): the instruction's handler.

"Adapt N" means "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."
(701.46a)
"""
