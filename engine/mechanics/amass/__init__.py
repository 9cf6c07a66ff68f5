"""Amass (CR 701.47), a keyword action, in one package: its instruction (`model`), the reading of
"amass Orcs 1" as a sentence and as the grammar's verb (`reading`), the card page's words
(`words`) and how it is played (`rules`): an Army creature token made if the player has none,
one Army chosen, +1/+1 counters put on it, and the subtype added to it.

"To amass [subtype] N means 'If you don't control an Army creature, create a 0/0 black [subtype]
Army creature token. Choose an Army creature you control. Put N +1/+1 counters on that creature.
If it isn't a [subtype], it becomes a [subtype] in addition to its other types.'" (701.47a)
"""
