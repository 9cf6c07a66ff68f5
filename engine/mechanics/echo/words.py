"""What the card page says for Echo [cost] (702.30a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.echo.model import ECHO, ECHO_DISCARD, ECHO_SACRIFICE


@keyword_words(ECHO)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{ECHO} ")
    return (
        f"the keyword {keyword} (702.30a), a triggered ability: at the beginning of your "
        "upkeep, if this came under your control since the beginning of your last upkeep, "
        f"sacrifice it unless you pay {cost}"
    )


@keyword_words(ECHO_DISCARD, ECHO_SACRIFICE)
def keyword_with_action(keyword: str) -> str:
    action = keyword.removeprefix("Echo—")
    return (
        f"the keyword {keyword} (702.30a), a triggered ability: at the beginning of your "
        "upkeep, if this came under your control since the beginning of your last upkeep, "
        f"sacrifice it unless you {action[:1].lower()}{action[1:]} (118.12)"
    )
