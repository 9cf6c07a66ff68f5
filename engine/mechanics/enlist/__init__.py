"""Enlist (CR 702.154), a keyword ability of creatures, in one package: its spelling, its trigger
event and instruction (`model`), the card page's words for it (`words`) and how it is played
(`rules`): the optional cost to attack (508.1g, 702.154b) tapping another creature as it
attacks, and the linked ability giving +X/+0 where X is that creature's power.

Enlist means "As this creature attacks, you may tap up to one untapped creature you control that
you didn't choose to attack with and that either has haste or has been under your control
continuously since this turn began. When you do, this creature gets +X/+0 until end of turn,
where X is the tapped creature's power." (702.154a) Its static ability is an optional cost to
attack and its triggered ability is linked to it (702.154b, 607.2h). Multiple instances
(702.154d) are one here: the keyword isn't registered as cumulative, so a second instance is
redundant, and "whenever ~ enlists a creature" isn't read.
"""
