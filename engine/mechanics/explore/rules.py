"""Explore (CR 701.44) in play.

The exploring permanent's controller reveals the top card of their library; a land card goes to
their hand; otherwise the exploring permanent gets a +1/+1 counter (by the one way counters are
put, so replacement effects on them apply, 614.1a) and the player may put the revealed card
into their graveyard, else it stays on top (701.44a). An empty library reveals nothing, and as
no land card was revealed the permanent gets the counter (the cards' ruling).

A permanent that left the battlefield before it explores still explores, as it last existed:
its controller then reveals (701.44c); a nonland card puts a counter on nothing, and may still
be put into the graveyard (the cards' ruling). Nobody acts in the middle (608.2): the choice is
the only question, asked as the instruction is followed (608.2d).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.occurrences import Explored
from engine.core.state import ChoiceKind, Event, GameObject, GameState, Info, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.explore.model import EXPLORES, Explore
from engine.mechanics.library import top
from engine.modifiers.trigger_matchers import Watching, matcher
from engine.modifiers.triggers import fire
from engine.modifiers.watched import named, watches_object
from engine.operations.zones import move


@handles(Explore)
def _explore(state: GameState, instr: Explore, ctx: Context) -> Result:
    explorer, last = ctx.permanent(state, instr.target)
    if last is None:
        # A target no longer legal: the instruction does nothing to it (608.2b).
        return state, [event("no_effect", "No permanent is left to explore.", "608.2b")]
    state, events = _explores(state, ctx, instr, explorer, last)
    # It has explored (701.44b), as it is now or as it last existed (701.44c).
    now = state.current(last.ref) if explorer is not None else None
    state, fired = fire(state, Explored(now or last))
    return state, events + fired


def _explores(
    state: GameState,
    ctx: Context,
    instr: Explore,
    explorer: GameObject | None,
    last: GameObject,
) -> Result:
    """The process of 701.44a, by the controller of `last` (the explorer, or as it last
    existed, 701.44c)."""
    player = controller_of(state, last)
    name = describe(state, last)
    gone = "" if explorer is not None else " (it has left the battlefield: it still explores)"
    rules = ("701.44a",) if explorer is not None else ("701.44a", "701.44c")
    state, cards = top(state, player, 1)
    if not cards:
        events: list[Event] = [
            event(
                "explore",
                f"{name} explores{gone}: player {player}'s library is empty, so no card is "
                "revealed — and no land card, so the +1/+1 counter is still due.",
                *rules,
                "701.44b",
                objects=[last.id],
            )
        ]
        return _counter(state, ctx, instr, explorer, events)
    card = state.objects[cards[0]]
    shown = describe(state, card)
    if characteristics(state, card).is_type("Land"):
        events = [
            event(
                "explore",
                f"{name} explores{gone}: player {player} reveals the top card of their library, "
                f"{shown}, a land card, and puts it into their hand.",
                *rules,
                objects=[last.id, card.id],
            )
        ]
        state, moved = move(state, card.id, Zone.HAND)
        return state, events + moved
    events = [
        event(
            "explore",
            f"{name} explores{gone}: player {player} reveals the top card of their library, "
            f"{shown}, not a land card.",
            *rules,
            objects=[last.id, card.id],
        )
    ]
    state, events = _counter(state, ctx, instr, explorer, events)
    to_graveyard = ask(
        NeedChoice(
            ChoiceKind.YES,
            player,
            f"Player {player}: {name} explored and revealed {shown} — put it into your "
            "graveyard? (No: it stays on top of your library.)",
            ("701.44a", "608.2d"),
            (),
        )
    )
    if not to_graveyard:
        text = f"Player {player} leaves {shown} on top of their library."
        return state, [*events, event("explore", text, "701.44a", objects=[card.id])]
    events.append(
        event(
            "explore",
            f"Player {player} puts {shown} into their graveyard.",
            "701.44a",
            objects=[card.id],
        )
    )
    state, moved = move(state, card.id, Zone.GRAVEYARD)
    return state, events + moved


def _counter(
    state: GameState,
    ctx: Context,
    instr: Explore,
    explorer: GameObject | None,
    events: list[Event],
) -> Result:
    """The +1/+1 counter on the exploring permanent, unless it has left the battlefield: then
    it goes on nothing (701.44c, the cards' ruling)."""
    if explorer is None:
        text = "It has left the battlefield, so no +1/+1 counter is put on anything."
        return state, [*events, event("explore", text, "701.44c")]
    put = v.PutCounters(counter="+1/+1", amount=1, target=instr.target)
    state, more = perform(state, put, ctx)
    return state, events + more


@matcher(EXPLORES, Explored)
def _explored(w: Watching, occ: Explored) -> list[Info]:
    """ "Whenever a creature you control explores" (701.44b): a permanent the trigger watches
    explored — remembered as it was then ("that creature", its controller)."""
    return [named(w.state, occ.obj)] if watches_object(w, occ.obj) else []
