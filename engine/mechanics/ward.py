"""Ward (CR 702.21): a triggered ability each ward keyword stands for.

"Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays [cost]." (702.21a). This module
registers that ability for the keyword (`engine.triggers.keyword_trigger`), so it triggers through
the one trigger scanner and waits for priority like any trigger (603.3); its instruction, counter
unless that player pays, is the one `engine.mechanics.unless_pays` performs for every card.
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import CounterUnlessPays, Trigger, Triggered
from engine.triggers import keyword_trigger


@keyword_trigger("Ward", "702.21a")
@cache
def ward_ability(cost: str) -> Triggered:
    """The triggered ability "Ward [cost]" stands for (702.21a)."""
    return Triggered(
        trigger=Trigger(event="becomes_target"),
        effects=(CounterUnlessPays(cost=cost),),
        text=(
            f"Ward {cost} (whenever this permanent becomes the target of a spell or ability an "
            f"opponent controls, counter that spell or ability unless that player pays {cost})"
        ),
    )
