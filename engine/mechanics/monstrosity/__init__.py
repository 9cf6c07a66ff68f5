"""Monstrosity (CR 701.37), a keyword action of activated abilities, in one package: its
instruction (`model`), how "{cost}: Monstrosity N." is read (`reading`), the card page's words
for it (`words`) and how it is played (`rules`): the instruction's handler and the
"becomes monstrous" trigger event's matcher.

"Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it and it
becomes monstrous." (701.37a)
"""
