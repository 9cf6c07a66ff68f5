"""Graft (CR 702.58) in play: the triggered ability the keyword stands for, built from it and
found by the one trigger scanner, its intervening "if" and its instruction's handler; its
entering part is a replacement (`engine.modifiers.entering`).

The ability triggers whenever another creature enters — anyone's — if this permanent has a
+1/+1 counter on it then, and does nothing if it has none as it resolves (603.4). Its controller
may move a counter (603.5: "may" is chosen as it resolves). Moving is removing the counter from
this permanent and putting it onto that creature, and if either can't be done — the creature
has left the battlefield (400.7), or can't have counters put on it — neither is (122.5). A
counter put on the creature is put as any is: replacement effects apply (614.1a).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.occurrences import Occurrence
from engine.core.state import GameObject, GameState, Info, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.graft.model import HAS_COUNTER, RULE, MoveCounterOnto
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import keyword_trigger
from engine.operations.basic import take_counters
from engine.operations.counters import put_counters

_COUNTER = "+1/+1"


@keyword_trigger("Graft", RULE)
@cache
def graft_ability(parameter: str) -> v.Triggered:
    """ "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may
    move a +1/+1 counter from this permanent onto that creature." (702.58a)"""
    return v.Triggered(
        trigger=v.Trigger(
            event="enters",
            scope="any",
            filter=v.Filter(types=("Creature",), other=True),
            condition=HAS_COUNTER,
        ),
        effects=(
            v.May(
                effects=(MoveCounterOnto(),),
                text="move a +1/+1 counter from this onto that creature",
            ),
        ),
        text=f"Graft {int(parameter)} (whenever another creature enters, if this has a +1/+1 "
        "counter on it, you may move a +1/+1 counter from this onto that creature)",
    )


def _no_counter_now(state: GameState, source: GameObject, info: Info) -> str | None:
    del info
    obj = state.current(source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return f"{describe(state, source)} has left the battlefield"
    return None if obj.counter(_COUNTER) else f"{describe(state, obj)} has no +1/+1 counter on it"


@trigger_condition(HAS_COUNTER, "603.4", again=_no_counter_now)
def _has_counter(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    """The intervening "if" as the creature enters: this has a +1/+1 counter on it (603.4)."""
    del state, occ, info
    return () if source.counter(_COUNTER) else None


@handles(MoveCounterOnto)
def _move(state: GameState, instr: MoveCounterOnto, ctx: Context) -> Result:
    """Move a +1/+1 counter from this permanent onto that creature, or none when either can't
    take part (122.5)."""
    del instr
    this = state.current(ctx.source.ref)
    found = ctx.objects(state, "that_creature")
    onto = found[0] if found and found[0].zone is Zone.BATTLEFIELD else None
    if this is None or this.zone is not Zone.BATTLEFIELD or not this.counter(_COUNTER):
        why = f"{describe(state, ctx.source)} has no +1/+1 counter on the battlefield to move"
    elif onto is None:
        why = "the creature that entered is no longer on the battlefield"
    elif onto.id == this.id:
        why = "a counter can't be moved onto the object it is on"
    else:
        why = ""
    if this is None or onto is None or why:
        text = f"No counter is moved: {why} (122.5)."
        return state, [event("graft", text, RULE, "122.5", objects=[ctx.source.id])]
    had = onto.counter(_COUNTER)
    state, put = put_counters(state, onto, _COUNTER, 1)
    now = state.current(onto.ref)
    if now is None or now.counter(_COUNTER) <= had:
        text = f"{describe(state, onto)} can't have a +1/+1 counter put on it: none is moved."
        return state, [event("graft", text, RULE, "122.5", objects=[onto.id]), *put]
    said = event(
        "graft",
        f"A +1/+1 counter is moved from {describe(state, this)} onto {describe(state, onto)}.",
        RULE,
        "122.5",
        objects=[this.id, onto.id],
    )
    state, fired = take_counters(state, state.objects[this.id], _COUNTER, 1)
    return state, [said, *put, *fired]
