"""Whether an object's working characteristics — as the layers so far left them — satisfy a
static ability's filter ("creatures you control", "other tapped Elves", "creatures with power 3
or greater"): the group an effect applies to is decided continually, in the layer the effect
applies in (611.3a, 613.5), so the filter reads the characteristics at that point, not the
printed ones. Used by the layers (`layer_effects`) and their dependency order (`layer_order`).

It reads every field of `v.LAYERED_FIELDS`; a filter asking one of the others (what the turn's
record or a spell's targets say, an X) is refused in a static ability by the vocabulary
(`Filter.unlayered`), and here it is a bug, never a match."""

from __future__ import annotations

from collections.abc import Mapping

from engine.cards import vocabulary as v
from engine.cards.name_lists import on_list
from engine.core.face_down import mana_value
from engine.core.mana import how_colored
from engine.core.state import ObjectId, PlayerId, Zone
from engine.derived.copiable_values import Working
from engine.derived.linked_abilities import chosen_creature_type
from engine.derived.stat_bounds import power_toughness_match


def matches(
    w: Working,
    flt: v.Filter,
    you: PlayerId | None,
    source: str | None = None,
    *,
    world: Mapping[ObjectId, Working],
) -> bool:
    """Whether the working characteristics satisfy a filter (as they are at this layer);
    `source` is the id of the object whose static ability it is ("other creatures"), `world`
    every object as the layers so far left it (what it is attached to, the source)."""
    if flt.unlayered is not None:
        # The vocabulary refuses such a static ability (`Static`): never applied as if it held.
        raise RuntimeError(f"the layers can't check a filter's {flt.unlayered!r}")
    if any(t not in w.types for t in flt.types):
        return False
    if flt.chosen_type and not _of_chosen_type(w, source, world):
        return False
    if flt.any_types and not set(flt.any_types) & set(w.types):
        return False
    if flt.any_of and not any(matches(w, alt, you, source, world=world) for alt in flt.any_of):
        return False
    if flt.other and w.obj.id == source:
        return False
    # "Creatures you own": its owner, whoever now controls it (108.3) — a creature gained by a
    # control-changing effect is still its owner's, one stolen from you still yours.
    if flt.owned_by_you is not None and (w.obj.owner == you) != flt.owned_by_you:
        return False
    if flt.commander and (you is None or w.commander_of != you):
        return False  # "your commander" (903.3)
    if flt.tapped is not None and w.obj.tapped != flt.tapped:
        return False
    if flt.attacking is not None and (w.combat == "attacking") != flt.attacking:
        return False
    if flt.blocking is not None and (w.combat == "blocking") != flt.blocking:
        return False  # "blocking creatures" (506.4, 509.1g)
    if flt.in_combat is not None and bool(w.combat) != flt.in_combat:
        return False
    if any(k not in w.keywords for k in flt.keywords):
        return False
    if any(k in w.keywords for k in flt.not_keywords):
        return False
    if any(t in w.types for t in flt.not_types):
        return False
    if any(t not in w.subtypes for t in flt.subtypes):
        return False
    if any(t in w.subtypes for t in flt.not_subtypes):
        return False
    if any(t in w.supertypes for t in flt.not_supertypes):
        return False
    # "Legendary creatures", "each snow creature": supertypes as this layer left them (205.4a).
    if any(t not in w.supertypes for t in flt.supertypes):
        return False
    # "Each Elf or Warrior": one of the subtypes the filter lists (205.3a).
    if flt.any_subtypes and not set(flt.any_subtypes) & set(w.subtypes):
        return False
    if any(c not in w.colors for c in flt.colors):
        return False
    if any(c in w.colors for c in flt.not_colors):
        return False
    if flt.controller == "you" and w.controller != you:
        return False
    if flt.controller == "opponent" and w.controller == you:
        return False
    if flt.entered_this_turn is not None and w.obj.entered_this_turn != flt.entered_this_turn:
        return False
    # Counters (122.1) and the number of colors as this layer left them (105.2a-c).
    if any(w.obj.counter(k) < 1 for k in flt.counters):
        return False
    if any(w.obj.counter(k) > 0 for k in flt.not_counters):
        return False
    # "Colored": one or more colors (105.2), which `how_colored` never answers by that word.
    if flt.colored == "colored" and not w.colors:
        return False
    if flt.colored not in (None, "colored") and how_colored(w.colors) != flt.colored:
        return False
    if not power_toughness_match(w, flt):
        return False
    if flt.mana_value_at_most is not None or flt.mana_value_at_least is not None:
        # From the mana cost (202.3), which no layer after the copy effects' changes.
        value = mana_value(w.obj)
        if flt.mana_value_at_most is not None and value > flt.mana_value_at_most:
            return False
        if flt.mana_value_at_least is not None and value < flt.mana_value_at_least:
            return False
    if flt.token is not None and w.obj.token != flt.token:
        return False
    # "With a name originally printed in …": its name as this layer left it (206.3b-c).
    if flt.name_list is not None and not on_list(w.name, flt.name_list):
        return False
    if flt.attached_to is not None and not _attached(w, flt.attached_to, you, source, world):
        return False
    return _against_source(w, flt, source, world)


def _of_chosen_type(w: Working, source: str | None, world: Mapping[ObjectId, Working]) -> bool:
    """ "Of the chosen type": the creature type chosen for the object whose ability it is
    (607.2d); while none was chosen for it, nothing is of it (607.5a)."""
    held = world.get(source or "")
    chosen = None if held is None else chosen_creature_type(held.obj)
    return chosen is not None and chosen in w.subtypes


def _attached(
    w: Working,
    host_filter: v.Filter,
    you: PlayerId | None,
    source: str | None,
    world: Mapping[ObjectId, Working],
) -> bool:
    """ "[Auras] attached to a creature you control" (303.4, 301.5): what the permanent is
    attached to, as this layer left it, matches the filter from the same player's view."""
    host = world.get(w.obj.attached_to or "")
    if w.obj.zone is not Zone.BATTLEFIELD or host is None or host.obj.zone is not Zone.BATTLEFIELD:
        return False
    return matches(host, host_filter, you, source, world=world)


def _against_source(
    w: Working, flt: v.Filter, source: str | None, world: Mapping[ObjectId, Working]
) -> bool:
    """What the filter compares with the object whose ability it is, as this layer left it:
    its power ("with power less than ~'s", 208.1), its mana value (202.3) or the counters of a
    kind on it (122.1). Without that object, nothing is compared with it, so nothing matches."""
    kind = flt.mana_value_counters_on_source
    if not (flt.power_less_than_source or flt.mana_value_of_source or kind is not None):
        return True
    held = world.get(source or "")
    if held is None:
        return False
    if flt.power_less_than_source and (
        w.power is None or held.power is None or w.power >= held.power
    ):
        return False
    if flt.mana_value_of_source and mana_value(w.obj) != mana_value(held.obj):
        return False
    return kind is None or mana_value(w.obj) == held.obj.counter(kind)
