"""What the card page says for attaching this permanent (701.3a, 702.6a), and for the keywords
that create a token and attach this Equipment to it (`armed_words`)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import ref_words
from engine.cards.compiler.registry import effect_words, keyword_words, targeted_effect_words


@targeted_effect_words("attach")
def instruction(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    equipment = e.get("equipment", "self")
    what = "this" if equipment == "self" else ref_words(equipment, specs)
    return f"attach {what} to {ref_words(e.get('target', 0), specs)}"


def armed_words(keyword: str, rule: str, op: str, token_words: str) -> None:
    """Register the card page's words for an Equipment's keyword meaning "When this Equipment
    enters, create a [token_words] creature token, then attach this to it" and for its
    instruction `op` (living weapon, 702.92a; For Mirrodin!, 702.163a)."""
    does = f"create a {token_words} creature token, then attach this to it"
    meaning = f"the keyword {keyword} ({rule}), a triggered ability: when this Equipment enters"

    def said_for_keyword(keyword_line: str) -> str:
        del keyword_line
        return f"{meaning}, {does}"

    def said_for_instruction(e: dict[str, Any]) -> str:
        del e
        return does

    keyword_words(keyword)(said_for_keyword)
    effect_words(op)(said_for_instruction)
