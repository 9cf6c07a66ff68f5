"""Prototype cards' alternative characteristics (CR 718) as data: the values a prototyped spell
and the permanent it becomes have, in place of the card's own mana cost, power and toughness.

A prototype card has a second mana cost, power and toughness in its inset frame, spelled with
its keyword ("Prototype {1}{W} — 2/2", 718.1, 702.160a; `engine.core.prototype`). Cast
prototyped, the spell and the permanent it becomes have only those (718.3b), and the colors of
that mana cost (105.2); its other characteristics stay (718.5). Those values are part of the
object's copiable values (718.2a), so a copy of it has them too (718.3c-d) — which is why they are
given here, where every part of the engine asks an object's copiable values
(`engine.core.face_down.copiable_card`), not as a later effect. Anywhere else, and cast normally,
it has its own (718.4): the mark `PROTOTYPED` lives only on the stack and the battlefield (a new
object remembers nothing, 400.7).
"""

from __future__ import annotations

from engine.cards.vocabulary import CardDef
from engine.core.mana import parse_cost
from engine.core.prototype import PROTOTYPE, PROTOTYPED, VALUES
from engine.core.state import GameObject

#: Where `prototyped_card` keeps its result on a card definition (beside its cached properties;
#: a definition never changes).
_KEPT = "_prototyped_card"


def prototyped_card(card: CardDef) -> CardDef | None:
    """`card` as a prototyped spell or permanent is (718.3b): its prototype's mana cost, power
    and toughness, and the colors of that mana cost (105.2, 718.3b: no printed color stays);
    every other characteristic its own (718.5). None for a card without prototype."""
    if _KEPT in card.__dict__:
        kept: CardDef | None = card.__dict__[_KEPT]
        return kept
    values = next(
        (
            VALUES.fullmatch(k.removeprefix(f"{PROTOTYPE} "))
            for k in card.keywords
            if k.startswith(f"{PROTOTYPE} ")
        ),
        None,
    )
    made = None
    if values is not None:
        fields = {name: getattr(card, name) for name in type(card).model_fields}
        fields.update(
            mana_cost=values.group(1),
            power=int(values.group(2)),
            toughness=int(values.group(3)),
            # Its mana cost's colors (105.2, 718.3b), with a color indicator's, if any (204).
            colors=None
            if card.colors is None
            else tuple(dict.fromkeys((*card.colors, *parse_cost(values.group(1)).colors()))),
        )
        made = type(card).model_construct(**fields)
    card.__dict__[_KEPT] = made
    return made


def prototyped(obj: GameObject) -> CardDef | None:
    """The values `obj` has as a prototyped spell or permanent (718.3b), or None when it wasn't
    cast prototyped (718.4)."""
    if not any(mark == PROTOTYPED and value for mark, value in obj.chosen):
        return None
    return prototyped_card(obj.card)
