"""Emerge (CR 702.119), a keyword ability of spells, in one package: the mark a spell cast for its
emerge cost carries (`model`), the reading of "Emerge {5}{U}{U}" as the card's own alternative
cost of that mana and a creature sacrificed (`reading`), and the creature chosen as the cost is
and the reduction it makes (`rules`); the total cost is `engine.rules.total_cost`'s (601.2f).

"Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a creature rather
than paying its mana cost" and "If you chose to pay this spell's emerge cost, its total cost is
reduced by an amount of generic mana equal to the sacrificed creature's mana value." (702.119a)
"""
