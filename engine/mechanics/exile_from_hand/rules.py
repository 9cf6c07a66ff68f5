"""A player exiling a card of their choice from their hand (701.13a).

The player the instruction names chooses the card (608.2d: a choice made as it resolves, by
the player the instruction tells to act); each player it names acts in APNAP order (101.4). An
empty hand, or one with no card of the quality asked for, exiles nothing. A linked exile
(imprint's, 607.2a) is remembered by its source while the source is on the battlefield as the
same object; exiled after it left, the card is remembered by nothing (400.7).
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameState, Zone
from engine.derived.linked_abilities import remember
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.discard import hand
from engine.mechanics.exile_from_hand.model import ExileFromHand
from engine.operations.zones import move


@handles(ExileFromHand)
def exile_from_hand(state: GameState, instr: ExileFromHand, ctx: Context) -> Result:
    events: list[Event] = []
    source = describe(state, ctx.source)
    flt = instr.filter
    for player in ctx.players(state, instr.player, instr.target):
        cards = [
            c
            for c in hand(state, player)
            if flt is None or matches(state, state.objects[c], flt, player, ctx.source.id) is None
        ]
        if not cards:
            which = "card" if flt is None else "card of the quality asked for"
            text = f"Player {player} has no {which} in hand to exile ({source})."
            events.append(event("no_effect", text, "701.13a", objects=[player]))
            continue
        question = f"Player {player}: choose a card in your hand to exile ({source})."
        card = str(ask(NeedChoice(ChoiceKind.OBJECT, player, question, ("608.2d",), tuple(cards))))
        name = describe(state, state.objects[card])
        state, more = move(state, card, Zone.EXILE)
        text = f"Player {player} exiles {name} from their hand ({source})."
        rules: tuple[str, ...] = ("701.13a",)
        if instr.linked:
            state, holder = remember(state, ctx.source.ref, state.objects[card])
            if holder is not None:
                text = f"Player {player} exiles {name} from their hand, exiled with {source}."
                rules = ("701.13a", "607.2a")
            else:
                text = (
                    f"Player {player} exiles {name} from their hand; {source} has left the "
                    "battlefield, so no ability of it refers to the card."
                )
                rules = ("701.13a", "607.2a", "400.7")
        events += [event("zone", text, *rules, objects=[player, card]), *more]
    return state, events
