"""Rampage (CR 702.23), a keyword ability of creatures, in one package: its spelling, which carries
a number ("Rampage 2"), and its instruction (`model`), the card page's words for the keyword and its
instruction (`words`) and how it is played (`rules`): the triggered ability it stands for and the
bonus.

"Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N until end of turn for
each creature blocking it beyond the first." (702.23a)
"""
