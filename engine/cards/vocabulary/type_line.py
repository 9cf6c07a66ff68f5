"""The type line (CR 205): supertypes, card types and subtypes."""

from __future__ import annotations

import re

TYPE_LINE = re.compile(r"^([^—-]+?)(?:\s+[—-]\s+(.+))?$")
SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World"})
CARD_TYPES = frozenset(
    {"Artifact", "Creature", "Enchantment", "Instant", "Land", "Planeswalker", "Sorcery", "Battle",
     "Kindred"}
)  # fmt: skip
#: The artifact types (CR 205.3g): only an artifact can have them (205.3d).
ARTIFACT_TYPES = frozenset(
    {"Attraction", "Blood", "Bobblehead", "Book", "Clue", "Contraption", "Equipment", "Food",
     "Fortification", "Gold", "Incubator", "Infinity", "Junk", "Lander", "Map", "Mutagen",
     "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle"}
)  # fmt: skip


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    left, _, right = type_line.replace(" - ", " — ").partition("—")
    words = [w for w in left.split() if w != "Token"]
    supertypes = tuple(w for w in words if w in SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES)
    return supertypes, types, tuple(right.split())
