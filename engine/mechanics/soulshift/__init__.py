"""Soulshift (CR 702.46), a keyword ability of permanents, in one package: the card page's words
for it (`words`) and how it is played (`rules`): the triggered ability it stands for, whose
instruction is the vocabulary's "you may" return to hand. Its spelling, which carries a number
("Soulshift 3"), is read with the upkeep family's keywords (`engine.cards.vocabulary.upkeep`).

"Soulshift N" means "When this permanent is put into a graveyard from the battlefield, you may
return target Spirit card with mana value N or less from your graveyard to your hand." (702.46a)
"""
