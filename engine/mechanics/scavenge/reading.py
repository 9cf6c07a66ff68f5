"""Scavenge (CR 702.97a) read: "Scavenge {4}{G}{G}" as the activated ability it means, activated
from the graveyard (113.6m), only as a sorcery, its cost exiling the card, its one instruction
`Scavenge` targeting a creature."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.keyword_activations import activated_from
from engine.cards.compiler.registry import zone_reader


@zone_reader("keywords: scavenge")
def scavenge(text: str) -> dict[str, Any] | None:
    """ "Scavenge {4}{G}{G}" -> the activated ability it means (702.97a), or None."""
    return activated_from(
        text,
        "Scavenge",
        "graveyard",
        [{"op": "scavenge", "target": 0}],
        cost={"exile_self": True},
        targets=[{"kind": "creature", "text": "target creature"}],
    )
