"""Disturb (CR 702.146), a keyword ability of the front face of transforming double-faced cards,
in one package: its spelling, which carries a mana cost ("Disturb {1}{U}"), and the alternative
cost it stands for (`model`), the card page's words for it (`words`) and how it is played
(`rules`): the card cast from its owner's graveyard with its back face up.

"Disturb [cost]" means "You may cast this card transformed from your graveyard by paying [cost]
rather than its mana cost." (702.146a) It is put on the stack with its back face up (712.11a):
only that face is evaluated, and the front face's disturb ability with it (712.11c-d); its mana
value is its front face's (712.8c). Resolving, it enters the battlefield with its back face up
(702.146b). The back faces' "If … would be put into a graveyard from anywhere, exile it
instead" are their own lines, read as any such replacement is.
"""
