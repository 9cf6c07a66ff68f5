"""Keywords (CR 702) as a card's abilities name them: their canonical spellings."""

from __future__ import annotations

import re

from engine.cards.vocabulary import keyword_names
from engine.cards.vocabulary.keyword_names import KEYWORD_NAMES, parameter_keyword

#: Keywords with no parameter, by their capitalised name (CR 702), with those the mechanics'
#: packages register (prowess).
SIMPLE_KEYWORDS = keyword_names.load() | frozenset(
    {
        "Flying",
        "Defender",
        "Haste",
        "Vigilance",
        "Indestructible",
        "Trample",
        "First strike",
        "Double strike",
        "Reach",
        "Lifelink",
        "Deathtouch",
        "Menace",
        "Hexproof",
        "Shroud",
        "Flash",
        # Evasion (702.14 landwalk, 702.36, 702.13, 702.28, 702.31, 702.118):
        # engine.rules.combat_rules.
        "Plainswalk",
        "Islandwalk",
        "Swampwalk",
        "Mountainwalk",
        "Forestwalk",
        "Fear",
        "Intimidate",
        "Shadow",
        "Horsemanship",
        "Skulk",
        # Damage results (120.3b, 120.3d; 702.90 infect, 702.80 wither): engine.operations.basic.
        "Infect",
        "Wither",
        # A characteristic-defining ability (702.73a): engine.derived.copiable_values.
        "Changeling",
    }
)


def normalise_keyword(text: str) -> str | None:
    """The keyword's canonical spelling ("flying" -> "Flying"), or None if it isn't one."""
    stripped = " ".join(text.split())
    for keyword in SIMPLE_KEYWORDS:
        if stripped.casefold() == keyword.casefold():
            return keyword
    if found := parameter_keyword(stripped):
        return found  # a mechanic's own with a parameter (its package's model): bushido, affinity …
    return KEYWORD_NAMES.get(stripped.casefold())  # a mechanic's own (its package's model)


def toxic_value(keywords: tuple[str, ...] | list[str]) -> int:
    """A creature's total toxic value: the sum of the N of each toxic ability it has
    (702.164b), each instance counted (they are cumulative, unlike infect's, 702.90f)."""
    return sum(int(k.removeprefix("Toxic ")) for k in keywords if re.fullmatch(r"Toxic \d+", k))


def cumulative(keyword: str) -> bool:
    """Whether more instances of the keyword add up rather than being redundant (702.164b)."""
    return re.fullmatch(r"Toxic \d+", keyword) is not None


def known_keyword(text: str) -> str:
    """The keyword's canonical spelling; a ValueError naming the text if it isn't one."""
    keyword = normalise_keyword(text)
    if keyword is None:
        raise ValueError(f"unknown keyword {text!r}")
    return keyword
