"""Fading (CR 702.32) in play: the upkeep trigger of a permanent, built from the keyword and
found by the one trigger scanner, and its instruction's handler; its entering part is a
replacement (`engine.modifiers.entering`).

"At the beginning of your upkeep, remove a fade counter from this permanent. If you can't,
sacrifice the permanent." (702.32a)
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.fading.model import RemoveCounterOrSacrifice
from engine.modifiers.triggers import keyword_trigger
from engine.operations.basic import sacrifice

_NUMBERS = ("", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def _count(n: int, what: str) -> str:
    return f"{_NUMBERS[n] if n < len(_NUMBERS) else n} {what}{'s' if n != 1 else ''}"


@keyword_trigger("Fading", "702.32a")
@cache
def fading_ability(parameter: str) -> v.Triggered:
    """The upkeep trigger of "Fading N" (702.32a); its entering part is a replacement."""
    return v.Triggered(
        trigger=v.Trigger(event="beginning_of_upkeep"),
        effects=(RemoveCounterOrSacrifice(counter="fade"),),
        text=f"Fading {int(parameter)} (at the beginning of your upkeep, remove a fade counter "
        "from this; if you can't, sacrifice it)",
    )


@handles(RemoveCounterOrSacrifice)
def _fade(state: GameState, instr: RemoveCounterOrSacrifice, ctx: Context) -> Result:
    """Remove a counter from the permanent; if it has none, it is sacrificed (702.32a). A
    permanent that has left the battlefield is neither (it is a new object, 400.7)."""
    obj = state.current(ctx.source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return state, []
    name = describe(state, obj)
    have = obj.counter(instr.counter)
    if have:
        state = state.with_object(
            obj.with_counters({**dict(obj.counters), instr.counter: have - 1})
        )
        left = _count(have - 1, f"{instr.counter} counter")
        text = f"A {instr.counter} counter is removed from {name} ({left} left)."
        return state, [event("fading", text, "702.32a", "122.1", objects=[obj.id])]
    said = event(
        "fading",
        f"{name} has no {instr.counter} counter to remove, so its controller sacrifices it.",
        "702.32a",
        "701.21a",
        objects=[obj.id],
    )
    state, events = sacrifice(state, obj)
    return state, [said, *events]
