"""A face's "the chosen type" read only beside its "choose a creature type" (CR 607.2d).

"Creatures you control are the chosen type" and "Creatures of the chosen type get -1/-1" refer
to the choice its linked "As ~ enters, choose a creature type" made (607.2d). The same words
follow other choices too — "choose a basic land type" (Thran Portal, Convincing Mirage: a land
type, 305.7) — which aren't modelled: a line naming "the chosen type" on a face without a
creature-type choice stays unread rather than be played as a creature type.
"""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import face_reader

#: What the card page says of such a line.
GAP = "the chosen type: not a creature type the face chooses"


def _chooses_creature_type(ability: Any) -> bool:
    return (
        isinstance(ability, dict)
        and ability.get("kind") == "as_enters_choose"
        and ability.get("choice") == "creature type"
    )


def _names_chosen_type(ability: Any) -> bool:
    """Whether the ability says "the chosen type" anywhere: a modification's type ("are the
    chosen type") or a filter's ("creatures of the chosen type", 607.2d)."""
    if isinstance(ability, dict):
        return ability.get("chosen_type") is True or any(
            _names_chosen_type(value) for value in ability.values()
        )
    if isinstance(ability, list | tuple):
        return any(_names_chosen_type(item) for item in ability)
    return False


@face_reader("the chosen creature type", 120)
def fold(lines: list[Any], readings: dict[int, Any], found: list[Any]) -> list[Any]:
    """The face's abilities with each one naming "the chosen type" made unsupported unless the
    face chooses a creature type; `readings` is updated in place."""
    del lines
    naming = [a for a in found if _names_chosen_type(a)]
    if not naming or any(_chooses_creature_type(a) for a in found):
        return found
    for i, reading in list(readings.items()):
        if any(a in naming for a in reading.abilities):
            readings[i] = type(reading)(reading.line, "gap", GAP, ())
    return [{"kind": "unsupported", "text": a.get("text", "")} if a in naming else a for a in found]
