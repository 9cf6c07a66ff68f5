"""Cumulative upkeep's spellings, a keyword with a mana cost (702.24a), the cost written in
capitals and made of numbers and the colors' and colorless mana's symbols, or with a life cost
("Cumulative upkeep—Pay 1 life", 119.4), and the instruction that pays the life cost."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_N
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
