"""Melee (CR 702.121), a keyword ability of creatures, in one package: its spelling and its
trigger's count of the opponents attacked (`model`), the card page's words (`words`) and how it is
played (`rules`): the triggered ability built from the keyword, the count taken as attackers are
declared, and its instruction's handler.

"Melee" means "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent
you attacked with a creature this combat." (702.121a) Each instance triggers separately
(702.121b).
"""
