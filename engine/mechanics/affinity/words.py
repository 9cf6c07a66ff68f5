"""What the card page says for Affinity for [card types] (702.41a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.affinity.model import AFFINITY, affinity_counts


@keyword_words(AFFINITY)
def keyword(keyword: str) -> str:
    [counts] = affinity_counts([keyword])
    if counts.subtype is not None:
        what = counts.subtype
    else:
        what = " ".join(t.lower() for t in counts.types)
    return (
        f"{keyword}: it costs {{1}} less to cast for each {what} you control, generic mana "
        "only (702.41a, 118.7a)"
    )
