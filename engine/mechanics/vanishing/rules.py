"""Vanishing (CR 702.63) in play: the two triggered abilities the keyword stands for, built from
it and found by the one trigger scanner, the upkeep ability's intervening "if" and its
instruction's handler; its entering part is a replacement (`engine.modifiers.entering`).

The upkeep ability triggers only if the permanent has a time counter then, and does nothing if
it has none as it resolves (603.4). The sacrifice is a separate ability triggered by the last
time counter being removed (the game's `last_time_counter_removed` event): by the upkeep ability
or by any other effect or cost that removes it (122.1). A permanent that entered with none (a
copy that never had the counters, 702.63a's first ability not applying) never triggers either.
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.occurrences import Occurrence
from engine.core.state import GameObject, GameState, Info, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.vanishing.model import HAS_TIME_COUNTER, RULE, RemoveTimeCounter
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import keyword_trigger
from engine.operations.basic import take_counters


@cache
def sacrifice_ability(parameter: str) -> v.Triggered:
    """ "When the last time counter is removed from this permanent, sacrifice it." (702.63a)"""
    del parameter
    return v.Triggered(
        trigger=v.Trigger(event="last_time_counter_removed"),
        effects=(v.Sacrifice(),),
        text="Vanishing (when the last time counter is removed from this, sacrifice it)",
    )


@keyword_trigger("Vanishing", RULE, also=(sacrifice_ability,))
@cache
def upkeep_ability(parameter: str) -> v.Triggered:
    """ "At the beginning of your upkeep, if this permanent has a time counter on it, remove a
    time counter from it." (702.63a); its entering part is a replacement."""
    return v.Triggered(
        trigger=v.Trigger(event="beginning_of_upkeep", condition=HAS_TIME_COUNTER),
        effects=(RemoveTimeCounter(),),
        text=f"Vanishing {int(parameter)} (at the beginning of your upkeep, if this has a time "
        "counter on it, remove a time counter from it)",
    )


def _none_left(state: GameState, source: GameObject, info: Info) -> str | None:
    del info
    obj = state.current(source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return f"{describe(state, source)} has left the battlefield"
    return None if obj.counter("time") else f"{describe(state, obj)} has no time counter on it"


@trigger_condition(HAS_TIME_COUNTER, "603.4", again=_none_left)
def _has_time_counter(
    state: GameState, occ: Occurrence, source: GameObject, info: Info
) -> Info | None:
    """The intervening "if" as the upkeep begins: it has a time counter on it (603.4)."""
    del state, occ, info
    return () if source.counter("time") else None


@handles(RemoveTimeCounter)
def _remove_time_counter(state: GameState, instr: RemoveTimeCounter, ctx: Context) -> Result:
    """Remove a time counter from the permanent (702.63a, 122.1); removing the last one
    triggers its other ability. One that has left the battlefield is a new object (400.7)."""
    del instr
    obj = state.current(ctx.source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or not obj.counter("time"):
        return state, []
    have = obj.counter("time")
    left = have - 1
    said = event(
        "vanishing",
        f"A time counter is removed from {describe(state, obj)} ({have} → {left}"
        f"{'; it was the last' if not left else ''}).",
        RULE,
        "122.1",
        objects=[obj.id],
    )
    state, fired = take_counters(state, obj, "time", 1)
    return state, [said, *fired]
