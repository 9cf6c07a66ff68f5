"""What the card page says for Suspend N—[cost] and its abilities' instructions (702.62a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words
from engine.mechanics.suspend.model import RULE, SUSPEND, times_and_cost


@keyword_words(SUSPEND)
def keyword(keyword: str) -> str:
    times, cost = times_and_cost(keyword)
    counters = f"{times} time counter{'' if times == 1 else 's'}"
    return (
        f"{keyword}: when its owner could begin to cast it, they may pay {cost} and exile it "
        f"from their hand with {counters} on it, a special action ({RULE}, 116.2f: the "
        '`special_action` "suspend"); at the beginning of their upkeep, if it is suspended, a '
        "time counter is removed (603.4); when the last is removed, they may cast it without "
        "paying its mana cost, and a creature spell cast so has haste while they control it"
    )


@effect_words("remove_suspend_time_counter")
def remove_time_counter(e: dict[str, Any]) -> str:
    del e
    return "remove a time counter from this suspended card"


@effect_words("cast_suspended")
def cast_suspended(e: dict[str, Any]) -> str:
    del e
    return "you may cast this card without paying its mana cost"
