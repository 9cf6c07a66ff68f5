"""Rolling a die (CR 706) with a results table (706.3) — "When this creature enters, roll a
d20." followed by "1—9 | Scry 1." lines — in one package: its instructions (`model`), the
reading that joins the roll and its table into one ability (`reading`, 706.3b), the card page's
words (`words`) and how a roll is made (`rules`).

A die roll must be honest and replayable: the engine can't be random and still replay a share
link exactly, so the natural result is one a scenario supplies (its `rolls`, in the order the
dice are rolled) or, beyond those, one possible outcome the state fixes, as a shuffle's order
is (701.24a, `engine.operations.shuffling.fixed_random`); the event says which.
"""
