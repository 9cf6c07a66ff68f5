"""Storm (CR 702.40), a keyword ability of spells, in one package: its instruction and its
spelling, a simple keyword (`model`), and how it is played (`rules`): the triggered ability it
stands for and the copies it makes.

"Storm" means "When you cast this spell, copy it for each other spell that was cast before it
this turn. If the spell has any targets, you may choose new targets for any of the copies."
(702.40a)
"""
