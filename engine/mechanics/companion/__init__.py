"""Companion (CR 702.139), a keyword ability that functions outside the game, in one package:
its rule, name and cost (`model`; the ability, "Companion — [condition]", is the vocabulary's
`Companion`, its condition kept as printed), its reading (`reading`) and its special action
(`rules`: paying {3} to put the revealed companion into its owner's hand, 702.139a, 116.2g — the
scenario's `special_action` "companion").

A scenario begins after the game did, so the companion was revealed before it (702.139a, 103.2b)
and its condition on the starting deck was checked then: the scenario names it as the player's
`companion` (docs/scenario-format.md), a card outside the game (400.11), and the engine doesn't
check the condition again.
"""
