"""What the card page says for protection (702.16): what the quality keeps away — DEBT: damage,
enchanting or equipping, blocking, targeting (702.16b-f; everything 702.16j, a player 702.16k) —
and for gaining protection from a color chosen as a spell or ability resolves (608.2d)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words, ref_words
from engine.cards.compiler.registry import keyword_words, targeted_effect_words


@keyword_words("Protection from")
def keyword(keyword: str) -> str:
    quality = keyword.removeprefix("Protection from ")
    if quality == "everything":
        return (
            "the keyword Protection from everything (702.16j): it can't be blocked, targeted by "
            "spells or abilities, enchanted or equipped, and all damage that would be dealt to it "
            "is prevented"
        )
    if quality in ("the chosen color", "the chosen player"):
        what = quality.removeprefix("the chosen ")
        rule = "702.16k" if what == "player" else "702.16a"
        return (
            f"the keyword {keyword} ({rule}): protection from the {what} chosen as it entered "
            f"(linked to its “choose a {what}”, 607.2d; none chosen, it does nothing, 607.5a)"
        )
    return (
        f"the keyword {keyword} (702.16a): it can't be blocked by {quality} creatures, targeted "
        f"by {quality} spells or abilities from {quality} sources, enchanted or equipped by "
        f"{quality} Auras or Equipment, and damage {quality} sources would deal it is prevented "
        "(702.16b-f)"
    )


@targeted_effect_words("protection_from_chosen_color")
def chosen(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    who = (
        f"each {filter_words(e['filter'])} (those as it resolves, 611.2c)"
        if e.get("filter") is not None
        else ref_words(e["target"], specs)
    )
    colorless = "colorless or " if e.get("colorless") else ""
    return (
        f"its controller chooses {colorless}a color as it resolves (608.2d); {who} gains "
        "protection from it until end of turn (702.16)"
    )
