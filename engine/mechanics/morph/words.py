"""What the card page says for Morph, Megamorph and Disguise [cost] (702.37a-b, 702.37e,
702.168a, 702.168d)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import keyword_words, trigger_words
from engine.mechanics.morph.model import DISGUISE, MEGAMORPH, MORPH

#: For each keyword: the rule of turning it face up, what the face-down 2/2 has, what turning it
#: face up does beyond that.
_FACE_DOWN = {
    MORPH: ("702.37e", "", ""),
    MEGAMORPH: ("702.37b", "", ", getting a +1/+1 counter as it is turned face up"),
    DISGUISE: ("702.168d", " with ward {2}", ""),
}


@keyword_words(MORPH, MEGAMORPH, DISGUISE)
def keyword(keyword: str) -> str:
    name, _, cost = keyword.partition(" ")
    rule, ward, up = _FACE_DOWN[name]
    return (
        f"{name} {cost}: it may be cast face down for {{3}} rather than its mana cost "
        f"(the cast action's `face_down`) as a 2/2 creature{ward} with no name, text, "
        "subtypes or mana cost, which only its controller may look at (708.2a, 708.5); "
        f"any time they have priority they may turn it face up for {cost}{up} (a special "
        f"action, the `turn_face_up` action, 116.2b, {rule})"
    )


@trigger_words("turned_face_up")
def trigger(t: dict[str, Any]) -> str:
    del t
    return "when this is turned face up (702.37e, 708.8; not as it enters, which it does face down)"
