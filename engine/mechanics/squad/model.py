"""Squad's spelling, a keyword with a mana cost (702.157a), written in capitals, without X; its
cost is an optional additional cost (118.8) paid any number of times, how many asked as the
spell is cast (601.2b), which leaves the mark "squad" on the spell and the permanent it becomes
with that number; and its instruction, one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.casting import additional_cost, cast_mark
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

RULE = "702.157a"
SQUAD = keyword_with("Squad", mana_cost(x=False), costed=True)
PAID = cast_mark("squad", RULE)
additional_cost(
    SQUAD,
    RULE,
    paid="any_number",
    said="The squad cost {cost} of {name} is paid {times} as an additional cost.",
    mark=PAID,
)


class SquadCopies(MechanicInstruction):
    """Squad's instruction (702.157a): create a token that's a copy of this creature for each
    time its squad cost was paid, as it is or as it last existed on the battlefield (608.2h)."""

    op: Literal["squad_copies"] = "squad_copies"
