"""Cumulative upkeep's spellings, a keyword with a mana cost (702.24a), the cost written in
capitals and made of numbers and the colors' and colorless mana's symbols, or with a life cost
("Cumulative upkeep—Pay 1 life", 119.4) or a sacrifice cost ("Cumulative upkeep—Sacrifice a
creature", 701.21a), and the instructions that pay the life and the sacrifice costs."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

CUMULATIVE_UPKEEP = keyword_with(
    "Cumulative upkeep", mana_cost(symbols=r"\d+|[WUBRGC]"), joined=True, cumulative=True
)


def _life(text: str) -> str | None:
    """ "1 life" of "Cumulative upkeep—Pay 1 life.", from 1 to `MAX_N`; a full stop may
    follow."""
    found = re.fullmatch(r"(\d+) life\.?", text, re.IGNORECASE)
    n = None if found is None else number(1, MAX_N)(found.group(1))
    return None if n is None else f"{n} life"


#: "Cumulative upkeep—Pay N life" (702.24a with a life cost, 119.4).
CUMULATIVE_UPKEEP_LIFE = keyword_with("Cumulative upkeep—Pay", _life, cumulative=True)


class SacrificeUnlessPaysLife(MechanicInstruction):
    """Cumulative upkeep's payment with a life cost (702.24a): pay `life` life for each age
    counter on this permanent, all of it or none (119.4: only with at least that much life); if
    it isn't paid, sacrifice the permanent (701.21a)."""

    op: Literal["sacrifice_unless_pays_life"] = "sacrifice_unless_pays_life"
    life: int = Field(ge=1, le=MAX_N)


#: What "Cumulative upkeep—Sacrifice [a permanent]" sacrifices for each age counter, by how it is
#: written: the permanents' filter (701.21a).
SACRIFICED = {
    "a creature": Filter(types=("Creature",)),
    "a land": Filter(types=("Land",)),
}


def _sacrificed(text: str) -> str | None:
    """ "a creature" of "Cumulative upkeep—Sacrifice a creature."; a full stop may follow."""
    found = text.removesuffix(".").lower()
    return found if found in SACRIFICED else None


#: "Cumulative upkeep—Sacrifice a creature" (702.24a with a sacrifice cost, 701.21a).
CUMULATIVE_UPKEEP_SACRIFICE = keyword_with(
    "Cumulative upkeep—Sacrifice", _sacrificed, cumulative=True
)


class SacrificeUnlessSacrifices(MechanicInstruction):
    """Cumulative upkeep's payment with a sacrifice cost (702.24a): sacrifice a permanent
    matching `filter` (said as `said`) for each age counter on this permanent, all of them or
    none (118.3); if they aren't, sacrifice this permanent (701.21a)."""

    op: Literal["sacrifice_unless_sacrifices"] = "sacrifice_unless_sacrifices"
    filter: Filter
    said: str = Field(min_length=1, max_length=40)
