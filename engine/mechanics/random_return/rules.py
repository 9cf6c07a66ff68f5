"""Returning cards picked at random from a graveyard as the instruction resolves.

The cards are those of its controller's graveyard with the stated quality as it resolves
(608.2h); `amount` of them are picked at random — by the fixed random outcome shuffles and
random discards use (`discard.at_random`, 701.9b), so a run replays exactly — and each goes to
its owner's hand or onto the battlefield under its owner's control (110.2), a new object
(400.7).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import Event, GameState, Zone
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.discard import at_random
from engine.mechanics.random_return.model import ReturnAtRandom
from engine.operations.zones import move


@handles(ReturnAtRandom)
def _return_at_random(state: GameState, instr: ReturnAtRandom, ctx: Context) -> Result:
    you = ctx.controller
    cards = [
        i
        for i in state.graveyards.get(you, ())
        if matches(state, state.objects[i], instr.filter, you, ctx.source.id) is None
    ]
    if not cards:
        return state, [event("no_effect", "There is no such card to return.", "609.3")]
    picked = cards if len(cards) <= instr.amount else at_random(state, you, cards, instr.amount)
    zone = Zone.HAND if instr.to == "hand" else Zone.BATTLEFIELD
    where = "its owner's hand" if instr.to == "hand" else "the battlefield"
    events: list[Event] = []
    for card in picked:
        obj = state.objects[card]
        how = (
            f"is picked at random among {len(cards)} such cards in player {you}'s graveyard "
            "(the engine can't be random and replay exactly, so it uses one possible outcome)"
            if len(picked) < len(cards)
            else f"is returned: player {you}'s graveyard has no more than {instr.amount} such "
            "card(s), so nothing is left to chance"
        )
        events.append(event("random", f"{describe(state, obj)} {how}.", "608.2c", objects=[card]))
        if zone is Zone.BATTLEFIELD:
            state, more = move(state, card, zone, controller=obj.owner)
        else:
            state, more = move(state, card, zone)
        events.append(
            event(
                "zone",
                f"{describe(state, obj)} returns from the graveyard to {where} (a new object).",
                "400.7",
                *(("110.2",) if zone is Zone.BATTLEFIELD else ()),
                objects=[card],
            )
        )
        events += more
    return state, events
