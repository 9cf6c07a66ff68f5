""" "You may cast [spells] as though they had flash" as a permanent's static ability (702.8a,
601.3b): a permission on its controller (613.10, `CastAsThoughFlash`) for the spells a group
names — "artifact spells" (Shimmer Myr), "green creature spells" (Yeva, Nature's Herald),
"Spirit spells" (Rattlechains), "historic spells" (Raff Capashen), "Dragon spells and artifact
spells" (Renari: either, 205.3m) — read as a cost change's group is (`spell_costs`). "Any
player may …", a group of spells the reading of spells doesn't know ("Aura spells with enchant
creature") or a caster ("you cast") leave the line unread.
"""

from __future__ import annotations

from engine.cards.grammar.tree import Clause, Objects, Predicate
from engine.cards.lowering.phrases import said
from engine.cards.lowering.spell_costs import spells_named
from engine.cards.vocabulary import CastAsThoughFlash, Filter, Static

#: The words after the spells: "as though they had flash" (702.8a).
_AS_THOUGH = ("as", "though", "they", "had", "flash")


def cast_as_though_flash(clause: Clause) -> Static | None:
    """The permission a static clause "You may cast [spells] as though they had flash" gives,
    or None for another clause or one not read."""
    if clause.lead or clause.modifiers or clause.each or clause.may != ("may",):
        return None
    if said(clause.subject).lower() != "you" or len(clause.predicates) != 1:
        return None
    predicate = clause.predicates[0]
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "cast":
        return None
    what, *rest = predicate.text
    if tuple(w.lower() if isinstance(w, str) else "" for w in rest) != _AS_THOUGH:
        return None
    flt = _spells(what)
    if flt is None:
        return None
    permission = CastAsThoughFlash(filter=flt)
    return Static(affects="you", modifications=(permission,), text=said(clause))


def _spells(what: object) -> Filter | None:
    """The spells "[qualities] spells" or "A spells and B spells" name (either, 205.3m), none
    said to be cast by anyone; None for another group."""
    if not isinstance(what, Objects):
        return None
    items = what.items
    if len(items) == 1:
        found = spells_named(items[0])
        return found[0] if found is not None and found[1] == "any" else None
    if len(items) != 3 or items[1] != "and":
        return None
    each = [spells_named(items[0]), spells_named(items[2])]
    if any(f is None or f[1] != "any" for f in each):
        return None
    return Filter(any_of=tuple(f[0] for f in each if f is not None))
