"""Equip read from oracle text (702.6a): a permanent line reader
(`engine.cards.compiler.registry.reader`), tried before the general activated ability; and the
verb "attach" of the grammar's tree, an Equipment attached to a creature (701.3a, 301.5)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from engine.cards.compiler.abilities import cost
from engine.cards.compiler.registry import reader
from engine.cards.compiler.text import pattern
from engine.cards.grammar.tree import Part, Reference, Selector
from engine.cards.lowering.phrases import object_ref, only
from engine.cards.lowering.registry import Verb, verb
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Effect
from engine.mechanics.equipment.model import Attach


@reader("equip", 300)
def equip(text: str) -> dict[str, Any] | None:
    """ "Equip {2}": "{2}: Attach this permanent to target creature you control. Activate only as
    a sorcery." (702.6a); a cost that isn't mana follows a dash ("Equip—Pay 3 life.",
    "Equip—Sacrifice a creature.") and is any cost an activated ability's is (118, 602.1a)."""
    m = pattern(r"Equip ((?:\{[^}]+\})+)|Equip—([^.]+)\.").fullmatch(text)
    paid = cost(m.group(1) or m.group(2)) if m else None
    if paid is None:
        return None
    return {
        "kind": "activated",
        "cost": paid,
        "targets": [
            {
                "kind": "creature",
                "filter": {"controller": "you"},
                "text": "target creature you control",
            }
        ],
        "effects": [{"op": "attach", "target": 0}],
        "sorcery_speed": True,
    }


def _equipment_itself(what: Part, scope: Scope) -> bool:
    """Whether `what` is the card itself said as "this Equipment" — or "it" / "this" whose
    antecedent is — so the permanent attached is an Equipment (301.5), not an Aura (303.4)."""
    one = only(what)
    if not isinstance(one, Reference) or object_ref(what, scope) != "self":
        return False
    named = one.antecedent if isinstance(one.antecedent, Reference) else one
    return named.printed.lower() == "this equipment"


@verb("attach", "attaches")
def _attach(v: Verb) -> Sequence[Effect] | None:
    """ "Attach it to target creature you control", "you may attach this Equipment to it" (the
    creature the trigger event names), "attach target Equipment you control to target creature
    you control" (701.3a, 301.5): one Equipment attached to one creature; an Aura attached by
    an effect, "any number of" Equipment or attaching to a token just created stay unread."""
    parts = v.predicate.text
    if v.subject is not None or v.duration is not None or len(parts) != 3 or parts[1] != "to":
        return None
    what, _, where = parts
    if _equipment_itself(what, v.scope):
        equipment: int | Literal["self"] = "self"
    else:
        one = only(what)
        if not isinstance(one, Selector) or one.amount is not None or one.limit:
            return None
        found = object_ref(what, v.scope)
        if not isinstance(found, int) or v.scope.specs[found].filter.subtypes != ("Equipment",):
            return None
        equipment = found
    host = object_ref(where, v.scope)
    if host == "that_creature" or (host == "self" and equipment != "self"):
        return [Attach(target=host, equipment=equipment)]
    if not isinstance(host, int) or v.scope.specs[host].kind != "creature":
        return None
    return [Attach(target=host, equipment=equipment)]
