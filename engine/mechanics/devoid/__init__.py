"""Devoid (CR 702.114), a keyword ability, in one package: its reading (`reading`).

"Devoid" is a characteristic-defining ability: "This object is colorless." It functions
everywhere, even outside the game (702.114a, 604.3), so it is read as the card's colors — none —
rather than as an ability the engine plays, and has no rules of its own here.
"""
