"""Infect (CR 702.90), a static ability, in one package: its spelling (`model`) and the card
page's words for it (`words`). What it means is applied where it changes the damage it deals
(120.3b, 120.3d: `engine.operations.damage`); so it has no rules part here.
"""
