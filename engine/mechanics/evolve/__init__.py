"""Evolve (CR 702.100), a keyword ability of creatures, in one package: its spelling (`model`),
the card page's words for it (`words`) and how it is played (`rules`): the triggered ability it
stands for and its intervening-if condition.

"Evolve" means "Whenever a creature you control enters, if that creature's power is greater than
this creature's power and/or that creature's toughness is greater than this creature's
toughness, put a +1/+1 counter on this creature." (702.100a)
"""
