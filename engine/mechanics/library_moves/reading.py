"""Reading Jace, the Mind Sculptor's lines and Brainstorm's family: sentence readers
(`engine.cards.compiler.registry.sentence_reader`) of whole sentences — "look at the top card of
target player's library. you may put that card on the bottom of that player's library" comes as
one, the compiler joining a look with the "Put …" after it."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader

_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_N = "|".join(_NUMBERS)
_LOOK = re.compile(
    r"look at the top card of (target player's|target opponent's) library\. you may put that "
    r"card on the bottom of that player's library"
)
_BRAINSTORM = re.compile(
    rf"draw ({_N}) cards?, then put ({_N}) cards? from your hand on top of your library in any "
    r"order"
)
_HAND_ON_TOP = re.compile(rf"put ({_N}) cards? from your hand on top of your library in any order")
#: Another player's hand, or each player's (Chittering Rats, Sadistic Augermage): "in any order"
#: said only of two or more cards.
_THEIR_HAND_ON_TOP = re.compile(
    rf"(target opponent|target player|each player) puts ({_N}) cards? from their hand on top of "
    r"their library( in any order)?"
)
#: Only with its closing "then that player shuffles …" (Jace, the Mind Sculptor): its first half
#: alone leaves no card, so no other form is read.
_EXILE_LIBRARY = re.compile(
    r"exile all cards from (target player's|target opponent's) library, then that player "
    r"shuffles their hand into their library"
)


#: Timetwister's and Memory's "each player shuffles their hand and graveyard into their library,
#: then draws seven cards" (701.24a, 121.1).
_TWISTER = re.compile(
    rf"each player shuffles their hand and graveyard into their library, then draws ({_N}|seven) "
    r"cards"
)
_SEVEN = {**_NUMBERS, "seven": 7}


@sentence_reader("library moves", 480)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """One of this family's sentences, or None (then no target spec is left added)."""
    del subject
    if m := _LOOK.fullmatch(text):
        index = targets.add(m.group(1).removesuffix("'s"))
        return None if index is None else [{"op": "look_at_top_of", "target": index}]
    if m := _BRAINSTORM.fullmatch(text):
        draw = {"op": "draw", "amount": _NUMBERS[m.group(1)]}
        return [draw, {"op": "hand_on_top", "amount": _NUMBERS[m.group(2)]}]
    if m := _HAND_ON_TOP.fullmatch(text):
        return [{"op": "hand_on_top", "amount": _NUMBERS[m.group(1)]}]
    if (m := _THEIR_HAND_ON_TOP.fullmatch(text)) and (_NUMBERS[m[2]] > 1) == bool(m[3]):
        n = _NUMBERS[m.group(2)]
        if m.group(1) == "each player":
            return [{"op": "hand_on_top", "amount": n, "each": True}]
        index = targets.add(m.group(1))
        return None if index is None else [{"op": "hand_on_top", "amount": n, "target": index}]
    if m := _TWISTER.fullmatch(text):
        shuffle = {"op": "shuffle_hand_into_library", "each": True, "graveyard": True}
        return [shuffle, {"op": "draw", "amount": _SEVEN[m.group(1)], "player": "each"}]
    if m := _EXILE_LIBRARY.fullmatch(text):
        index = targets.add(m.group(1).removesuffix("'s"))
        if index is None:
            return None
        return [
            {"op": "exile_library", "target": index},
            {"op": "shuffle_hand_into_library", "target": index},
        ]
    return None
