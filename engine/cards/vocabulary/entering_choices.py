"""Which cards need something chosen as they are put onto the battlefield by an effect: an Aura
what it enchants (303.4f, with nothing legal it stays where it was, 303.4g) and a battle its
protector (310.11a). The engine doesn't model those choices for a card an effect puts onto the
battlefield, so a reading whose filter could match such a card leaves its line unread.
"""

from __future__ import annotations

from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.type_line import ARTIFACT_TYPES, LAND_TYPES

#: Card types of a card that needs nothing chosen as it is put onto the battlefield.
_PLAIN_TYPES = frozenset({"Creature", "Land", "Artifact"})


def enters_plainly(flt: Filter) -> bool:
    """Whether every card the filter matches is a creature, land or artifact (303.4f, 310.11a:
    an Aura or a battle needs a choice as it enters)."""
    if flt.any_of or flt.any_subtypes:
        return False
    if flt.any_types:
        return set(flt.any_types) <= _PLAIN_TYPES
    if flt.types:
        return bool(set(flt.types) & _PLAIN_TYPES) and "Battle" not in flt.types
    return bool(flt.subtypes) and set(flt.subtypes) <= ARTIFACT_TYPES | LAND_TYPES


#: Card types whose cards need a choice as an effect puts them onto the battlefield.
_CHOOSING_TYPES = frozenset({"Enchantment", "Battle"})
#: The subtypes of those (an Aura's enchant, 303.4f; a Siege's protector, 310.11a).
_CHOOSING_SUBTYPES = frozenset({"Aura", "Siege"})


def may_need_a_choice(flt: Filter) -> bool:
    """Whether a card the filter matches could need a choice as it enters: one of any card type
    ("a card", "a permanent card", "a card named ~"), an enchantment or battle card, an Aura.
    A looser test than `enters_plainly`: a creature type ("a Rebel permanent card") or a land
    type ("a Mountain or Forest card") names no Aura a card could be."""
    if flt.any_of:
        return True
    subtypes = set(flt.subtypes) | set(flt.any_subtypes)
    if subtypes:
        return bool(subtypes & _CHOOSING_SUBTYPES)
    named = set(flt.types) | set(flt.any_types)
    return not named or bool(named & _CHOOSING_TYPES)
