"""Putting a card from its controller's hand onto the battlefield as the instruction resolves.

The controller chooses one card of their hand matching the filter (seen as it is there); it
becomes a new object on the battlefield under their control (400.7), entering tapped when the
instruction says so. Nothing is cast or played (305.4); with no matching card nothing happens
(609.3).
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameState, Zone
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.discard import hand
from engine.mechanics.put_from_hand.model import PutFromHand
from engine.operations.zones import move


@handles(PutFromHand)
def _put_from_hand(state: GameState, instr: PutFromHand, ctx: Context) -> Result:
    you = ctx.controller
    options = tuple(
        i
        for i in hand(state, you)
        if matches(state, state.objects[i], instr.filter, you, ctx.source.id) is None
    )
    if not options:
        return state, [
            event("no_effect", f"Player {you} has no such card in hand to put.", "609.3")
        ]
    pick = ask(
        NeedChoice(
            ChoiceKind.OBJECT,
            you,
            f"Player {you}: choose the card to put from your hand onto the battlefield.",
            ("608.2d", "305.4"),
            options,
        )
    )
    card = str(pick)
    name = describe(state, state.objects[card])
    state, more = move(state, card, Zone.BATTLEFIELD, controller=you, tapped=instr.tapped)
    tapped = " tapped" if instr.tapped else ""
    events: list[Event] = [
        event(
            "zone",
            f"Player {you} puts {name} from their hand onto the battlefield{tapped}.",
            "400.7",
            objects=[card],
        ),
        *more,
    ]
    return state, events
