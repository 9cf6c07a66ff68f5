"""What of a static ability the layers decide at each moment, and whether they can (611.3a).

A static ability's effect isn't locked in: the layers ask, every time they apply, whether its
condition holds (`Condition.layered`), which objects its group names and what its count "for
each" or its characteristic-defining count comes to (613.5) — each a filter read by the layers'
own check (`Filter.unlayered`, `engine.derived.layer_filters`). A static ability asking them
something they don't read would be played as if it held, or on objects its words don't name,
so the vocabulary refuses it and its line stays unread — as it does a static ability saying what
else isn't modelled (`static_refusal`).
"""

from __future__ import annotations

from collections.abc import Iterable, Set

from engine.cards.vocabulary.conditions import Condition
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.modifications import (
    LOCKED_IN,
    PLAYER_RULES,
    PLAYERS,
    ModifyPowerToughnessForEach,
    PowerToughnessCount,
)

#: The modifications whose filter the layers read as they count (613.4a, 613.4c).
COUNTS = (PowerToughnessCount, ModifyPowerToughnessForEach)


def layered_filters(
    group: Filter, condition: Condition | None, modifications: Iterable[object]
) -> list[tuple[str, Filter]]:
    """Each filter the layers read of a static ability, with what it is: its group, what its
    condition counts ("as long as you control an artifact") and what its modifications count."""
    found = [("group", group)]
    if condition is not None:
        found += [("condition", f) for f in condition.you_control]
    found += [("count", m.filter) for m in modifications if isinstance(m, COUNTS)]
    return found


def unlayered(
    group: Filter, condition: Condition | None, modifications: Iterable[object]
) -> str | None:
    """What of a static ability the layers can't check, said, or None when they check it all."""
    if condition is not None and not condition.layered:
        return f"the layers don't check a static ability's {condition.question!r}"
    for what, flt in layered_filters(group, condition, modifications):
        if (field := flt.unlayered) is not None:
            return f"the layers don't check a static ability's {what} filter's {field!r}"
    return None


def static_refusal(
    affects: str,
    group: Filter,
    condition: Condition | None,
    modifications: Iterable[object],
    ops: Set[str],
    lingers: bool,
) -> str | None:
    """Why a static ability (`card.Static`: what it `affects`, its group, its condition, its
    modifications and their `ops`, whether it `lingers`) can't be played as modelled, or None."""
    if condition is not None and affects in PLAYERS:
        return "a condition on an effect on players isn't modelled"
    if (unchecked := unlayered(group, condition, modifications)) is not None:
        # The layers check it at each moment (611.3a): one they don't would be played as if
        # always true, or on objects its words don't name, so the card stays unread instead.
        return unchecked
    if ops & PLAYER_RULES and affects not in PLAYERS:
        return "a player's rule (402.2, 613.10): affects you or opponents"
    if "modify_pt_by" in ops:
        return LOCKED_IN
    if lingers and (affects != "all" or condition is not None):
        return "only a permanent's effect on a group lingers as modelled"
    return None
