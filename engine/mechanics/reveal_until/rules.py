"""Revealing cards from the top of a library until one of a kind (701.20a) in play.

The cards are revealed one at a time from the top, as objects of the library (the library is
made of objects only as far as it needs, `engine.mechanics.library.materialise`); they stay in
the library while revealed. The card found goes into its owner's hand or onto the battlefield
under the instruction's controller; the others go on the bottom in one possible random order,
fixed by the state (`library.fixed_random`, as shuffles are). A card the scenario gave only as a
number is unknown to the engine: the reveal stops at it and says so, moving nothing, rather
than guess what it is.
"""

from __future__ import annotations

from engine.cards.anonymous import ANONYMOUS
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.state import Event, GameState, ObjectId, Zone
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.library import arrange, fixed_random, names, top
from engine.mechanics.reveal_until.model import RevealUntil
from engine.operations.zones import move


@handles(RevealUntil)
def reveal_until(state: GameState, instr: RevealUntil, ctx: Context) -> Result:
    player = ctx.controller
    revealed: list[ObjectId] = []
    hit: ObjectId | None = None
    while True:
        state, cards = top(state, player, len(revealed) + 1)
        if len(cards) <= len(revealed):
            break  # the whole library is revealed
        card = state.objects[cards[len(revealed)]]
        revealed.append(card.id)
        if copiable_card(card) is ANONYMOUS:
            text = (
                f"Player {player} reveals {names(state, revealed)} from the top of their "
                f"library, stopping at {describe(state, card)}, a card the scenario gave only "
                "as a number: the engine can't tell what it is (unsupported), so nothing moves."
            )
            return state, [event("reveal", text, "701.20a", objects=[player, *revealed])]
        if matches(state, card, instr.filter, player, ctx.source.id) is None:
            hit = card.id
            break
    source = describe(state, ctx.source)
    found = f", stopping at {describe(state, state.objects[hit])}" if hit else ", finding none"
    events: list[Event] = [
        event(
            "reveal",
            f"Player {player} reveals {names(state, revealed) or 'no cards'} from the top of "
            f"their library ({source}){found}.",
            "701.20a",
            objects=[player, *revealed],
        )
    ]
    if hit is not None:
        name = describe(state, state.objects[hit])
        to = Zone.HAND if instr.to == "hand" else Zone.BATTLEFIELD
        tapped = instr.tapped and to is Zone.BATTLEFIELD
        state, more = move(state, hit, to, controller=player, tapped=tapped)
        where = "into their hand" if to is Zone.HAND else "onto the battlefield"
        text = f"Player {player} puts {name} {where}{' tapped' if tapped else ''}."
        events += [event("zone", text, "701.20a", objects=[hit]), *more]
    rest = sorted(c for c in revealed if c != hit)
    if rest:
        fixed_random(state, player, rest).shuffle(rest)
        state = arrange(state, player, [], rest)
        shown = names(state, rest)
        events.append(
            event(
                "zone",
                f"{shown} {'goes' if len(rest) == 1 else 'go'} on the bottom of player {player}'s "
                "library in a random order (the engine can't be random and replay exactly, so it "
                f"uses one possible order, the bottom card last: {shown}).",
                "701.20a",
                objects=rest,
            )
        )
    return state, events
