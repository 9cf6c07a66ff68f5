"""Imprint's linked abilities (CR 207.2c: "Imprint" is an ability word, 607.2a: abilities
linked by "the exiled card") — "When this artifact enters, you may exile a … card from your
hand" (read by `engine.mechanics.exile_from_hand`, linked by `engine.mechanics.linked_exile`)
beside the ability that refers to the exiled card: "{T}: Add one mana of any of the exiled
card's colors." (Chrome Mox) and "You may copy the exiled card. If you do, you may cast the copy
without paying its mana cost." (Isochron Scepter, Spellbinder, 707.12) — in one package: the two
instructions (`model`), their reading (`reading`), how they are played (`rules`) and their
words (`words`).
"""
