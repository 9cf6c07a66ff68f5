"""Dealing damage as it was divided (601.2d): each target of the spec still legal is dealt the
amount announced for its position among the spec's targets; one no longer legal is dealt none,
and the division isn't changed (608.2b, 115.7f)."""

from __future__ import annotations

from engine.core.state import Event, GameObject, GameState
from engine.derived.division import announced
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.divided_damage.model import DealDividedDamage
from engine.operations.basic import deal_damage


@handles(DealDividedDamage)
def deal_divided_damage(state: GameState, instr: DealDividedDamage, ctx: Context) -> Result:
    """ "~ deals 2 damage divided as you choose among one or two targets" """
    item = state.resolving.item if state.resolving is not None else ""
    entry = state.objects.get(item) or state.abilities.get(item)
    if entry is None or instr.to >= len(entry.targets):
        return state, []
    # A spell keeps its division with it (`chosen`), an ability on the stack in its info.
    chosen = dict(entry.chosen if isinstance(entry, GameObject) else entry.info)
    group = entry.targets[instr.to]
    events: list[Event] = []
    for target in ctx.targets[instr.to] if instr.to < len(ctx.targets) else ():
        amount = announced(chosen, instr.to, group.index(target)) if target in group else 0
        if amount:
            state, more = deal_damage(state, ctx.source, target, amount)
            events += more
    return state, events
