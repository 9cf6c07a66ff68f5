"""A player exiling a card of their choice from their hand (701.13a).

The player the instruction names chooses the card (608.2d: a choice made as it resolves, by
the player the instruction tells to act); each player it names acts in APNAP order (101.4). An
empty hand exiles nothing.
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.discard import hand
from engine.mechanics.exile_from_hand.model import ExileFromHand
from engine.operations.zones import move


@handles(ExileFromHand)
def exile_from_hand(state: GameState, instr: ExileFromHand, ctx: Context) -> Result:
    events: list[Event] = []
    source = describe(state, ctx.source)
    for player in ctx.players(state, instr.player, instr.target):
        cards = hand(state, player)
        if not cards:
            text = f"Player {player} has no card in hand to exile ({source})."
            events.append(event("no_effect", text, "701.13a", objects=[player]))
            continue
        question = f"Player {player}: choose a card in your hand to exile ({source})."
        card = str(ask(NeedChoice(ChoiceKind.OBJECT, player, question, ("608.2d",), tuple(cards))))
        name = describe(state, state.objects[card])
        state, more = move(state, card, Zone.EXILE)
        text = f"Player {player} exiles {name} from their hand ({source})."
        events += [event("zone", text, "701.13a", objects=[player, card]), *more]
    return state, events
