"""Protection's spelling, "Protection from" and a color in lower case, "colorless", "multicolored"
(105.2b), "each color" (702.16h), a card type, subtype or supertype ("artifacts", "Vampires",
"Arcane", "snow", 702.16a), "everything" (702.16j), "the chosen color" or "the chosen player"
(702.16a, 702.16k, 607.2d)."""

from __future__ import annotations

from engine.cards.vocabulary.creature_types import creature_type
from engine.cards.vocabulary.keyword_names import keyword_with

#: The colors protection is read from here (105.1).
COLORS = frozenset({"white", "blue", "black", "red", "green"})
#: "Protection from the chosen color": linked to an "as [this] enters, choose a color" ability
#: (CR 607.2d); it means protection from the color chosen for the object that has it, and does
#: nothing when no choice was made for that object (607.5a). See engine.derived.linked_abilities.
CHOSEN_COLOR_PROTECTION = "Protection from the chosen color"
#: "Protection from the chosen player" (True-Name Nemesis): linked to "as [this] enters, choose a
#: player" (607.2d), made definite as "Protection from player B" (702.16k).
CHOSEN_PLAYER_PROTECTION = "Protection from the chosen player"
#: The card types a protection names, as oracle text writes them (205.2a, plural).
CARD_TYPES = {
    "artifacts": "Artifact",
    "creatures": "Creature",
    "enchantments": "Enchantment",
    "instants": "Instant",
    "sorceries": "Sorcery",
    "lands": "Land",
    "planeswalkers": "Planeswalker",
}
#: Subtypes of spells a protection names besides the creature types (205.3k).
SPELL_TYPES = frozenset({"Arcane"})
#: Supertypes a protection names (205.4a).
SUPERTYPES = frozenset({"snow"})


def type_quality(quality: str) -> tuple[str, str] | None:
    """("types", "Artifact"), ("subtypes", "Vampire") or ("supertypes", "snow"): the
    characteristic a type quality names (702.16a), or None if it names none."""
    if quality in CARD_TYPES:
        return "types", CARD_TYPES[quality]
    if quality in SUPERTYPES:
        return "supertypes", quality
    if quality in SPELL_TYPES:
        return "subtypes", quality
    subtype = creature_type(quality)  # plural as oracle text writes it, or as it is (Kavu)
    return ("subtypes", subtype) if subtype is not None else None


def adjective(quality: str) -> str:
    """ "artifact" for "artifacts", "Vampire" for "Vampires": a quality as a word before a noun
    ("artifact Auras"); a color, colorless or multicolored as it is."""
    typed = type_quality(quality)
    if typed is None:
        return quality
    return typed[1].lower() if typed[0] == "types" else typed[1]


#: "Protection from spells that are one or more colors" (Emrakul, the Aeons Torn): a spell (a
#: card or copy on the stack, 111.1 — never an ability, nor a permanent it became) of one or more
#: colors (105.2); the card's ruling: "colored spells" isn't "colored cards".
SPELLS_WITH_COLOR = "spells that are one or more colors"
#: The qualities read besides the colors and types: a colorless source (105.2c), a multicolored
#: one (105.2b), each color (702.16h), every source (702.16j), and the chosen color or player.
QUALITIES = frozenset(
    {
        "colorless",
        "multicolored",
        "each color",
        "everything",
        "the chosen color",
        "the chosen player",
        SPELLS_WITH_COLOR,
    }
)


def _quality(text: str) -> str | None:
    """A color in lower case, one of `QUALITIES`, a type as `type_quality` reads it (a card type
    or supertype in lower case, a subtype capitalised: "artifacts", "snow", "Vampires"), or
    None."""
    if text.casefold() in QUALITIES:
        return text.casefold()
    if type_quality(text.lower()) is not None and text.lower() == text.casefold():
        return text.lower()
    if type_quality(text.capitalize()) is not None:
        return text.capitalize()
    return text.lower() if text.lower() in COLORS else None


PROTECTION = keyword_with("Protection from", _quality)
