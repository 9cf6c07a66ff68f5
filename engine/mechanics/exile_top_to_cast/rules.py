"""Exiling the top card of your library to cast it as the ability resolves (701.13a, 608.2g).

The card becomes a new object in exile (400.7), which the resolution remembers as the one it
offered (`Resolution.offered`), and the casting is put at the front of the agenda
(`engine.rules.free_cast`): its controller may cast it before the next instruction (608.2c),
paying its costs — the mana cost, or an alternative cost of its own (118.9) — with the timing of
its card type ignored (608.2g; the card's rulings). A land card is played, never cast (305.9),
so none is offered: "if you don't" then holds (the card's ruling), as it does for a card not cast,
whether declined (608.2d) or a casting that couldn't be completed (601.2). An empty library
exiles nothing. A card the scenario gave only as a number can't be told apart, so what follows
can't be decided: the run stops there as unsupported.
"""

from __future__ import annotations

from engine.cards.anonymous import ANONYMOUS
from engine.core.agenda import CastDuringResolution
from engine.core.errors import UnsupportedError
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.replace import replace
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.exile_top_to_cast.model import ExileTopToCast
from engine.mechanics.library import top
from engine.operations.zones import move


@handles(ExileTopToCast)
def exile_top_to_cast(state: GameState, instr: ExileTopToCast, ctx: Context) -> Result:
    del instr
    you = ctx.controller
    state, cards = top(state, you, 1)
    if not cards:
        text = f"Player {you}'s library is empty: no card is exiled, and none can be cast."
        return state, [event("no_effect", text, "701.13a", "609.3", objects=[you])]
    card = state.objects[cards[0]]
    if copiable_card(card) is ANONYMOUS:
        raise UnsupportedError(
            f"{describe(state, card)} is a card the scenario gave only as a number: the engine "
            "can't tell whether it could be cast, so it can't go on",
            next(
                (t for t in copiable_card(ctx.source).oracle.splitlines() if "may cast" in t),
                copiable_card(ctx.source).name,
            ),
            ctx.source.id,
        )
    state, moved = move(state, card.id, Zone.EXILE)
    exiled = state.objects[card.id]
    name = describe(state, exiled)
    events: list[Event] = [
        event(
            "zone",
            f"{name}, the top card of player {you}'s library, is exiled.",
            "701.13a",
            objects=[exiled.id],
        ),
        *moved,
    ]
    if state.resolving is not None:
        state = replace(state, resolving=replace(state.resolving, offered=exiled.ref))
    if "Land" in copiable_card(exiled).types:
        text = f"{name} is a land card: lands are played, not cast, so player {you} can't cast it."
        return state, [
            *events,
            event("cast_declined", text, "305.9", "608.2g", objects=[exiled.id]),
        ]
    offer = CastDuringResolution(you, exiled.id, exiled.incarnation, None, "608.2g", pay_costs=True)
    return replace(state, agenda=(offer, *state.agenda)), events
