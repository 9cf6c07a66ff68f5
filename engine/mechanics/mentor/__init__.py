"""Mentor (CR 702.134), a keyword ability of creatures, in one package: its spelling (`model`),
the card page's words for it (`words`) and how it is played (`rules`): the triggered ability it
stands for.

"Mentor" means "Whenever this creature attacks, put a +1/+1 counter on target attacking creature
with power less than this creature's power." (702.134a)
"""
