"""Linked abilities and choices (CR 607): "protection from the chosen color".

"As [this] enters, choose a color" and "protection from the chosen color" printed on one object
are linked (607.2d): the second refers to the choice the first made for that object, kept in the
object's `chosen`. An object that gains the second ability without a choice made for it — a
continuous effect grants it, or it became a copy without entering — has an undefined choice, and
that part of the ability does nothing (607.5a). An ability that names its object, gained by
another object, refers to the new object (201.5b): the vocabulary's "self" already does.

Brave the Elements chooses its color on resolution instead (608.2d):
`engine.mechanics.chosen_color`.
"""

from __future__ import annotations

from engine.cards.vocabulary import CHOSEN_COLOR_PROTECTION
from engine.core.mana import NAME_TO_COLOR
from engine.core.state import GameObject


def chosen_color(obj: GameObject) -> str | None:
    """The color name chosen for the object by its linked "choose a color" ability, if any."""
    value = dict(obj.chosen).get("color")
    return value if isinstance(value, str) and value in NAME_TO_COLOR else None


def resolve_keywords(
    obj: GameObject, keywords: list[str]
) -> tuple[list[str], list[tuple[str, str]]]:
    """Keywords with "protection from the chosen color" made definite (607.2d) or, with an
    undefined choice, dropped (607.5a); and the explanations to show."""
    if CHOSEN_COLOR_PROTECTION not in keywords:
        return keywords, []
    color = chosen_color(obj)
    out: list[str] = []
    for keyword in keywords:
        if keyword != CHOSEN_COLOR_PROTECTION:
            out.append(keyword)
        elif color is not None:
            out.append(f"Protection from {color}")
    out = list(dict.fromkeys(out))
    if color is not None:
        return out, [(f"protection from the chosen color: {color} (linked choice)", "607.2d")]
    return out, [
        (
            "protection from the chosen color does nothing: no color was chosen for this "
            "object, so the choice is undefined",
            "607.5a",
        )
    ]
