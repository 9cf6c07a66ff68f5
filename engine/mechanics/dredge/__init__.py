"""Dredge (CR 702.52), a keyword ability of cards in a graveyard, in one package: its spelling,
"Dredge 3" (`model`), and the replacement of a draw it offers its owner (`rules`): mill N cards
and return the card from their graveyard to their hand instead.

"Dredge N" means "As long as you have at least N cards in your library, if you would draw a card,
you may instead mill N cards and return this card from your graveyard to your hand." (702.52a)
"""
