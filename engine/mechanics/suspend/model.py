"""Suspend's spelling, a keyword with a number of time counters and a mana cost without X
(702.62a); the alternative cost its last ability casts the card for, without paying its mana
cost (702.62d, 118.9), and the mark that cast leaves on the spell and the permanent it becomes;
the upkeep ability's intervening "if" and the instructions of its two triggered abilities."""

from __future__ import annotations

import re
from typing import Literal

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.casting import cast_mark, keyword_alternative
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_condition_name

RULE = "702.62a"
#: A card is suspended if it's in exile, has suspend and has a time counter on it (702.62b).
SUSPENDED_RULE = "702.62b"
#: The rule by which the cast follows the rules for alternative costs (702.62d).
CAST_RULE = "702.62d"

_TIMES = number(1, MAX_N)
_COST = mana_cost(x=False)


def _times_and_cost(text: str) -> str | None:
    """ "3—{2}{B}{B}": the number of time counters, an em dash, the cost (702.62a)."""
    found = re.fullmatch(r"(\d+) ?— ?(\S+)", text)
    if found is None:
        return None
    times, cost = _TIMES(found.group(1)), _COST(found.group(2))
    return None if times is None or cost is None else f"{times}—{cost}"


SUSPEND = keyword_with("Suspend", _times_and_cost)
#: A spell cast by suspend's last ability, and the permanent it becomes: a creature spell so cast
#: gains haste until its caster loses control of it (702.62a).
SUSPEND_CAST = cast_mark("cast_suspended", RULE)
keyword_alternative(
    SUSPEND,
    RULE,
    CAST_RULE,
    said="{name} is cast by its suspend ability without paying its mana cost (an alternative "
    "cost, 118.9); X, if any, is 0.",
    mark=SUSPEND_CAST,
)
#: The upkeep ability's intervening "if": "if this card is suspended" (603.4, 702.62b).
IS_SUSPENDED = trigger_condition_name("suspend")


def times_and_cost(keyword: str) -> tuple[int, str]:
    """The number of time counters and the cost of a canonical "Suspend 3—{2}{B}{B}"."""
    times, _, cost = keyword.removeprefix(f"{SUSPEND} ").partition("—")
    return int(times), cost


class RemoveSuspendTimeCounter(MechanicInstruction):
    """Suspend's upkeep instruction (702.62a): remove a time counter from this card, if it is
    still suspended in exile."""

    op: Literal["remove_suspend_time_counter"] = "remove_suspend_time_counter"


class CastSuspended(MechanicInstruction):
    """Suspend's last ability (702.62a): its owner may cast this card without paying its mana
    cost if it is still exiled; if they don't, it remains exiled."""

    op: Literal["cast_suspended"] = "cast_suspended"
