"""A card's own alternative cost (CR 118.9) in one package: the reading of "You may pay 1 life
and exile a blue card from your hand rather than pay this spell's mana cost." (`reading`, a face
line reader, into the vocabulary's `AlternativeCost`) and paying its cost of exiling a card from
the hand (`rules`). Whether it is paid is asked as the spell is cast, through the one choice
mechanism (`engine.rules.casting.offer_alternative`, 601.2b), and the spell's total cost is
computed once from that (`engine.rules.total_cost`, 601.2f, 118.9d).
"""
