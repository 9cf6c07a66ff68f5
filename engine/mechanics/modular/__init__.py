"""Modular (CR 702.43), a keyword ability of artifact creatures, in one package: its spelling, which
carries a number ("Modular 2"), and the instruction of its triggered ability (`model`), the card
page's words for the keyword and that instruction (`words`) and how it is played (`rules`): the
triggered ability and its counters. Its `model` registers its entering replacement too
(`entering_counters`).

"Modular N" means "This permanent enters with N +1/+1 counters on it" and "When this permanent
is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact
creature for each +1/+1 counter on this permanent." (702.43a)
"""
