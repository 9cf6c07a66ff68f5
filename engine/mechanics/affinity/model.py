"""Affinity's spelling, "Affinity for" and what it counts (702.41a): the plural of a card type
("artifacts"), "artifact creatures", or of a subtype ("Islands", "Slivers", "Equipment"); and
what a spell's instances of it count (702.41b)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards.vocabulary.creature_types import creature_type
from engine.cards.vocabulary.keyword_names import keyword_with

#: The card types affinity counts here, by their plural (702.41a).
AFFINITY_TYPES = {
    "artifacts": ("Artifact",),
    "creatures": ("Creature",),
    "enchantments": ("Enchantment",),
    "lands": ("Land",),
    "artifact creatures": ("Artifact", "Creature"),
}
#: Subtypes of lands and artifacts affinity counts, by their plural (205.3g, 205.3i).
AFFINITY_SUBTYPES = {
    "Plains": "Plains",
    "Islands": "Island",
    "Swamps": "Swamp",
    "Mountains": "Mountain",
    "Forests": "Forest",
    "Equipment": "Equipment",
}


@dataclass(frozen=True, slots=True)
class Counted:
    """What one instance of affinity counts: permanents with all `types` and, if given, the
    `subtype`, said as `words` ("Islands")."""

    types: tuple[str, ...]
    subtype: str | None
    words: str


def _subtype(text: str) -> str | None:
    """The subtype a plural names ("Islands" -> "Island", "Slivers" -> "Sliver"), or None; a
    creature type's plural only (a singular, "Sliver", isn't how affinity is written)."""
    if text in AFFINITY_SUBTYPES:
        return AFFINITY_SUBTYPES[text]
    found = creature_type(text)
    return found if found is not None and found != text else None


def _counted(text: str) -> str | None:
    """What affinity counts as it is spelled: a card type's plural in lower case, or a subtype's
    plural capitalised; None for anything else."""
    if text.lower() in AFFINITY_TYPES:
        return text.lower()
    return text if _subtype(text) is not None else None


AFFINITY = keyword_with("Affinity for", _counted)


def affinity_counts(keywords: tuple[str, ...] | list[str]) -> list[Counted]:
    """What each instance of affinity counts ("Affinity for artifacts" -> Artifact; "Affinity
    for Islands" -> Land's subtype Island), one entry per instance (702.41b: each applies)."""
    prefix = f"{AFFINITY} "
    out: list[Counted] = []
    for keyword in keywords:
        if not keyword.startswith(prefix):
            continue
        what = keyword[len(prefix) :]
        if what in AFFINITY_TYPES:
            out.append(Counted(AFFINITY_TYPES[what], None, what))
        elif (subtype := _subtype(what)) is not None:
            out.append(Counted((), subtype, what))
    return out
