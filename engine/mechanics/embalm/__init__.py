"""Embalm and eternalize (CR 702.128, 702.129), keyword abilities of cards in a graveyard, in one
package: their instruction (`model`), the reading of "Embalm {cost}" and "Eternalize {cost}" as
the activated abilities they mean (`reading`), the card page's words for their instruction
(`words`) and how they are played (`rules`): the token copy with its exceptions.

"Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a copy
of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other
types. Activate only as a sorcery." (702.128a); eternalize's token is black and 4/4 instead of
white (702.129a).
"""
