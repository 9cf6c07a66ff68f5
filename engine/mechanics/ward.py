"""Ward (CR 702.21): a triggered ability each ward keyword stands for.

"Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter that spell or ability unless that player pays [cost]." (702.21a). The engine
builds that triggered ability from the keyword; it waits for priority like any trigger (603.3).
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from engine.cards.vocabulary import CounterUnlessPays, Trigger, Triggered
from engine.characteristics import characteristics, controller_of
from engine.choices import NeedChoice, ask
from engine.events import describe, event
from engine.instructions import Context, Result, handles
from engine.mana import ManaError, parse_cost, pay
from engine.operations import counter
from engine.state import (
    ChoiceKind,
    GameState,
    ObjectId,
    ObjectRef,
    PendingTrigger,
    PlayerId,
    Target,
    Zone,
)

#: The ability index that marks a ward trigger (it isn't one of the card's printed abilities).
WARD_INDEX = -1


@cache
def ward_ability(cost: str) -> Triggered:
    return Triggered(
        trigger=Trigger(event="cast"),
        effects=(CounterUnlessPays(cost=cost),),
        text=(
            f"Ward {cost} (whenever this permanent becomes the target of a spell or ability an "
            f"opponent controls, counter that spell or ability unless that player pays {cost})"
        ),
    )


def queue_ward_triggers(
    state: GameState,
    item: ObjectId,
    controller: PlayerId,
    targets: tuple[tuple[Target, ...], ...],
) -> GameState:
    """Ward triggers of permanents that `item` (controlled by `controller`) targets (702.21a)."""
    for group in targets:
        for target in group:
            if not isinstance(target, ObjectRef):
                continue
            obj = state.current(target)
            # Ward is an ability of a permanent: a spell with ward on the stack (a creature spell
            # targeted by a counterspell) has no working ward (113.6, 702.21a "this permanent").
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            chars = characteristics(state, obj)
            owner_of_ward = controller_of(state, obj, chars)
            if owner_of_ward == controller:
                continue
            for keyword in chars.keywords:
                if not keyword.startswith("Ward "):
                    continue
                state, ability_id = state.new_ability_id()
                trigger = PendingTrigger(
                    ability_id,
                    obj.ref,
                    obj,
                    owner_of_ward,
                    WARD_INDEX,
                    (("spell", item), ("ward", keyword.removeprefix("Ward "))),
                )
                state = replace(state, pending_triggers=(*state.pending_triggers, trigger))
    return state


def definition(info: tuple[tuple[str, object], ...]) -> Triggered:
    return ward_ability(str(dict(info)["ward"]))


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
