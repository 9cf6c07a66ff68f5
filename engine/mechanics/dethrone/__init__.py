"""Dethrone (CR 702.105), a keyword ability of creatures, in one package: its spelling (`model`),
the card page's words for it (`words`) and how it is played (`rules`): the triggered ability it
stands for and its condition.

"Dethrone" means "Whenever this creature attacks the player with the most life or tied for most
life, put a +1/+1 counter on this creature." (702.105a)
"""
