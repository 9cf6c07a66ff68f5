"""Modular (CR 702.43) in play: the triggered ability of a permanent, built from the keyword and
found by the one trigger scanner, and its instruction's handler; its entering part is a
replacement (`engine.modifiers.entering`).

"When this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter
on target artifact creature for each +1/+1 counter on this permanent." (702.43a) The counters
are counted on the permanent as it last existed (608.2h). Each instance triggers separately
(702.43b).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.modular.model import ModularCounters
from engine.modifiers.triggers import keyword_trigger

_NUMBERS = ("", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


@keyword_trigger("Modular", "702.43a")
@cache
def modular_ability(parameter: str) -> v.Triggered:
    """The triggered ability of "Modular N" (702.43a); its entering part is a replacement."""
    what = "a +1/+1 counter on target artifact creature for each +1/+1 counter on this"
    return v.Triggered(
        trigger=v.Trigger(event="put_into_graveyard"),
        targets=(
            v.TargetSpec(
                kind="creature",
                filter=v.Filter(types=("Artifact", "Creature")),
                text="target artifact creature",
            ),
        ),
        effects=(v.May(effects=(ModularCounters(target=0),), text=f"put {what}"),),
        text=f"Modular {int(parameter)} (when this dies, you may put {what})",
    )


@handles(ModularCounters)
def _modular(state: GameState, instr: ModularCounters, ctx: Context) -> Result:
    """A +1/+1 counter for each +1/+1 counter the permanent had as it last existed on the
    battlefield (702.43a, 608.2h): the trigger's source is that permanent."""
    n = ctx.source.counter("+1/+1")
    counters = f"{_NUMBERS[n] if n < len(_NUMBERS) else n} +1/+1 counter{'s' if n != 1 else ''}"
    said = event(
        "modular",
        f"{describe(state, ctx.source)} had {counters} as it left the "
        "battlefield: that many go on the target.",
        "702.43a",
        "608.2h",
        objects=[ctx.source.id],
    )
    if n <= 0:
        return state, [said]
    state, events = perform(
        state, v.PutCounters(counter="+1/+1", amount=n, target=instr.target), ctx
    )
    return state, [said, *events]
