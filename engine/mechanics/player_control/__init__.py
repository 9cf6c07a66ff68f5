"""Controlling another player (CR 723): "You control target player during that player's next
turn." (Mindslaver) — in one package: its reading (`reading`, a sentence reader), its words
(`words`) and its play (`rules`: the effect waits for the next turn that player actually takes,
723.1, 723.1b, the last one created winning, 723.1a; during that turn their controller makes all
their choices and decisions, 723.5, which the run says of the player's priority and of every
choice they are asked, while their objects stay theirs, 723.3).

The explorer has its user act for every player, so what controlling a player changes here is
who the rules say decides, not what may be done: the controlled player's actions are still
theirs and paid with their resources (723.5a), and nothing the rules don't call for can be
chosen (723.5b).
"""
