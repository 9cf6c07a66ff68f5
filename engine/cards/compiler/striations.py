"""A striated card's section (a leveler's level band, 711.2; a Class's level, 716.2): what the
abilities of one of its lines give the static ability of its level symbol or bar.

The lines of a section are read one by one like any other line; as long as the permanent is at
that level, it has them (711.2a, 716.2a): its keywords and its activated and triggered abilities
are granted (layer 6), and a static ability printed there applies only at that level. The level
up and Class packages (`engine.mechanics.level_up`, `engine.mechanics.class_levels`) fold their
sections with it.
"""

from __future__ import annotations

from typing import Any


def in_band(abilities: list[Any], band: dict[str, Any]) -> tuple[list[Any], list[Any]] | None:
    """What a band's line gives: modifications of the level symbol's ability (keywords, gained
    activated and triggered abilities) and static abilities that apply only in the band; None
    for anything else (an entering replacement can't be granted this way)."""
    mods: list[Any] = []
    statics: list[Any] = []
    for a in abilities:
        if isinstance(a, str):
            mods.append({"op": "add_keywords", "keywords": [a]})
        elif a.get("kind") in ("activated", "triggered"):
            mods.append({"op": "add_abilities", "abilities": [a]})
        elif (
            a.get("kind") == "static"
            and a.get("affects", "self") not in ("you", "opponents")
            and "condition" not in a
        ):
            statics.append({**a, "condition": band})
        else:
            return None
    return mods, statics
