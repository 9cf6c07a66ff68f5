"""Kicker's spelling, a keyword with a mana cost (702.33a), written in capitals, without X; its
cost is an additional cost (118.8) its caster announces paying (the cast action's `kicked`),
which makes the spell kicked (702.33d), and so the permanent it becomes (a cast mark).
Multikicker, its variant (702.33c): "Multikicker {1}{G}" is a kicker cost paid any number of
times, how many asked as the spell is cast (601.2b); paid at least once, the spell is kicked,
its mark "kicked" holding how many times (702.33d: "it may be kicked multiple times")."""

from __future__ import annotations

from engine.cards.vocabulary.casting import additional_cost, cast_mark
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

KICKER = keyword_with("Kicker", mana_cost(x=False), joined=True, costed=True)
KICKED = cast_mark("kicked", "702.33d")
additional_cost(
    KICKER,
    "702.33a",
    "702.33d",
    said="The {keyword} cost {cost} of {name} is paid as an additional cost: the spell is kicked.",
    mark=KICKED,
    announced_by="kicked",
)
MULTIKICKER = keyword_with("Multikicker", mana_cost(x=False), costed=True)
additional_cost(
    MULTIKICKER,
    "702.33c",
    "702.33d",
    paid="any_number",
    said=(
        "The {keyword} cost {cost} of {name} is paid {times} as an additional cost: the spell "
        "is kicked {times}."
    ),
    mark=KICKED,
)


def times_kicked(chosen: object) -> int:
    """How many times the spell, or the permanent it became, was kicked (702.33d) by its mark:
    a number for multikicker, True for one kicker cost paid, nothing when it wasn't."""
    found = dict(chosen).get(KICKED) if isinstance(chosen, tuple) else None
    if isinstance(found, bool):
        return int(found)
    return found if isinstance(found, int) else 0
