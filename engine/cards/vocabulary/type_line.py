"""The type line (CR 205): supertypes, card types and subtypes.

Type lines are read as the rules read them today. Two printed forms are obsolete and read as
their Oracle errata: "Summon [creature type]" is a creature of that type (the glossary's
"Summon (Obsolete)"), and the "Tribal" card type is Kindred (308.3). A card type or supertype
printed in lower case (an Un-card's joke, "instant") is that type. "Host", a supertype printed
only on Un-cards, is read as a supertype; no rule of the CR gives it a meaning.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, Field

#: The longest type line a card or token definition may have (docs/limits.md).
MAX_TYPE_LINE = 200
TYPE_LINE = re.compile(r"^([^—-]+?)(?:\s+[—-]\s+(.+))?$")
SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World"})
#: Supertypes printed only on Un-cards (Unstable's hosts), which the CR doesn't define.
UN_SUPERTYPES = frozenset({"Host"})
CARD_TYPES = frozenset(
    {
        "Artifact",
        "Creature",
        "Enchantment",
        "Instant",
        "Land",
        "Planeswalker",
        "Sorcery",
        "Battle",
        "Kindred",
    }
)
#: Card types renamed since they were printed (308.3: "tribal" is now kindred).
RENAMED_TYPES = {"Tribal": "Kindred"}
#: The land types (CR 205.3i), and the basic land types with the mana each one's intrinsic
#: ability adds (305.6).
LAND_TYPES = frozenset(
    {
        "Cave",
        "Desert",
        "Forest",
        "Gate",
        "Island",
        "Lair",
        "Locus",
        "Mine",
        "Mountain",
        "Plains",
        "Planet",
        "Power-Plant",
        "Sphere",
        "Swamp",
        "Tower",
        "Town",
        "Urza's",
    }
)
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
#: The artifact types (CR 205.3g): only an artifact can have them (205.3d).
ARTIFACT_TYPES = frozenset(
    {
        "Attraction",
        "Blood",
        "Bobblehead",
        "Book",
        "Clue",
        "Contraption",
        "Equipment",
        "Food",
        "Fortification",
        "Gold",
        "Incubator",
        "Infinity",
        "Junk",
        "Lander",
        "Map",
        "Mutagen",
        "Powerstone",
        "Spacecraft",
        "Stone",
        "Treasure",
        "Vehicle",
    }
)
#: The planeswalker types (CR 205.3j): "a Gideon planeswalker", "an Ajani planeswalker".
PLANESWALKER_TYPES = frozenset(
    [
        "Ajani",
        "Aminatou",
        "Angrath",
        "Arlinn",
        "Ashiok",
        "Bahamut",
        "Basri",
        "Bolas",
        "Calix",
        "Chandra",
        "Comet",
        "Dack",
        "Dakkon",
        "Daretti",
        "Davriel",
        "Dellian",
        "Dihada",
        "Domri",
        "Dovin",
        "Ellywick",
        "Elminster",
        "Elspeth",
        "Estrid",
        "Freyalise",
        "Garruk",
        "Gideon",
        "Grist",
        "Guff",
        "Huatli",
        "Jace",
        "Jared",
        "Jaya",
        "Jeska",
        "Kaito",
        "Karn",
        "Kasmina",
        "Kaya",
        "Kiora",
        "Koth",
        "Liliana",
        "Lolth",
        "Lukka",
        "Minsc",
        "Mordenkainen",
        "Nahiri",
        "Narset",
        "Niko",
        "Nissa",
        "Nixilis",
        "Oko",
        "Quintorius",
        "Ral",
        "Rowan",
        "Saheeli",
        "Samut",
        "Sarkhan",
        "Serra",
        "Sivitri",
        "Sorin",
        "Szat",
        "Tamiyo",
        "Tasha",
        "Teferi",
        "Teyo",
        "Tezzeret",
        "Tibalt",
        "Tyvar",
        "Ugin",
        "Urza",
        "Venser",
        "Vivien",
        "Vraska",
        "Vronos",
        "Will",
        "Windgrace",
        "Wrenn",
        "Xenagos",
        "Yanggu",
        "Yanling",
        "Zariel",
    ]
)
#: The enchantment types (CR 205.3h): only an enchantment can have them (205.3d).
ENCHANTMENT_TYPES = frozenset(
    {
        "Aura",
        "Background",
        "Cartouche",
        "Case",
        "Class",
        "Curse",
        "Role",
        "Room",
        "Rune",
        "Saga",
        "Shard",
        "Shrine",
    }
)
#: The permanent types (110.4): a card with one of them can be on the battlefield.
PERMANENT_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)
_BY_FOLDED = {w.casefold(): w for w in (*SUPERTYPES, *UN_SUPERTYPES, *CARD_TYPES, *RENAMED_TYPES)}


def _word(word: str) -> str:
    """A supertype or card type as the rules name it ("instant" → Instant, Tribal → Kindred)."""
    known = _BY_FOLDED.get(word.casefold(), word)
    return RENAMED_TYPES.get(known, known)


#: The type line of an emblem's definition (114.5: "Emblem" isn't a card type, and an emblem
#: has no types, 114.3): it reads as no types at all.
EMBLEM = "Emblem"


def split_type_line(type_line: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    left, _, right = type_line.replace(" - ", " — ").partition("—")
    words = [_word(w) for w in left.split() if w not in ("Token", EMBLEM)]
    subtypes = right.split()
    if words[:1] == ["Summon"]:
        # "Summon Jaguar" and "Summon — Dinosaur" have received errata to "Creature — Jaguar".
        return (), ("Creature",), (*words[1:], *subtypes)
    supertypes = tuple(w for w in words if w in SUPERTYPES or w in UN_SUPERTYPES)
    types = tuple(w for w in words if w not in SUPERTYPES and w not in UN_SUPERTYPES)
    return supertypes, types, tuple(subtypes)


def type_line_kinds(type_line: str) -> frozenset[str]:
    """What the rules call a card of this type line, read as the rules read it today ("Summon
    Jaguar" is a creature): "permanent" with a permanent type (110.4), "land" (305), and
    "historic" for an artifact, a legendary card or a Saga (700.6)."""
    supertypes, types, subtypes = split_type_line(type_line)
    kinds = set()
    if PERMANENT_TYPES.intersection(types):
        kinds.add("permanent")
    if "Land" in types:
        kinds.add("land")
    if "Artifact" in types or "Legendary" in supertypes or "Saga" in subtypes:
        kinds.add("historic")
    return frozenset(kinds)


def check_type_line(value: str) -> str:
    """A definition's type line, readable and with at least one card type (205.2a) unless it is
    an emblem's (114.3), and an artifact type only on an artifact (205.3g, 205.3d)."""
    if not TYPE_LINE.match(value.strip()):
        raise ValueError(f"unreadable type line {value!r}")
    if value == EMBLEM:
        return value  # an emblem's: no types (114.3)
    words = list(split_type_line(value)[1])
    unknown = [w for w in words if w not in CARD_TYPES]
    if unknown or not words:
        raise ValueError(
            f"type line {value!r}: {', '.join(unknown) or 'no card type'} "
            f"(card types are {', '.join(sorted(CARD_TYPES))})"
        )
    misplaced = [t for t in split_type_line(value)[2] if t in ARTIFACT_TYPES]
    if misplaced and "Artifact" not in words:
        raise ValueError(
            f"type line {value!r}: {', '.join(misplaced)} is an artifact type (205.3g), "
            "and only an artifact can have it (205.3d)"
        )
    return value


#: A definition's type line, checked.
TypeLine = Annotated[
    str, Field(min_length=1, max_length=MAX_TYPE_LINE), AfterValidator(check_type_line)
]
