"""Renown (CR 702.112), a keyword ability of creatures, in one package: its spelling, which carries
a number ("Renown 2"), and its instruction (`model`), the card page's words for the keyword and its
instruction (`words`) and how it is played (`rules`): the triggered ability the keyword stands for,
its intervening-if condition and the renowned designation.

"Renown N" means "When this creature deals combat damage to a player, if it isn't renowned, put
N +1/+1 counters on it and it becomes renowned." (702.112a)
"""
