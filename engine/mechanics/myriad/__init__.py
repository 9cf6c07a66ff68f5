"""Myriad (CR 702.116), a keyword ability of creatures, in one package: its spelling, a keyword
with no parameter whose instances each trigger, and the instruction of its triggered ability
(`model`), the card page's words for the keyword and that instruction (`words`) and how it is
played (`rules`): the attack trigger and its copies for the opponents other than the defending
player.

"Myriad" means "Whenever this creature attacks, for each opponent other than defending player,
you may create a token that's a copy of this creature that's tapped and attacking that player or
a planeswalker they control. If one or more tokens are created this way, exile the tokens at end
of combat." (702.116a) Each instance triggers separately (702.116b).
"""
