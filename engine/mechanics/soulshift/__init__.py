"""Soulshift (CR 702.46), a keyword ability of permanents, in one package: its spelling, which
carries a number ("Soulshift 3") (`model`), the card page's words for it (`words`) and how it is
played (`rules`): the triggered ability it stands for, whose instruction is the vocabulary's "you
may" return to hand.

"Soulshift N" means "When this permanent is put into a graveyard from the battlefield, you may
return target Spirit card with mana value N or less from your graveyard to your hand." (702.46a)
"""
