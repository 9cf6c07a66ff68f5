"""Exalted (CR 702.83), a keyword ability of permanents, in one package: its spelling, a simple
keyword, and what it means (`model`), the card page's words for it (`words`) and how it is played
(`rules`): the triggered ability it stands for.

"Exalted" means "Whenever a creature you control attacks alone, that creature gets +1/+1 until
end of turn." (702.83a); it attacks alone if it's the only creature declared as an attacker
(702.83b, 506.5). Every instance on every permanent triggers.
"""
