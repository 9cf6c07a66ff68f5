"""Ward (CR 702.21): a triggered ability each ward keyword stands for.

"Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays [cost]." (702.21a). This module
registers that ability for the keyword (`engine.triggers.keyword_trigger`), so it triggers through
the one trigger scanner and waits for priority like any trigger (603.3); and the handler of its
instruction, counter unless that player pays.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from engine.cards.vocabulary import CounterUnlessPays, Trigger, Triggered
from engine.choices import NeedChoice, ask
from engine.events import describe, event
from engine.instructions import Context, Result, handles
from engine.mana import ManaError, parse_cost, pay
from engine.operations import counter
from engine.state import (
    ChoiceKind,
    GameState,
)
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


@handles(CounterUnlessPays)
def _counter_unless_pays(state: GameState, instr: CounterUnlessPays, ctx: Context) -> Result:
    """Ward (702.21a): counter the spell or ability unless its controller pays the cost."""
    item = dict(ctx.info).get("spell")
    spell = state.objects.get(item or "")
    ability = state.abilities.get(item or "")
    if item not in state.stack or (spell is None and ability is None):
        return state, [
            event("ward", f"{item} is no longer on the stack; ward does nothing.", "702.21a")
        ]
    payer = spell.controller if spell is not None else ability.controller  # type: ignore[union-attr]
    cost = parse_cost(instr.cost)
    player = state.player(payer)
    try:
        new_pool = pay(player.mana_pool, cost)
    except ManaError:
        new_pool = None
    paid = False
    if new_pool is not None:
        paid = bool(
            ask(
                NeedChoice(
                    ChoiceKind.PAY,
                    payer,
                    f"Ward {instr.cost}: player {payer}, pay {instr.cost} or {item} is countered.",
                    ("702.21a",),
                    ("true", "false"),
                )
            )
        )
    if paid and new_pool is not None:
        state = state.with_player(replace(player, mana_pool=new_pool))
        return state, [
            event(
                "ward",
                f"Player {payer} pays the ward cost {instr.cost}; {item} isn't countered.",
                "702.21a",
                objects=[payer, item],
            )
        ]
    why = "doesn't pay" if new_pool is not None else "can't pay"
    if spell is not None:
        state, events = counter(state, spell, ctx.source)
    else:
        abilities = dict(state.abilities)
        del abilities[item]
        state = replace(
            state, abilities=abilities, stack=tuple(i for i in state.stack if i != item)
        )
        events = [event("counter", f"The ability {item} is countered.", "701.6a", objects=[item])]
    return state, [
        event(
            "ward",
            f"Player {payer} {why} the ward cost {instr.cost} of {describe(state, ctx.source)}.",
            "702.21a",
            objects=[payer, item],
        ),
        *events,
    ]
