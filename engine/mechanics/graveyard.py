"""Cards returned from a graveyard to the battlefield (CR 400.7, 110.2).

"Return [this card / target creature card] from your graveyard to the battlefield [tapped]": the
card becomes a new object on the battlefield, under its owner's control unless the instruction
says otherwise (110.2). An ability whose effect moves its own card out of the graveyard works
only there (113.6m); its source is the card as it is there.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.operations.zones import move


@handles(v.ReturnToBattlefield)
def return_to_battlefield(state: GameState, instr: v.ReturnToBattlefield, ctx: Context) -> Result:
    """Each named card still in a graveyard (or in exile, for a flicker's delayed return) enters
    the battlefield under its owner's control (110.2), or this instruction's controller's
    (110.2a); one that has left that zone isn't found (400.7, 603.7c)."""
    events: list[Event] = []
    origins = {
        "graveyard": (Zone.GRAVEYARD,),
        "exile": (Zone.EXILE,),
        "graveyard_or_exile": (Zone.GRAVEYARD, Zone.EXILE),
    }[instr.zone]
    where = {"graveyard": "the graveyard", "exile": "exile"}.get(instr.zone, "its zone")
    for obj in ctx.objects(state, instr.target):
        if obj.zone not in origins:
            continue
        where = "exile" if obj.zone is Zone.EXILE else "the graveyard"
        counters = ((instr.counter, 1),) if instr.counter else ()
        whose = ctx.controller if instr.under == "you" else obj.owner
        state, more = move(
            state,
            obj.id,
            Zone.BATTLEFIELD,
            controller=whose,
            tapped=instr.tapped,
            counters=counters,
        )
        tapped = " tapped" if instr.tapped else ""
        counter = f" with a {instr.counter} counter on it (614.1c)" if instr.counter else ""
        if state.objects[obj.id].zone is not Zone.BATTLEFIELD:
            events += more  # a replacement effect exiled it instead (614.1a), as `more` says
            continue
        events.append(
            event(
                "zone",
                f"{describe(state, obj)} returns from {where} to the battlefield{tapped} "
                f"under player {whose}'s control{counter} (a new object).",
                "400.7e" if instr.target == "that_card" else "400.7",
                "110.2a" if instr.under == "you" else "110.2",
                objects=[obj.id],
            )
        )
        events += more
    if not events and instr.target == "that_creature":
        # A delayed return finds only the card it remembers, still there (603.7c, 400.7).
        text = f"The card this ability remembers is no longer in {where}, so it doesn't return."
        events.append(event("no_effect", text, "603.7c", "400.7", objects=[ctx.source.id]))
    return state, events
