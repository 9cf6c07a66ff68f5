"""Persist (CR 702.79), a keyword ability of permanents, in one package: its spelling (`model`),
the card page's words for it (`words`) and how it is played (`rules`): the triggered ability it
stands for, whose instruction is the vocabulary's return to the battlefield with a counter.

"Persist" means "When this permanent is put into a graveyard from the battlefield, if it had no
-1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1
counter on it." (702.79a)
"""
