"""Reinforce (CR 702.77), a keyword ability of cards in a hand, in one package: the reading of
"Reinforce N—[cost]" as the activated ability it means (`reading`). It is made of what the game
already has — a cost with discarding the card itself, +1/+1 counters put on a target — so it has
no instruction, words or rules of its own here.

"Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target
creature." (702.77a) It can be activated only while the card is in its owner's hand, though it
exists in every zone (702.77b); it has no timing restriction (602.2).
"""
