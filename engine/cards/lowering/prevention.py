""" "Prevent all damage that would be dealt to …" as a permanent's static ability: a prevention
effect that exists while the permanent is on the battlefield and prevents all the damage of
every event it applies to (615.1a) — "… to ~" (Dawn Elemental), "… to you" (Glacial Chasm),
"… to creatures you control" (Inner Sanctum), "… to enchanted creature" (Inviolability),
"… by enchanted creature" (Muzzle), "combat damage … to and dealt by this creature" (Fog Bank).

The damage is named by one side of the event and the objects on it: the card itself, the
permanent its Aura or Equipment is attached to, "you", or a group the noun-phrase reader says
as one filter. A target, a duration, a condition, "may", a number ("the next 3 damage": a
shield of a resolving spell, 615.7) or anything said after the objects leaves the line unread.
"""

from __future__ import annotations

from typing import Literal

from engine.cards.grammar.tree import Clause, Predicate, Reference, Selector
from engine.cards.lowering.phrases import ATTACHED, group_filter, only, said
from engine.cards.vocabulary import Replacement

#: The words before the objects, without case: whether only combat damage is prevented, and the
#: side of the damage event the objects are on.
_Side = Literal["to", "by", "to_and_by"]
_SIDE_WORDS: tuple[tuple[str, _Side], ...] = (
    ("to", "to"),
    ("by", "by"),
    ("to and dealt by", "to_and_by"),
)
_SIDES: dict[str, tuple[bool, _Side]] = {
    f"all {kind} that would be dealt {words}": (kind == "combat damage", dealt)
    for kind in ("damage", "combat damage")
    for words, dealt in _SIDE_WORDS
}


def static_prevention(clause: Clause) -> Replacement | None:
    """The prevention effect of a static clause "Prevent all [combat] damage that would be dealt
    to / by / to and dealt by [objects]" (615.1a), or None for another clause."""
    if clause.lead or clause.modifiers or clause.may or clause.subject is not None:
        return None
    if len(clause.predicates) != 1:
        return None
    (predicate,) = clause.predicates
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "prevent":
        return None
    *lead, what = predicate.text
    if not all(isinstance(w, str) for w in lead):
        return None
    side = _SIDES.get(" ".join(str(w) for w in lead).lower())
    if side is None:
        return None
    combat_only, dealt = side
    one = only(what)
    if isinstance(one, Reference):
        if one.kind == "self":
            return Replacement(
                event="damage", to="self", dealt=dealt, prevent="all", combat_only=combat_only
            )
        if one.kind == "you" and dealt == "to":
            return Replacement(event="damage", to="you", prevent="all", combat_only=combat_only)
        return None
    if isinstance(one, Selector) and said(one).lower() in ATTACHED:
        return Replacement(
            event="damage", to="attached", dealt=dealt, prevent="all", combat_only=combat_only
        )
    flt = group_filter(what)
    if flt is None or "target" in said(what).lower():
        return None
    return Replacement(
        event="damage",
        to="permanent",
        filter=flt,
        dealt=dealt,
        prevent="all",
        combat_only=combat_only,
    )
