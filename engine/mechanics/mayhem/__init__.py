"""Mayhem (CR 702.187), a keyword ability of cards in a graveyard, in one package: the mark a
spell cast for its mayhem cost carries and its alternative cost's words (`model`), and the
reading of "Mayhem {1}{R}" as the card's own alternative cost of its graveyard with its
condition (`reading`); where it may be cast from is `engine.rules.cast_zones`' (601.3), and the
turn's record of discarded cards says whether it may (`engine.modifiers.turn_history`).

"Mayhem [cost]" means "As long as you discarded this card this turn, you may cast it from your
graveyard by paying [cost] rather than paying its mana cost." (702.187b)
"""
