"""Cycling and typecycling (CR 702.29) lines the compiler's one-keyword reading doesn't take, in
one package: their reading (`reading`) — a cycling cost that isn't mana ("Cycling—Pay 2 life.",
702.29a), and several typecyclings on one line ("Plainscycling {2}, islandcycling {2}",
702.29e), each piece read as the activated ability it stands for. The abilities are the
vocabulary's (an activated ability that works from the hand, 113.6b), so the keyword has no
rules of its own here.
"""
