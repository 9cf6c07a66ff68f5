"""Increment (CR 702.191), a keyword ability of creatures, in one package: its spelling
(`model`), the card page's words for it (`words`) and how it is played (`rules`): the triggered
ability it stands for and its intervening-if condition.

"Increment" means "Whenever you cast a spell, if this permanent is a creature and the amount of
mana spent to cast that spell is greater than this creature's power or this creature's
toughness, put a +1/+1 counter on this creature." (702.191a)
"""
