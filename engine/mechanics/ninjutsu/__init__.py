"""Ninjutsu (CR 702.49), a keyword ability of cards in a hand, in one package: its instruction
(`model`), the reading of "Ninjutsu {cost}" as the activated ability it means (`reading`), the
card page's words for its instruction (`words`) and how it is played (`rules`): paying its cost
of returning an unblocked attacker, and putting the card onto the battlefield tapped and
attacking what that creature attacked.

"Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked attacking
creature you control to its owner's hand: Put this card onto the battlefield from your hand
tapped and attacking." (702.49a)
"""
