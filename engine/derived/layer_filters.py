"""Whether an object's working characteristics — as the layers so far left them — satisfy a
static ability's filter ("creatures you control", "other tapped Elves", "creatures with power 3
or greater"): the group an effect applies to is decided continually, in the layer the effect
applies in (611.3a, 613.5), so the filter reads the characteristics at that point, not the
printed ones. Used by the layers (`layer_effects`) and their dependency order (`layer_order`)."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.face_down import mana_value
from engine.core.mana import how_colored
from engine.core.state import PlayerId
from engine.derived.copiable_values import Working
from engine.derived.stat_bounds import power_toughness_match


def matches(
    w: Working,
    flt: v.Filter,
    you: PlayerId | None,
    source: str | None = None,
    chosen: str | None = None,
) -> bool:
    """Whether the working characteristics satisfy a filter (as they are at this layer);
    `source` is the id of the object whose static ability it is ("other creatures", 109.2),
    `chosen` its chosen creature type ("of the chosen type", 607.2d; none: none is, 607.5a)."""
    if any(t not in w.types for t in flt.types):
        return False
    if flt.chosen_type and (chosen is None or chosen not in w.subtypes):
        return False
    if flt.any_types and not set(flt.any_types) & set(w.types):
        return False
    if flt.any_of and not any(matches(w, alt, you, source) for alt in flt.any_of):
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
    return flt.token is None or w.obj.token == flt.token
