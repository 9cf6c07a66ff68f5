"""Encore (CR 702.141a) read: "Encore {4}{U}{U}" as the activated ability it means, activated
from the graveyard (113.6m), only as a sorcery, its cost exiling the card, its one instruction
`Encore`."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.keyword_activations import activated_from
from engine.cards.compiler.registry import zone_reader


@zone_reader("keywords: encore")
def encore(text: str) -> dict[str, Any] | None:
    """ "Encore {4}{U}{U}" -> the activated ability it means (702.141a), or None."""
    return activated_from(
        text, "Encore", "graveyard", [{"op": "encore"}], cost={"exile_self": True}
    )
