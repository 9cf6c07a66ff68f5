"""Split second (CR 702.61), a keyword ability of spells, in one package: the keyword's spelling
(`model`), the card page's words (`words`) and its rule (`rules`): while a spell with split
second is on the stack, players can't cast other spells or activate abilities that aren't mana
abilities (702.61a); mana abilities, special actions and triggered abilities go on (702.61b).
"""
