"""Separating permanents into two piles (CR 700.3), in one package: the instruction (`model`),
the reading of "Separate all permanents target player controls into two piles. That player
sacrifices all permanents in the pile of their choice." (`reading`, a sentence reader, Liliana of
the Veil) and its kin "Destroy all creatures in the pile of that player's choice", the card
page's words (`words`) and how it is done (`rules`): one player separates, another chooses a
pile, and the instruction acts on the chosen pile.
"""
