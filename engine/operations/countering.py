"""Countering an activated or triggered ability on the stack (CR 701.6a): it leaves the stack
and none of its effects occur; no cost paid for it is refunded (701.6b). With `bind`, the
permanent whose ability it was can't have its activated abilities activated for the rest of the
turn ("If a permanent's ability is countered this way, activated abilities of that permanent
can't be activated this turn": Trickbind) — a continuous effect on that permanent (611.2a,
613.11), only if it is still the same object on the battlefield (400.7).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, ObjectId, Zone


def counter_ability(
    state: GameState, item: ObjectId, by: GameObject, *, bind: bool = False
) -> tuple[GameState, list[Event]]:
    """Counter the ability `item` on the stack (701.6a); `bind` as above."""
    ability = state.abilities[item]
    words = f"{describe(state, ability.source_lki)}'s ability"
    abilities = dict(state.abilities)
    del abilities[item]
    state = replace(state, abilities=abilities, stack=tuple(i for i in state.stack if i != item))
    events = [
        event("counter", f"{describe(state, by)} counters {words}.", "701.6a", objects=[item])
    ]
    source = state.objects.get(ability.source_lki.id)
    if not bind or source is None or ability.source_lki.zone is not Zone.BATTLEFIELD:
        return state, events
    if source.zone is not Zone.BATTLEFIELD or source.ref != ability.source_lki.ref:
        return state, events  # a new object since (400.7): not "that permanent"
    state = state.begin_effect(
        by,
        duration="end_of_turn",
        modifications=(v.CantActivate(),),
        affected=(source.ref,),
    )
    events.append(
        event(
            "effect",
            f"{describe(state, source)}'s activated abilities can't be activated this turn "
            f"({by.card.name}).",
            "602.5",
            "611.2a",
            objects=[source.id, by.id],
        )
    )
    return state, events
