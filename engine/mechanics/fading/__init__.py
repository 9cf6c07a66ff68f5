"""Fading (CR 702.32), a keyword ability of permanents, in one package: its spelling, which carries
a number ("Fading 3"), and the instruction of its upkeep trigger (`model`), the card page's words
for the keyword and that instruction (`words`) and how it is played (`rules`): the upkeep trigger
and its counter or sacrifice. Its `model` registers its entering replacement too
(`entering_counters`).

"Fading N" means "This permanent enters with N fade counters on it" and "At the beginning of
your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
(702.32a)
"""
