"""Embalm and eternalize (CR 702.128a, 702.129a) read: "Embalm {3}{W}" / "Eternalize {4}{U}{U}"
as the activated ability each means, activated from the graveyard (113.6m), only as a sorcery,
its cost exiling the card, its one instruction `EmbalmCopy`; a cost with a discard too,
"Eternalize—{2}{W}{W}, Discard a card" (the keyword's [cost] is all of it, 702.129a), the same
ability with the discard among its costs (701.9a)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.keyword_activations import activated_from
from engine.cards.compiler.registry import zone_reader

#: "Eternalize—{2}{W}{W}, Discard a card.": the keyword, its mana and a discard.
_WITH_DISCARD = re.compile(r"(Embalm|Eternalize)—((?:\{(?:\d+|[WUBRGC])\})+), Discard a card\.?")


@zone_reader("keywords: embalm")
def embalm(text: str) -> dict[str, Any] | None:
    """ "Embalm {3}{W}" / "Eternalize {4}{U}{U}" / "Eternalize—{2}{W}{W}, Discard a card" ->
    the activated ability it means, or None."""
    if (m := _WITH_DISCARD.fullmatch(text)) is not None:
        text, extra = f"{m.group(1)} {m.group(2)}", {"discard": 1}
    else:
        extra = {}
    for keyword in ("Embalm", "Eternalize"):
        effects = [{"op": "embalm_copy", "eternalize": keyword == "Eternalize"}]
        cost = {**extra, "exile_self": True}
        found = activated_from(text, keyword, "graveyard", effects, cost=cost)
        if found is not None:
            return found
    return None
