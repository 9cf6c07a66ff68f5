"""Poisonous (CR 702.70), a keyword ability of creatures, in one package: its spelling, with its
number, and what it means (`model`), the card page's words for it (`words`) and how it is played
(`rules`): the triggered ability it stands for.

"Poisonous N" means "Whenever this creature deals combat damage to a player, that player gets N
poison counters." (702.70a); each instance triggers separately (702.70b). A player with ten or
more poison counters loses the game (122.1f, 704.5c).
"""
