"""What the card page says for protection (702.16): what the quality keeps away — DEBT: damage,
enchanting or equipping, blocking, targeting (702.16b-f; everything 702.16j, a player 702.16k) —
and for gaining protection from a color chosen as a spell or ability resolves (608.2d)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import affected_words
from engine.cards.compiler.registry import keyword_words, targeted_effect_words
from engine.mechanics.protection.model import SPELLS_WITH_COLOR, adjective, type_quality


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
    if quality == SPELLS_WITH_COLOR:
        return (
            f"the keyword {keyword} (702.16a): it can't be the target of a spell of one or more "
            "colors, and damage such a spell would deal it is prevented (702.16b, 702.16e); "
            "abilities, colorless spells and permanents — a creature blocking it, an Aura on the "
            "battlefield — aren't spells (the card's ruling)"
        )
    if quality == "each color":
        return (
            f"the keyword {keyword} (702.16h: protection from white, from blue, from black, from "
            "red and from green): it can't be blocked by creatures of any color, targeted by "
            "spells or abilities of a color, enchanted or equipped by Auras or Equipment of a "
            "color, and damage sources of a color would deal it is prevented (702.16b-f)"
        )
    a = adjective(quality)
    typed = "" if type_quality(quality) is None else ", permanents or cards of that type"
    return (
        f"the keyword {keyword} (702.16a{typed}): it can't be blocked by {a} creatures, "
        f"targeted by {a} spells or abilities from {a} sources, enchanted or equipped by {a} "
        f"Auras or Equipment, and damage {a} sources would deal it is prevented (702.16b-f)"
    )


@targeted_effect_words("protection_from_chosen_color")
def chosen(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    who = affected_words(e, specs)
    colorless = "colorless or " if e.get("colorless") else ""
    return (
        f"its controller chooses {colorless}a color as it resolves (608.2d); {who} gains "
        "protection from it until end of turn (702.16)"
    )
