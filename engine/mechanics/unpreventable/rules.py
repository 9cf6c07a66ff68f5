"""Damage can't be prevented this turn (615.12), begun as its instruction resolves: kept with the
prevention shields of resolved spells until the cleanup step (514.2), where
`engine.modifiers.prevention` finds it before applying any prevention effect to damage."""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import GameState, ReplacementEffect
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.unpreventable.model import DamageCantBePrevented


@handles(DamageCantBePrevented)
def damage_cant_be_prevented(
    state: GameState, instr: DamageCantBePrevented, ctx: Context
) -> Result:
    """ "Damage can't be prevented this turn." """
    del instr
    number = state.ids.replacement + 1
    state = replace(state, ids=replace(state.ids, replacement=number))
    state, timestamp = state.stamp()
    effect = ReplacementEffect(
        id=f"r{number}",
        source=ctx.source.id,
        source_name=ctx.source.card.name,
        controller=ctx.controller,
        timestamp=timestamp,
        text="Damage can't be prevented this turn",
        unpreventable=True,
    )
    state = replace(state, replacement_effects=(*state.replacement_effects, effect))
    return state, [
        event(
            "effect",
            f"{describe(state, ctx.source)}: damage can't be prevented this turn ({effect.id}).",
            "615.12",
            "611.2a",
            objects=[ctx.source.id],
        )
    ]
