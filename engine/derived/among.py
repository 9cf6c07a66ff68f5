"""The kinds counted among a group of objects: "basic land types among lands you control"
(domain), "card types among cards in your graveyard", "colors among permanents you control".

One definition for both routes that count them: an instruction's amount, counted as it is
performed (608.2h, `engine.derived.amounts`), and a static ability's, counted whenever the
layers apply (611.3a, `engine.derived.layer_effects`).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards import vocabulary as v

#: The five basic land types (305.6).
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
#: The rule that says what each kind is.
AMONG_RULE = {"basic_land_types": "305.6", "card_types": "205.2a", "colors": "105.1"}
_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def kinds_of(
    kind: str, types: Iterable[str], subtypes: Iterable[str], colors: Iterable[str]
) -> tuple[str, ...]:
    """The basic land types (305.6), card types (205.2a) or colors (105.1) of one object's
    characteristics, in words: a Forest Island has two basic land types, an artifact creature
    two card types, a white and blue permanent two colors."""
    if kind == "basic_land_types":
        return tuple(t for t in subtypes if t in BASIC_LAND_TYPES)
    if kind == "card_types":
        return tuple(t.lower() for t in types if t in v.CARD_TYPES)
    return tuple(_COLOR_NAMES[c] for c in colors if c in _COLOR_NAMES)
