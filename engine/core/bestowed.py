"""A bestowed Aura's values (CR 702.103b) as data: what a card with bestow is while the spell
cast bestowed, and the permanent it becomes, carry the mark `BESTOWED`.

"As a spell cast bestowed is put onto the stack, it becomes an Aura enchantment and gains enchant
creature" (702.103b): its card types are set to enchantment and its subtypes to Aura, so its
creature types go with the creature type (205.1a; its supertypes stay), and it has enchant
creature, which its spell targets (303.4a, 601.2c). A noncreature permanent has no power or
toughness (208.3). Those effects last until it ceases to be bestowed (702.103e-g), when the mark
is taken away. They are effects, not copiable values (707.2): every part of the engine asks an
object's values before the layers through `engine.core.face_down.copiable_card`, which gives
these while the mark is there, and a copy effect leaves them out (`engine.modifiers.copies.
copiable_values`). A copy of the spell keeps the mark, so it is bestowed too (702.103c).
"""

from __future__ import annotations

from engine.cards.vocabulary import AlternativeCost, CardDef, Enchant, TargetSpec
from engine.core.bestow import BESTOWED
from engine.core.replace import replace
from engine.core.state import GameObject

#: Where `bestowed_card` keeps its result on a card definition (beside its cached properties;
#: a definition never changes).
_KEPT = "_bestowed_card"
_ENCHANT = Enchant(target="creature", text="Enchant creature")
_TARGET = TargetSpec(kind="creature", text="target creature")


def has_bestow(card: CardDef) -> bool:
    """Whether `card` has bestow, read as its own alternative cost marking it bestowed
    (702.103a)."""
    return any(isinstance(a, AlternativeCost) and a.marks == BESTOWED for a in card.abilities)


def bestowed_card(card: CardDef) -> CardDef:
    """`card` as a bestowed Aura spell or permanent is (702.103b): an Aura enchantment with
    enchant creature, its supertypes and other abilities its own, no power or toughness."""
    if _KEPT in card.__dict__:
        kept: CardDef = card.__dict__[_KEPT]
        return kept
    fields = {name: getattr(card, name) for name in type(card).model_fields}
    fields.update(
        type_line=" ".join((*card.supertypes, "Enchantment — Aura")),
        power=None,
        toughness=None,
        abilities=(_ENCHANT, *card.abilities),
        targets=(_TARGET,),
    )
    made = type(card).model_construct(**fields)
    card.__dict__[_KEPT] = made
    return made


def is_bestowed(obj: GameObject) -> bool:
    """Whether `obj` is a bestowed Aura spell or permanent (702.103b)."""
    return any(mark == BESTOWED and value for mark, value in obj.chosen)


def unbestowed(obj: GameObject) -> GameObject:
    """`obj` ceasing to be bestowed (702.103e-g): the effect making it an Aura ends, and it is
    the card's own values again — an enchantment creature, not attached to anything."""
    return replace(
        obj, chosen=tuple((k, v) for k, v in obj.chosen if k != BESTOWED), attached_to=None
    )
