"""Bushido (CR 702.45), a keyword ability of creatures, in one package: its spelling, with its
number, and what it means (`model`), the card page's words for it (`words`) and how it is played
(`rules`): the triggered ability it stands for.

"Bushido N" means "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of
turn." (702.45a); each instance triggers separately (702.45b).
"""
