"""Foretell (CR 702.143), a keyword ability of cards in a player's hand, in one package: its
spelling, which carries a mana cost ("Foretell {1}{U}"), the mark of a foretold card and the
alternative cost a foretold card is cast for (`model`), the card page's words for it (`words`)
and how it is played (`rules`): the special action foretelling it (116.2h, the scenario's
`special_action` "foretell") and the permission to cast it from exile later.

Foretell means: any time a player has priority during their turn, they may pay {2} and exile a
card with foretell from their hand face down; they may cast it after the current turn has ended
by paying its foretell cost rather than its mana cost (702.143a), following the rules for
alternative costs (601.2b, 601.2f-h). Effects that foretell a card other ways or change how it is
foretold (702.143d), and ones asking whether a spell was foretold, aren't read.
"""
