"""Annihilator (CR 702.86), a keyword ability of creatures, in one package: its spelling, with
its number, and what it means (`model`), the card page's words for it (`words`) and how it is
played (`rules`): the triggered ability it stands for.

"Annihilator N" means "Whenever this creature attacks, defending player sacrifices N
permanents." (702.86a): the player it attacks (506.2), who chooses which (701.21a).
"""
