"""Moving cards between a hand, a library and exile as an instruction says, in one package:
looking at the top card of a target player's library and maybe putting it on the bottom
(701.20e), putting cards from your hand on top of your library in any order (401.4), exiling
every card of a target player's library (701.13a) and that player shuffling their hand into
their library (701.24a) — Jace, the Mind Sculptor's three lines, and Brainstorm's family. Its
instructions (`model`), their reading (`reading`), how they are played (`rules`) and their
words (`words`); the library itself (objects over anonymous cards, shuffling) is
`engine.mechanics.library`'s.
"""
