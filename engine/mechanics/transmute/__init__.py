"""Transmute (CR 702.53), a keyword ability of cards, in one package: the reading of "Transmute
{1}{U}{B}" as the activated ability it stands for (`reading`), made of the vocabulary's cost,
timing and search.

"Transmute [cost]" means "[Cost], Discard this card: Search your library for a card with the same
mana value as the discarded card, reveal that card, and put it into your hand. Then shuffle your
library. Activate only as a sorcery." (702.53a) It functions only while the card is in a hand
(702.53a, 113.6b). A transmute cost with X isn't read (no transmute card has one).
"""
