"""What the card page says for Amplify N (702.38a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words


@keyword_words("Amplify")
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    each = "a +1/+1 counter" if n == "1" else f"{n} +1/+1 counters"
    return (
        f"the keyword {keyword} (702.38a): as this enters, you may reveal any number of cards "
        f"from your hand that share a creature type with it (614.12a); it enters with {each} on "
        "it for each card revealed (614.1c)"
    )
