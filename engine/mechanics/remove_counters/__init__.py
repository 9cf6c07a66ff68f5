"""Removing every counter from a permanent (CR 122.1): "Remove all counters from target
permanent." (Vampire Hexmage) in one package — its instruction (`model`), the reading of its
sentence (`reading`), how it is played (`rules`) and its words (`words`). A planeswalker left
with no loyalty counters has loyalty 0 and is put into its owner's graveyard (306.9, 704.5i).
"""
