"""Flanking (CR 702.25), a keyword ability of creatures, in one package: its spelling, a simple
keyword, and what it means (`model`), the card page's words for it (`words`) and how it is played
(`rules`): the triggered ability it stands for.

"Flanking" means "Whenever this creature becomes blocked by a creature without flanking, the
blocking creature gets -1/-1 until end of turn." (702.25a): once for each such blocker (509.3d).
"""
