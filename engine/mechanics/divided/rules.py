"""Dealing damage or putting counters as they were divided (601.2d): each target of the spec still
legal is dealt, or gets, the amount announced for its position among the spec's targets; one no
longer legal gets none, and the division isn't changed (608.2b, 115.7f)."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, Target
from engine.derived.division import announced
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.divided.model import DealDividedDamage, PutDistributedCounters
from engine.operations.damage import deal_damage_together


def _division(state: GameState, to: int, ctx: Context) -> list[tuple[Target, int]]:
    """Each target of spec `to` still legal and the amount announced for it."""
    item = state.resolving.item if state.resolving is not None else ""
    entry = state.objects.get(item) or state.abilities.get(item)
    if entry is None or to >= len(entry.targets):
        return []
    # A spell keeps its division with it (`chosen`), an ability on the stack in its info.
    chosen = dict(entry.chosen if isinstance(entry, GameObject) else entry.info)
    group = entry.targets[to]
    out = []
    for target in ctx.targets[to] if to < len(ctx.targets) else ():
        amount = announced(chosen, to, group.index(target)) if target in group else 0
        if amount:
            out.append((target, amount))
    return out


@handles(DealDividedDamage)
def deal_divided_damage(state: GameState, instr: DealDividedDamage, ctx: Context) -> Result:
    """ "~ deals 2 damage divided as you choose among one or two targets" """
    dealt = [(ctx.source, target, amount) for target, amount in _division(state, instr.to, ctx)]
    return deal_damage_together(state, dealt)


@handles(PutDistributedCounters)
def put_distributed_counters(
    state: GameState, instr: PutDistributedCounters, ctx: Context
) -> Result:
    """ "Distribute three +1/+1 counters among one, two, or three target creatures": each target
    gets its counters as "put N counters on target …" puts them (122.1; replacement effects on
    how many apply to each, 614.1a)."""
    events: list[Event] = []
    whole = ctx.targets
    for target, amount in _division(state, instr.to, ctx):
        only = tuple((target,) if i == instr.to else () for i in range(len(whole)))
        put = v.PutCounters(counter=instr.counter, amount=amount, target=instr.to)
        state, more = perform(state, put, replace(ctx, targets=only))
        events += more
    return state, events
