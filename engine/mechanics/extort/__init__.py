"""Extort (CR 702.101), a keyword ability of permanents, in one package: its instruction
(`model`), the card page's words for it (`words`) and how it is played (`rules`): the triggered
ability the keyword stands for and its instruction's handler.

"Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1
life and you gain life equal to the total life lost this way." (702.101a)
"""
