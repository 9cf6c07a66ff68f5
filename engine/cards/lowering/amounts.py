"""Amounts of the grammar's tree as the vocabulary names them (107.1, 107.3): a number, X, or a
counted quantity — read once here for every verb that takes an amount, so "damage equal to the
number of Goblins you control", "loses life equal to its power" and "put X +1/+1 counters on
it, where X is that creature's power" are one reading, whatever the verb.

A counted quantity is defined by the text (107.3c) and counted only as the instruction is
performed (608.2h; `engine.derived.amounts`), a target's or the card's own number as it last
existed if it has left its zone. What is counted ("the number of Zombies you control", "the
greatest power among creatures you control") is read by the compiler's one reader of a counted
quantity (`compiler.amounts.quantity`), so both routes count alike; a count naming something
back or a target by its words ("cards in target player's hand", "creatures they control") isn't
read here, but a stat whose owner the binder tied to the card, a target or the object a trigger
event names is ("that creature's power", "its mana value").
"""

from __future__ import annotations

from typing import Any, cast

from pydantic import TypeAdapter, ValidationError

from engine.cards.compiler.amounts import quantity as read_quantity
from engine.cards.grammar.tree import Amount, Count, Part, Reference
from engine.cards.lowering.phrases import number, object_named, said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import CountCharacteristic, CountEventAmount
from engine.cards.vocabulary.amounts import Amount as Counted
from engine.cards.vocabulary.amounts import Quantity

#: The words of an amount a trigger event gives (603.2): "that much life", "that many tokens".
_THAT_MUCH = frozenset({("that", "much"), ("that", "many")})

#: A card's own numbers (208.1, 202.3) as the text names them.
_STATS = {("power",): "power", ("toughness",): "toughness", ("mana", "value"): "mana_value"}

#: Words of a count that name something back or a target: not read by the compiler's reader,
#: which can't know what they name.
_NAMING = frozenset({"target", "its", "it", "that", "those", "they", "their", "them", "this"})

_QUANTITY: TypeAdapter[Quantity] = TypeAdapter(cast(Any, Quantity))


def amount(part: Part, scope: Scope) -> Counted | None:
    """A number, X, "that much" / "that many" — the amount of the trigger event, the damage it
    dealt or the life gained (120.3, 119.3), remembered as it triggered (603.2); None in a line
    whose event gives no amount — or an amount the text defines, "equal to …" (107.3c)."""
    if (
        isinstance(part, Amount | Count)
        and (isinstance(part, Amount) or part.kind == "back")
        and tuple(str(w).lower() for w in part.text) in _THAT_MUCH
    ):
        # "that much damage" is the grammar's back-reference count (`Count` "back").
        return CountEventAmount() if scope.event_amount else None
    if isinstance(part, Count) and part.kind == "equal to":
        return quantity(part, scope)
    return number(part)


def quantity(part: Part, scope: Scope) -> Quantity | None:
    """What "equal to …" or ", where X is …" counts (107.3c), as the vocabulary's quantity, or
    None: a stat of an object the line names ("its power", "that creature's mana value"), a
    count of a group ("the number of Zombies you control"), the controller's life total, or
    "that much"."""
    if not isinstance(part, Count) or part.kind not in ("equal to", "where") or not part.text:
        return None
    counted = part.text[-1]
    if not isinstance(counted, Count):
        return None
    if counted.kind == "back":
        back = amount(counted, scope)
        return back if isinstance(back, CountEventAmount) else None
    if counted.kind == "stat" and not all(isinstance(w, str) for w in counted.text):
        return _stat(counted, scope)
    if counted.kind not in ("number of", "stat"):
        return None
    # "the number of Zombies you control", "your life total": the compiler's reading.
    phrase = said(counted)
    if _NAMING & set(phrase.lower().split(" ")) or "~" in phrase:
        return None
    found = read_quantity(phrase, None)
    if found is None:
        return None
    try:
        made: Quantity = _QUANTITY.validate_python(found)
    except ValidationError:
        return None
    return made


def _stat(found: Count, scope: Scope) -> CountCharacteristic | None:
    """ "its power", "~'s toughness", "that creature's mana value": the number of the object
    the binder tied the owner to — the card itself, a target or the object the trigger event
    names — as it is when the instruction is performed, or as it last existed if it has left
    its zone (608.2h: a target destroyed or returned by the instruction before, a creature
    whose dying triggered the ability). Never an object the vocabulary can't name here (what
    an Aura enchants, a spell whose casting triggered it) nor a player's number ("your life
    total")."""
    if len(found.text) < 2:
        return None
    owner, *which = found.text
    stat = _STATS.get(tuple(str(w).lower() for w in which))
    if not isinstance(owner, Reference) or stat is None:
        return None
    ref = object_named(owner, scope)
    if ref not in ("self", "that_creature") and not isinstance(ref, int):
        return None
    if isinstance(ref, int) and scope.specs[ref].kind == "player":
        return None
    return CountCharacteristic.model_validate({"count": stat, "of": ref})
