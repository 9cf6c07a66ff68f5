"""What the card page says for Bloodthirst N (702.54a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.bloodthirst.model import BLOODTHIRST


@keyword_words(BLOODTHIRST)
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    counters = f"{n} +1/+1 counter{'' if n == '1' else 's'}"
    return (
        f"the keyword {keyword} (702.54a): if an opponent was dealt damage this turn, this "
        f"enters with {counters} on it (614.1c)"
    )
