"""Investigate (CR 701.16), a keyword action, in one package: its instruction (`model`), the reading
of its sentence (`reading`) and how it is played (`rules`): the Clue token it creates (111.10f), by
the one definition of `engine.cards.predefined`.

"Investigate" means "Create a Clue token" (701.16a).
"""
