"""Plot (CR 702.170), a keyword ability of cards in a player's hand, in one package: its
spelling, which carries a mana cost ("Plot {1}{R}"), the mark of a plotted card and the
alternative cost a plotted card is cast for (`model`), the card page's words for it (`words`)
and how it is played (`rules`): the special action exiling it (116.2k, the scenario's
`special_action` "plot") and the permission to cast it from exile later.

"Plot [cost]" means "Any time you have priority during your main phase while the stack is empty,
you may exile this card from your hand and pay [cost]. It becomes a plotted card." (702.170a) A
plotted card's owner may cast it from exile without paying its mana cost during their main phase
while the stack is empty during any turn after the turn in which it became plotted (702.170d).
Effects that plot a card other ways (702.170c, 702.170f) aren't read.
"""
