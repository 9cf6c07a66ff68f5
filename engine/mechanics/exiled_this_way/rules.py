"""Putting the cards exiled this way onto the battlefield as the instruction resolves.

The cards are those the text's earlier exile put into exile, as the objects they became there
(`Resolution.exiled`, 400.7): each still there enters the battlefield under its owner's control
(110.2), all in one event whose enters abilities are looked at once all of them are there
(603.6a). A card exiled another way — a sacrificed creature a replacement effect exiled instead
— isn't one of them (608.2c; Living Death's and Scrap Mastery's rulings).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.exiled_this_way.model import PutExiledThisWay
from engine.operations.zones import enter_together, move


@handles(PutExiledThisWay)
def _put_exiled_this_way(state: GameState, instr: PutExiledThisWay, ctx: Context) -> Result:
    del instr, ctx
    exiled = state.resolving.exiled if state.resolving is not None else ()
    found = [obj for ref in exiled if (obj := state.current(ref)) is not None]
    found = [obj for obj in found if obj.zone is Zone.EXILE]
    if not found:
        text = "No card exiled this way is still in exile, so none is put onto the battlefield."
        return state, [event("no_effect", text, "608.2c", "400.7")]

    def perform(state: GameState) -> Result:
        events: list[Event] = []
        for obj in found:
            name = describe(state, obj)
            state, more = move(state, obj.id, Zone.BATTLEFIELD, controller=obj.owner)
            if state.objects[obj.id].zone is not Zone.BATTLEFIELD:
                events += more  # a replacement effect put it elsewhere, as `more` says
                continue
            events.append(
                event(
                    "zone",
                    f"Player {obj.owner} puts {name}, exiled this way, onto the battlefield "
                    "(a new object), at the same time as the others.",
                    "608.2c",
                    "110.2",
                    "603.6a",
                    objects=[obj.id],
                )
            )
            events += more
        return state, events

    return enter_together(state, perform)
