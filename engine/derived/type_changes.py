"""Type-changing effects in layer 4 (CR 613.1d): adding types, and setting them (205.1, 305.7).

An effect that adds a type keeps every type the object had (205.1b: "in addition to its other
types", "it's still a land"). One that sets a subtype replaces the object's subtypes of the same
kind (205.1a): a land type set by "Nonbasic lands are Mountains" or "Enchanted land is an
Island" takes its other land types and every ability of its rules text away, and gives it the
mana ability of each new basic land type (305.7) — so an effect of that land's own static ability
(Urborg's) depends on it and never begins (613.8a), whatever the timestamps. A land gaining a
basic land type in addition to its others gains that type's mana ability too (305.6, 305.7).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.derived.copiable_values import Working

#: Card types whose subtypes are the same kind as some other type's (205.3d): an object that
#: loses all of them loses those subtypes (205.1a).
_OTHER_SUBTYPED = ("Enchantment", "Planeswalker", "Instant", "Sorcery", "Battle")


@cache
def intrinsic_mana_ability(land_type: str) -> v.Activated:
    """ "{T}: Add [mana symbol]", the intrinsic ability of a basic land type (305.6)."""
    mana = "{" + v.BASIC_LAND_MANA[land_type] + "}"
    return v.Activated.model_validate(
        {
            "kind": "activated",
            "cost": {"tap": True},
            "effects": [{"op": "add_mana", "mana": mana}],
            "text": f"{{T}}: Add {mana}.",
        }
    )


def _kind(subtype: str) -> str:
    if subtype in v.LAND_TYPES:
        return "land"
    if subtype in v.ARTIFACT_TYPES:
        return "artifact"
    if v.creature_type(subtype) == subtype:
        return "creature"
    return "other"


def _gain_mana_abilities(w: Working, gained: list[str]) -> None:
    """A land gains the mana ability of each basic land type it didn't have (305.6, 305.7)."""
    if "Land" not in w.types:
        return
    for t in gained:
        if t in v.BASIC_LAND_MANA:
            w.activated.append(intrinsic_mana_ability(t))


def add_types(
    w: Working, m: v.AddTypes, by: str, layer: str, rule: str, chosen: str | None = None
) -> None:
    """ "… in addition to its other types": every type it had stays (205.1b). `chosen`: the
    creature type chosen for the source (607.2d), which "the chosen type" adds."""
    if m.chosen_type:
        if chosen is None:
            _undefined(w, by)
            return
        m = m.model_copy(update={"subtypes": (*m.subtypes, chosen)})
    for t in m.types:
        if t not in w.types:
            w.types.append(t)
    gained = []
    for t in m.subtypes:
        if t in v.ARTIFACT_TYPES and "Artifact" not in w.types:
            # An artifact type (Clue, Equipment …) only goes with the artifact card type:
            # a non-artifact can't gain it (205.3d, 205.3g).
            why = f"can't gain the artifact type {t}: not an artifact"
            w.changes.append((why, "205.3d"))
        elif t not in w.subtypes:
            w.subtypes.append(t)
            gained.append(t)
    for t in m.supertypes:
        if t not in w.supertypes:
            w.supertypes.append(t)
    added = " ".join([*m.supertypes, *m.types, *m.subtypes])
    if m.chosen_type:
        added = f"{added}, the creature type chosen for it (607.2d),"
    w.changes.append((f"{added} added by {by}, {layer}", rule))
    if gained and "Land" in w.types and set(gained) & set(v.BASIC_LAND_MANA):
        _gain_mana_abilities(w, gained)
        w.changes.append((f"a land with the land type {' and '.join(gained)}", "305.6"))


def set_types(
    w: Working, m: v.SetTypes, by: str, layer: str, rule: str, chosen: str | None = None
) -> None:
    """A set type replaces the types of its kind (205.1a); a set land type is 305.7. `chosen`:
    the creature type chosen for the source (607.2d), which "are the chosen type" sets."""
    if m.chosen_type:
        if chosen is None:
            _undefined(w, by)
            return
        m = m.model_copy(update={"subtypes": (*m.subtypes, chosen)})
    had = list(w.subtypes)
    if m.replace_types:
        # An instant or sorcery keeps that type (205.1a).
        kept = [t for t in w.types if t in ("Instant", "Sorcery")]
        w.types = [*kept, *(t for t in m.types if t not in kept)]
        w.subtypes = [t for t in w.subtypes if _still_correlated(t, w.types)]
    else:
        w.types += [t for t in m.types if t not in w.types]
    new = list(m.subtypes)
    if m.all_creature_types:
        new += [t for t in v.CREATURE_TYPES if t not in new]
    # An object can't gain a subtype no card type of it has (205.3d).
    new = [t for t in new if _still_correlated(t, w.types)]
    kinds = {_kind(t) for t in new} - {"other"}
    w.subtypes = [t for t in w.subtypes if _kind(t) not in kinds]
    w.subtypes += [t for t in new if t not in w.subtypes]
    said = " ".join([*m.types, *m.subtypes]) or "its types"
    if m.chosen_type:
        said = f"{said}, the creature type chosen for it (607.2d)"
    if m.all_creature_types:
        every = "every creature type"
        said = f"{said} with {every}" if m.types or m.subtypes else every
    w.changes.append((f"is {said} ({by}), {layer}", rule))
    if "land" in kinds and "Land" in w.types:
        # 305.7: its old land types, the abilities of its rules text and of copiable effects
        # go; the mana ability of each new basic land type comes (abilities granted by other
        # effects come later, in layer 6, and stay).
        w.keywords, w.activated, w.triggered, w.statics = [], [], [], []
        w.abilities_lost = True
        _gain_mana_abilities(w, [t for t in new if t in v.LAND_TYPES])
        lost = [t for t in had if _kind(t) == "land" and t not in new]
        gone = f"loses {' and '.join(lost)} and " if lost else "loses "
        w.changes.append(
            (
                f"{gone}the abilities of its rules text; has the mana ability of its new type",
                "305.7",
            )
        )


def _undefined(w: Working, by: str) -> None:
    """ "The chosen type" where no creature type was chosen for the source (it became a copy
    without entering, or gained the ability): the choice is undefined and the effect does
    nothing (607.5a)."""
    why = f"no creature type was chosen for {by}, so “the chosen type” does nothing"
    if (why, "607.5a") not in w.changes:
        w.changes.append((why, "607.5a"))


def _still_correlated(subtype: str, types: list[str]) -> bool:
    """Whether a subtype still goes with one of the object's card types (205.1a, 205.3d)."""
    kind = _kind(subtype)
    if kind == "land":
        return "Land" in types
    if kind == "artifact":
        return "Artifact" in types
    if kind == "creature":
        return "Creature" in types or "Kindred" in types
    return any(t in types for t in _OTHER_SUBTYPED)
