"""Afflict (CR 702.130), a keyword ability of creatures, in one package: its spelling, with its
number, and what it means (`model`), the card page's words for it (`words`) and how it is played
(`rules`): the triggered ability it stands for.

"Afflict N" means "Whenever this creature becomes blocked, defending player loses N life."
(702.130a).
"""
