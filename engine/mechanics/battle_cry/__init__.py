"""Battle cry (CR 702.91), a keyword ability of creatures, in one package: its spelling and what
it means (`model`), the card page's words for it (`words`) and how it is played (`rules`): the
triggered ability it stands for.

"Battle cry" means "Whenever this creature attacks, each other attacking creature gets +1/+0
until end of turn." (702.91a): the creatures attacking as it resolves (611.2c).
"""
