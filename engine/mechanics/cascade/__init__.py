"""Cascade (CR 702.85), a keyword ability of spells, in one package: the instruction of its two
parts and the keyword's spelling (`model`), the card page's words for it (`words`) and how it is
played (`rules`): the triggered ability the keyword stands for, the exile, the cast
(`engine.rules.free_cast`, 608.2g) and the cards put on the bottom.

"Cascade" means "When you cast this spell, exile cards from the top of your library until you
exile a nonland card whose mana value is less than this spell's mana value. You may cast that
card without paying its mana cost if the resulting spell's mana value is less than this spell's
mana value. Then put all cards exiled this way that weren't cast on the bottom of your library in
a random order." (702.85a)
"""
