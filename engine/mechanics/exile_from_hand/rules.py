"""A player exiling cards of their choice from their hand or their graveyard (701.13a).

The player the instruction names chooses the card (608.2d: a choice made as it resolves, by
the player the instruction tells to act); each player it names acts in APNAP order (101.4). An
empty hand, or one with no card of the quality asked for, exiles nothing. A linked exile
(imprint's, 607.2a) is remembered by its source while the source is on the battlefield as the
same object; exiled after it left, the card is remembered by nothing (400.7).
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameState, ObjectId, PlayerId, Zone
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
    zone = "hand" if instr.zone == "hand" else "graveyard"
    for player in ctx.players(state, instr.player, instr.target):
        held = hand(state, player) if instr.zone == "hand" else _graveyard(state, player)
        cards = [
            c
            for c in held
            if flt is None or matches(state, state.objects[c], flt, player, ctx.source.id) is None
        ]
        if not cards:
            which = "card" if flt is None else "card of the quality asked for"
            where = "in hand" if instr.zone == "hand" else "in their graveyard"
            text = f"Player {player} has no {which} {where} to exile ({source})."
            events.append(event("no_effect", text, "701.13a", objects=[player]))
            continue
        for n in range(min(instr.amount, len(cards))):
            # One card at a time, each the player's choice (608.2d); all of them when they
            # have no more than the instruction asks for, nothing to choose.
            left = [c for c in cards if state.objects[c].zone is _ZONES[instr.zone]]
            if len(left) <= instr.amount - n:
                card = left[0]
            else:
                count = f" ({n + 1} of {instr.amount})" if instr.amount > 1 else ""
                question = (
                    f"Player {player}: choose a card in your {zone} to exile{count} ({source})."
                )
                card = str(
                    ask(NeedChoice(ChoiceKind.OBJECT, player, question, ("608.2d",), tuple(left)))
                )
            state, more = _exile_one(state, instr, ctx, player, card, source)
            events += more
    return state, events


_ZONES = {"hand": Zone.HAND, "graveyard": Zone.GRAVEYARD}


def _graveyard(state: GameState, player: PlayerId) -> list[ObjectId]:
    return [o.id for o in state.in_zone(Zone.GRAVEYARD, player)]


def _exile_one(
    state: GameState,
    instr: ExileFromHand,
    ctx: Context,
    player: PlayerId,
    card: ObjectId,
    source: str,
) -> Result:
    """One chosen card exiled (701.13a), remembered by a linked ability's source (607.2a)."""
    name = describe(state, state.objects[card])
    where = "hand" if instr.zone == "hand" else "graveyard"
    state, more = move(state, card, Zone.EXILE)
    text = f"Player {player} exiles {name} from their {where} ({source})."
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
    return state, [event("zone", text, *rules, objects=[player, card]), *more]
