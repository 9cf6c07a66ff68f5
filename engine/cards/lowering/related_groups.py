"""Sets of permanents said of an object the instruction names: "all Equipment attached to that
creature", "all Auras attached to target land" (303.4, 301.5), "all other enchantments with the
same name as that enchantment" (201.2a).

Such a set is a group no instruction targets (115.10a) whose filter also names that object — a
target of the line (a new one, "attached to target creature", or one named before) or the
creature its trigger event named — asked as the instruction is performed
(`Context.each`, 608.2h). "Attached to" asks the object where it is, so a reference to one an
earlier instruction moved (400.7: "Destroy target creature and all Equipment attached to that
creature", whose Equipment the destruction unattached) leaves the line unread; "the same name
as" asks its name as it last existed, so "Destroy target artifact and all other artifacts with
the same name as that artifact" destroys the target, then the others — every other one with
that name, the target itself excepted (a regenerated or indestructible target isn't destroyed
a second time).
"""

from __future__ import annotations

from engine.cards.grammar.tree import Objects, Part, Reference, Selector
from engine.cards.lowering.phrases import group_filter, object_named, object_ref, only, said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Filter
from engine.core.replace import replace


def related_group(what: Part, scope: Scope) -> Filter | None:
    """The filter of "all <permanents> attached to <object>" / "all other <permanents> with
    the same name as <object>", or None for any other phrase."""
    one = only(what)
    if not isinstance(one, Selector) or not one.postfix or one.amount is not None:
        return None
    *rest, last = one.postfix
    text = last.text
    if last.kind == "relation" and tuple(str(w).lower() for w in text[:2]) == ("attached", "to"):
        return _attached(replace(one, postfix=tuple(rest)), text[2:], scope)
    if last.kind == "same name" and len(text) == 6 and isinstance(text[-1], Objects):
        return _same_name(replace(one, postfix=tuple(rest)), text[-1], scope)
    return None


def _attached(bare: Selector, host: tuple[Part, ...], scope: Scope) -> Filter | None:
    """ "All Equipment attached to that creature", "all Auras and Equipment attached to target
    creature": attached to that object now (303.4, 301.5)."""
    if len(host) != 1 or tuple(w.lower() for w in bare.determiner) != ("all",):
        return None
    flt = group_filter(Objects((bare,)))
    ref = object_ref(host[0], scope)
    if flt is None or not (isinstance(ref, int) or ref == "that_creature"):
        return None
    return flt.model_copy(update={"attached_to_object": ref})


def _same_name(bare: Selector, that: Objects, scope: Scope) -> Filter | None:
    """ "All other permanents with the same name as that permanent": the target's name as it
    is or last existed (201.2a, 608.2h), that object itself excepted ("other")."""
    ref = only(that)
    if tuple(w.lower() for w in bare.determiner) != ("all", "other"):
        return None
    if not isinstance(ref, Reference) or ref.kind != "object":
        return None
    index = object_named(ref, scope)
    flt = group_filter(Objects((replace(bare, determiner=("all",)),)))
    if flt is None or not isinstance(index, int) or said(that).lower().startswith("target"):
        return None
    return flt.model_copy(update={"same_name_as": index})
