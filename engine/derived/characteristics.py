"""Computed characteristics of objects (CR 613): never stored, always derived from the state.

The layer system lives in `engine.derived.layers`; this module is the name the rest of the engine
imports.
"""

from __future__ import annotations

from engine.core.face_down import copiable_card
from engine.core.primitives import Zone
from engine.core.state import GameObject, GameState
from engine.derived.layers import (
    Characteristics,
    build_printed,
    characteristics,
    controller_of,
    land_plays,
    max_hand_size,
    player_effects,
    player_keywords,
    printed,
    spends_as_any_color,
)

__all__ = [
    "Characteristics",
    "build_printed",
    "characteristics",
    "controller_of",
    "land_plays",
    "loyalty",
    "max_hand_size",
    "player_effects",
    "player_keywords",
    "printed",
    "spends_as_any_color",
]


def loyalty(state: GameState, obj: GameObject) -> int | None:
    """A planeswalker's loyalty (CR 306.5): the number of loyalty counters on it on the
    battlefield (306.5c), its printed loyalty elsewhere (306.5a); None for other objects."""
    if not characteristics(state, obj).is_type("Planeswalker"):
        return None
    if obj.zone is Zone.BATTLEFIELD:
        return obj.counter("loyalty")
    return copiable_card(obj).loyalty
