"""Exert (CR 701.43), a keyword action, in one package: its trigger event, "when you do" after
"you may exert this creature as it attacks" (`model`), the reading of that line (`reading`), the
card page's words for it (`words`) and how it is played (`rules`): the optional cost to attack
the active player may pay as they declare attackers (508.1g, 701.43d), exerting the creature.

To exert a permanent, its controller chooses to have it not untap during their next untap step
(701.43a); it can be exerted tapped or already exerted, and every such effect ends in the same
untap step (701.43b). "You may exert [this creature] as it attacks" is an optional cost to attack
(508.1g, 701.43d), and the triggered ability "When you do, …" printed in the same paragraph is
linked to it (607.2h): read from one line, one triggered ability of the creature whose trigger
event is its being exerted so, which also says the creature may be. "Exert this creature" as a
cost of an activated ability and "if this creature hasn't been exerted this turn" aren't read.
"""
