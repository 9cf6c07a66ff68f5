"""Toxic (CR 702.164), a keyword ability of creatures, in one package: its spelling, which carries
a number ("Toxic 2") (`model`), the card page's words for it (`words`) and what it does (`rules`):
the poison counters combat damage to a player also gives, the creature's total toxic value
(702.164b-c), registered as a result of dealing that damage (`engine.operations.damage`).
"""
