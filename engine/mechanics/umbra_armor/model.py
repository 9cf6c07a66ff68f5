"""Umbra armor's spelling, a keyword with no parameter (702.89a); it has no instruction: it is a
replacement effect (614.1a), applied by its `rules`."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

UMBRA_ARMOR = keyword_name("Umbra armor")
RULE = "702.89a"
MEANING = (
    "if enchanted permanent would be destroyed, instead remove all damage marked on it and "
    "destroy this Aura"
)
