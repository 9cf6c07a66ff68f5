"""Prowess (CR 702.108), a keyword ability of creatures, in one package: the keyword's spelling
(`model`) and how it is played (`rules`): the triggered ability it stands for.

"Prowess" means "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of
turn." (702.108a)
"""
