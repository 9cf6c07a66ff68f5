"""The words a selector is made of, as oracle text spells them: numbers (107.1), colors (105.1),
card types (300.1) and the subtypes a selector may name as its noun (205.3g-i), singular and
plural. Tables only; `selectors` reads phrases with them.
"""

from __future__ import annotations

from engine.cards.vocabulary import ARTIFACT_TYPES, ENCHANTMENT_TYPES, LAND_TYPES

#: Number words as oracle text spells them (CR 107.1).
NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
#: Card types a selector may name (CR 300.1), singular and plural.
TYPE_WORDS = {
    "creature": "Creature",
    "creatures": "Creature",
    "artifact": "Artifact",
    "artifacts": "Artifact",
    "enchantment": "Enchantment",
    "enchantments": "Enchantment",
    "land": "Land",
    "lands": "Land",
    "planeswalker": "Planeswalker",
    "planeswalkers": "Planeswalker",
}
#: Subtypes a selector may name as its noun: the basic land types (205.3i) and Urza's lands
#: ("an Urza's Power-Plant"), singular and plural.
SUBTYPE_WORDS = {
    "Plains": ["Plains"],
    "Island": ["Island"],
    "Islands": ["Island"],
    "Swamp": ["Swamp"],
    "Swamps": ["Swamp"],
    "Mountain": ["Mountain"],
    "Mountains": ["Mountain"],
    "Forest": ["Forest"],
    "Forests": ["Forest"],
    "Urza's Mine": ["Urza's", "Mine"],
    "Urza's Power-Plant": ["Urza's", "Power-Plant"],
    "Urza's Tower": ["Urza's", "Tower"],
}
#: The artifact, enchantment and land types (205.3g-i) as a selector's noun ("target
#: Equipment", "Shrines you control", "each Desert"): a permanent of that subtype, singular or
#: plural; "Urza's" is one only with the word after it (above).
_SUBTYPE_NOUNS = {
    said: t
    for t in ARTIFACT_TYPES | ENCHANTMENT_TYPES | (LAND_TYPES - {"Urza's"})
    for said in (t, t if t.endswith(("s", "Equipment")) else f"{t}s")
}
SUBTYPE_WORDS |= {said: [t] for said, t in _SUBTYPE_NOUNS.items() if said not in SUBTYPE_WORDS}
PERMANENT_WORDS = ("permanent", "permanents")
