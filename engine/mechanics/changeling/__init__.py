"""Changeling (CR 702.73), a static ability, in one package: its spelling (`model`) and the card
page's words for it (`words`). What it means is applied where it changes its creature types, a
characteristic-defining ability (702.73a, 604.3: `engine.derived.copiable_values`); so it has no
rules part here.
"""
