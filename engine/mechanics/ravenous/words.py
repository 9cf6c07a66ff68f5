"""What the card page says for Ravenous (702.156a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.ravenous.model import DRAWS_FROM, RAVENOUS, RULE


@keyword_words(RAVENOUS)
def keyword(keyword: str) -> str:
    del keyword
    return (
        f"the keyword Ravenous ({RULE}): it enters with X +1/+1 counters on it, X the X paid "
        f"for the spell (614.1c, 107.3m); and a triggered ability: when it enters, if X is "
        f"{DRAWS_FROM} or more, draw a card"
    )
