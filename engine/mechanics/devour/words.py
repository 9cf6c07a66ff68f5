"""What the card page says for Devour N (702.82a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words


@keyword_words("Devour")
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    each = "a +1/+1 counter" if n == "1" else f"{n} +1/+1 counters"
    return (
        f"the keyword {keyword} (702.82a): as this enters, you may sacrifice any number of "
        f"creatures (614.12a); it enters with {each} on it for each creature sacrificed this way "
        "(614.1c)"
    )
