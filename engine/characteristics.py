"""Computed characteristics of objects (CR 613): never stored, always derived from the state.

The layer system lives in `engine.layers`; this module is the name the rest of the engine imports.
"""

from __future__ import annotations

from engine.layers import (
    Characteristics,
    build_printed,
    characteristics,
    controller_of,
    player_effects,
    player_keywords,
    printed,
)

__all__ = [
    "Characteristics",
    "build_printed",
    "characteristics",
    "controller_of",
    "player_effects",
    "player_keywords",
    "printed",
]
