"""Training (CR 702.149), a keyword ability of creatures, in one package: its spelling (`model`),
the card page's words for it (`words`) and how it is played (`rules`): the triggered ability it
stands for and its condition.

"Training" means "Whenever this creature and at least one other creature with power greater than
this creature's power attack, put a +1/+1 counter on this creature." (702.149a)
"""
