"""Embalm and eternalize (CR 702.128a, 702.129a) read: "Embalm {3}{W}" / "Eternalize {4}{U}{U}"
as the activated ability each means, activated from the graveyard (113.6m), only as a sorcery,
its cost exiling the card, its one instruction `EmbalmCopy`."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.keyword_activations import activated_from
from engine.cards.compiler.registry import zone_reader


@zone_reader("keywords: embalm")
def embalm(text: str) -> dict[str, Any] | None:
    """ "Embalm {3}{W}" / "Eternalize {4}{U}{U}" -> the activated ability it means, or None."""
    for keyword in ("Embalm", "Eternalize"):
        effects = [{"op": "embalm_copy", "eternalize": keyword == "Eternalize"}]
        found = activated_from(text, keyword, "graveyard", effects, cost={"exile_self": True})
        if found is not None:
            return found
    return None
