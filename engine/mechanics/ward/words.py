"""What the card page says for ward with a life, a discard or a sacrifice cost and their
instructions (702.21a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words
from engine.mechanics.ward.model import WARD_SACRIFICE


@keyword_words("Ward—Discard a card")
def discard_keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Ward—Discard a card (702.21a), a triggered ability: whenever this "
        "permanent becomes the target of a spell or ability an opponent controls, counter "
        "that spell or ability unless that player discards a card (701.9a)"
    )


@keyword_words("Ward—Pay")
def life_keyword(keyword: str) -> str:
    life = keyword.removeprefix("Ward—Pay ")
    return (
        f"the keyword {keyword} (702.21a), a triggered ability: whenever this permanent "
        "becomes the target of a spell or ability an opponent controls, counter that spell "
        f"or ability unless that player pays {life} (a player can pay life only if their "
        "life total is at least that much, 119.4)"
    )


@effect_words("counter_unless_discards")
def discard_instruction(e: dict[str, Any]) -> str:
    del e
    return "counter what targeted this unless its controller discards a card (702.21a)"


@effect_words("counter_unless_pays_life")
def life_instruction(e: dict[str, Any]) -> str:
    return f"counter what targeted this unless its controller pays {e['life']} life (702.21a)"


@keyword_words(WARD_SACRIFICE)
def sacrifice_keyword(keyword: str) -> str:
    what = keyword.removeprefix(f"{WARD_SACRIFICE} ")
    return (
        f"the keyword {keyword} (702.21a), a triggered ability: whenever this permanent "
        "becomes the target of a spell or ability an opponent controls, counter that spell or "
        f"ability unless that player sacrifices {what} (701.21a; one who controls none can't, "
        "118.3)"
    )


@effect_words("counter_unless_sacrifices")
def sacrifice_instruction(e: dict[str, Any]) -> str:
    return f"counter what targeted this unless its controller sacrifices {e['said']} (702.21a)"
