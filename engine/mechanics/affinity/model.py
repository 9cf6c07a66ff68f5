"""Affinity's spelling, "Affinity for" and the plural of a card type the engine counts (702.41a),
and the card types a spell's instances of it count (702.41b)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with

#: The card types affinity counts here, by their plural (702.41a).
AFFINITY_TYPES = {
    "artifacts": "Artifact",
    "creatures": "Creature",
    "enchantments": "Enchantment",
    "lands": "Land",
}


def _counted(text: str) -> str | None:
    """The plural of a card type affinity counts, in lower case, or None."""
    return text.lower() if text.lower() in AFFINITY_TYPES else None


AFFINITY = keyword_with("Affinity for", _counted)


def affinity_types(keywords: tuple[str, ...] | list[str]) -> list[str]:
    """The card type each instance of affinity counts ("Affinity for artifacts" -> "Artifact"),
    one entry per instance (702.41b: each applies)."""
    prefix = f"{AFFINITY} "
    return [AFFINITY_TYPES[k[len(prefix) :]] for k in keywords if k.startswith(prefix)]
