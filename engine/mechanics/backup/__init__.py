"""Backup (CR 702.165), a keyword ability of creatures, in one package: its spelling, which
carries a number ("Backup 1"), and its second instruction (`model`), the check that what it
grants is read (`reading`, a face reader: every line printed below it must be), the card page's
words for the keyword and that instruction (`words`) and how it is played (`rules`): the
triggered ability it stands for and the abilities it grants.

"Backup N" means "When this creature enters, put N +1/+1 counters on target creature. If that's
another creature, it also gains the non-backup abilities of this creature printed below this one
until end of turn." (702.165a)
"""
