"""Revealing the top card of your library into your hand (701.20a), then losing or gaining life
equal to its mana value (202.3) — an empty library reveals nothing and changes no life."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.library import top
from engine.mechanics.reveal_to_hand.model import RevealTopToHand
from engine.operations.zones import move


@handles(RevealTopToHand)
def reveal_top_to_hand(state: GameState, instr: RevealTopToHand, ctx: Context) -> Result:
    you = ctx.controller
    state, cards = top(state, you, 1)
    if not cards:
        return state, [
            event("reveal", f"Player {you}'s library is empty: nothing is revealed.", "701.20a")
        ]
    card = state.objects[cards[0]]
    value = card.card.cost.mana_value
    events: list[Event] = [
        event(
            "reveal",
            f"Player {you} reveals the top card of their library, {describe(state, card)} "
            f"(mana value {value}), and puts it into their hand (it isn't drawn).",
            "701.20a",
            objects=[you, card.id],
        )
    ]
    state, more = move(state, card.id, Zone.HAND)
    events += more
    if instr.life is None or value == 0:
        return state, events
    change: v.Effect = (
        v.LoseLife(amount=value) if instr.life == "lose" else v.GainLife(amount=value)
    )
    state, more = perform(state, change, ctx)
    return state, events + more
