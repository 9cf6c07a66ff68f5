"""Ward's spellings, each with a parameter (702.21a), and its instructions with a life or a
discard cost, members of the vocabulary's `Effect` union; "Ward {cost}"'s is the one
counter-unless-pays of every card (`engine.cards.vocabulary.CounterUnlessPays`)."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.keyword_names import keyword_with, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


def _cost(text: str) -> str | None:
    """ "{2}" of "Ward {2}": mana symbols, written in capitals."""
    return text.upper() if re.fullmatch(r"(?:\{[^}]+\})+", text) else None


def _life(text: str) -> str | None:
    """ "3 life" of "Ward—Pay 3 life", from 1 to `MAX_N`; a full stop may follow."""
    found = re.fullmatch(r"(\d+) life\.?", text, re.IGNORECASE)
    n = None if found is None else number(1, MAX_N)(found.group(1))
    return None if n is None else f"{n} life"


def _a_card(text: str) -> str | None:
    """ "a card" of "Ward—Discard a card"; a full stop may follow."""
    return "a card" if re.fullmatch(r"a card\.?", text, re.IGNORECASE) else None


#: What "Ward—Sacrifice [a permanent]" asks, by how it is written: the permanent's filter.
SACRIFICED = {
    "a creature": Filter(types=("Creature",)),
    "a permanent with mana value 1 or greater": Filter(mana_value_at_least=1),
}


def _sacrificed(text: str) -> str | None:
    """ "a creature" of "Ward—Sacrifice a creature." (`SACRIFICED`); a full stop may follow."""
    found = text.removesuffix(".").lower()
    return found if found in SACRIFICED else None


WARD = keyword_with("Ward", _cost)
WARD_PAY = keyword_with("Ward—Pay", _life)
WARD_DISCARD = keyword_with("Ward—Discard", _a_card)
WARD_SACRIFICE = keyword_with("Ward—Sacrifice", _sacrificed)


class CounterUnlessDiscards(MechanicInstruction):
    """Ward's instruction with a discard cost, "Ward—Discard a card" (702.21a): counter the spell
    or ability that targeted this permanent unless its controller discards a card (701.9a)."""

    op: Literal["counter_unless_discards"] = "counter_unless_discards"


class CounterUnlessPaysLife(MechanicInstruction):
    """Ward's instruction with a life cost, "Ward—Pay N life" (702.21a): counter the spell or
    ability that targeted this permanent unless its controller pays `life` life (119.4)."""

    op: Literal["counter_unless_pays_life"] = "counter_unless_pays_life"
    life: int = Field(ge=1, le=MAX_N)


class CounterUnlessSacrifices(MechanicInstruction):
    """Ward's instruction with a sacrifice cost, "Ward—Sacrifice a creature" (702.21a): counter
    the spell or ability that targeted this permanent unless its controller sacrifices a
    permanent matching `filter` (701.21a), said as `said`."""

    op: Literal["counter_unless_sacrifices"] = "counter_unless_sacrifices"
    filter: Filter
    said: str = Field(min_length=1, max_length=80)
