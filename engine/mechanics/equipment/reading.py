"""Equip read from oracle text (702.6a): a permanent line reader
(`engine.cards.compiler.registry.reader`), tried before the general activated ability; and the
verb "attach" of the grammar's tree, an Equipment attached to a creature (701.3a, 301.5)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Literal

from engine.cards.compiler.abilities import cost
from engine.cards.compiler.registry import reader
from engine.cards.compiler.selectors import target
from engine.cards.grammar.tree import Part, Reference, Selector
from engine.cards.lowering.phrases import object_ref, only
from engine.cards.lowering.registry import Verb, verb
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Effect
from engine.mechanics.equipment.model import Attach

_EQUIP = re.compile(
    r"Equip(?: (?P<quality>[^{—.]+?))? (?P<mana>(?:\{[^}]+\})+)"
    r"(?P<once>\. Activate only once each turn\.)?"
    r"|Equip—(?P<cost>[^.]+)\.(?P<once_paid> Activate only once each turn\.)?"
)


def _creature_you_control(quality: str | None) -> dict[str, Any] | None:
    """The target of an equip ability: "target creature you control" (702.6a), or with a
    quality ("Equip Human {1}", "Equip legendary creature {3}", "Equip Shaman, Warlock, or
    Wizard {1}") only a creature you control with that quality (702.6c) — read as the selector
    "target [quality] you control", always a creature; a quality the selector doesn't read
    ("Equip commander") leaves the line unread, and "Equip planeswalker" (702.6e) isn't this."""
    if quality is None:
        return {
            "kind": "creature",
            "filter": {"controller": "you"},
            "text": "target creature you control",
        }
    spec = target(f"target {quality} you control")
    if spec is None or spec["kind"] not in ("creature", "permanent"):
        return None
    typed = spec["filter"].get("types", [])
    if spec["kind"] == "permanent" and (typed or spec["filter"].get("any_types")):
        return None
    return {**spec, "kind": "creature"}


@reader("equip", 300)
def equip(text: str) -> dict[str, Any] | None:
    """ "Equip {2}": "{2}: Attach this permanent to target creature you control. Activate only as
    a sorcery." (702.6a); a cost that isn't mana follows a dash ("Equip—Pay 3 life.",
    "Equip—Sacrifice a creature.") and is any cost an activated ability's is (118, 602.1a); a
    quality before a mana cost restricts the target (702.6c); "Activate only once each turn."
    after it is the restriction any activated ability may have (602.5b)."""
    m = _EQUIP.fullmatch(text)
    paid = cost(m.group("mana") or m.group("cost")) if m else None
    spec = _creature_you_control(m.group("quality")) if m and paid is not None else None
    if m is None or paid is None or spec is None:
        return None
    ability: dict[str, Any] = {
        "kind": "activated",
        "cost": paid,
        "targets": [spec],
        "effects": [{"op": "attach", "target": 0}],
        "sorcery_speed": True,
    }
    if m.group("once") or m.group("once_paid"):
        ability["once_each_turn"] = True
    return ability


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
