"""Unearth (CR 702.84a) read: "Unearth {2}{B}" as the activated ability it means, activated from
the graveyard (113.6m), only as a sorcery, its one instruction `Unearth`."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.keyword_activations import activated_from
from engine.cards.compiler.registry import zone_reader


@zone_reader("keywords: unearth")
def unearth(text: str) -> dict[str, Any] | None:
    """ "Unearth {2}{B}" -> the activated ability it means (702.84a), or None."""
    return activated_from(text, "Unearth", "graveyard", [{"op": "unearth"}])
