"""Face-down spells and permanents (CR 708) as data: the values a face-down object has, and the
cost that turns it face up.

A face-down object has only the characteristics the rule that turned it face down lists (708.2):
a 2/2 creature with no name, no text, no subtypes and no mana cost (708.2a, 702.37a), with ward
{2} when disguise or cloak did it (702.168a, 701.58a). Those are its copiable values (708.2), set
in layer 1b (613.2b) — they replace even the values a copy effect gave it (708.10) — so every part
of the engine that asks an object's copiable values (`copiable_card`) sees the face-down 2/2:
the layers, copy effects (707.2), abilities, mana value (202.3).

Which ability made it face down is kept on the object (`GameObject.face_down`) because it decides
its values (ward {2} or not) and, with its face-up card, how it can be turned face up (116.2b).
"""

from __future__ import annotations

from typing import Literal, TypeAlias, get_args

from engine.cards.vocabulary import CardDef
from engine.cards.vocabulary.casting import keyword_cost
from engine.core.bestowed import bestowed_card, is_bestowed
from engine.core.prototyped import prototyped
from engine.core.state import FaceDownBy, GameObject, Zone

#: The abilities and keyword actions that make an object face down (702.37, 702.168, 701.40,
#: 701.58); a megamorph card cast face down uses its morph ability (702.37b).
FACE_DOWN_BY: tuple[FaceDownBy, ...] = get_args(FaceDownBy)
#: What is cast face down for {3} rather than its mana cost (702.37a, 702.168a).
FACE_DOWN_COST = "{3}"

#: The abilities that cast a card face down (702.37c, 702.168b).
CastFaceDownBy: TypeAlias = Literal["morph", "disguise"]
#: The keywords whose cost turns a face-down permanent face up (702.37e, 702.168d), with what
#: casting the card face down with them is called.
TURN_UP_KEYWORDS: tuple[tuple[str, CastFaceDownBy], ...] = (
    ("Morph", "morph"),
    ("Megamorph", "morph"),
    ("Disguise", "disguise"),
)


def _values(ward: bool) -> CardDef:
    # `model_construct`: a face-down object has no name (708.2a), which a printed card needs.
    return CardDef.model_construct(
        name="",
        type_line="Creature",
        power=2,
        toughness=2,
        abilities=("Ward {2}",) if ward else (),
    )


#: The face-down values, by what made the object face down (708.2a, 702.168a, 701.58a).
FACE_DOWN_VALUES: dict[FaceDownBy, CardDef] = {
    by: _values(ward=by in ("disguise", "cloak")) for by in FACE_DOWN_BY
}


def copiable_card(obj: GameObject) -> CardDef:
    """The card definition whose values are `obj`'s copiable values: the face-down 2/2 while it
    is face down (708.2, 613.2b), else what a copy effect gave it (707.2), else its card — as a
    prototyped spell or permanent, with its prototype's mana cost, power and toughness (718.3b,
    718.2a), and its flipped half while it is a flipped permanent (710.2). A bestowed Aura spell
    or permanent is those values made an Aura (702.103b): an effect, not a copiable value, which
    every part of the engine asking an object's values before the layers sees here and a copy
    effect leaves out (`engine.modifiers.copies.copiable_values`)."""
    values = _copiable(obj)
    return bestowed_card(values) if obj.chosen and is_bestowed(obj) else values


def _copiable(obj: GameObject) -> CardDef:
    if obj.face_down is not None:
        return FACE_DOWN_VALUES[obj.face_down]
    if obj.copied is not None:
        return obj.copied
    if obj.chosen and (values := prototyped(obj)) is not None:
        return values
    if obj.flipped and obj.card.flipped is not None and obj.zone is Zone.BATTLEFIELD:
        return obj.card.flipped
    return obj.card


def mana_value(obj: GameObject) -> int:
    """The object's mana value (202.3): its mana cost's total, X counting 0 off the stack and
    the chosen number on it (202.3e); a copy has the copied cost (707.2), a face-down permanent
    none (708.2), and a transformed permanent its front face's (712.8e)."""
    shown = copiable_card(obj)
    cost = (obj.front if shown is obj.card and obj.front else shown).cost
    x = obj.x if obj.zone is Zone.STACK and obj.x is not None else 0
    return cost.mana_value + x * cost.x_count


def face_up_card(obj: GameObject) -> CardDef:
    """What `obj` would be face up (702.37e: "what its morph cost would be if it were face up")."""
    return obj.copied if obj.copied is not None else obj.card


def face_down_ability(card: CardDef) -> tuple[str, str, CastFaceDownBy] | None:
    """The keyword of `card` that casts it face down and turns it face up — ("Megamorph",
    "{1}{G}", "morph") — or None if it has none (702.37a-b, 702.168a)."""
    for keyword, by in TURN_UP_KEYWORDS:
        cost = keyword_cost(card.keywords, keyword)
        if cost is not None:
            return keyword, cost, by
    return None
