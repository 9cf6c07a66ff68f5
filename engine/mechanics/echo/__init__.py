"""Echo (CR 702.30), a keyword ability of permanents, in one package: its spelling, which carries
a mana cost ("Echo {2}{R}") or a cost that isn't mana ("Echo—Discard a card.", "Echo—Sacrifice
two lands.", an action paid as it resolves, 118.12) (`model`), the card page's words for it
(`words`) and how it is played (`rules`): the upkeep trigger it stands for, whose instruction is
the vocabulary's "sacrifice it unless you pay" (118.12a).

"Echo [cost]" means "At the beginning of your upkeep, if this permanent came under your control
since the beginning of your last upkeep, sacrifice it unless you pay [cost]." (702.30a)
"""
