"""A flicker (CR 400.7, 603.7): the vocabulary's `ExileAndReturn`.

The exiled card is a new object (400.7): counters, Auras and effects on the permanent are gone,
and a token exiled ceases to exist (111.8, 704.5d). Returned at once, it comes back as yet
another new object. Returned "at the beginning of the next end step", the return is a delayed
triggered ability created as the exile happens (603.7a), with the exile's source and controller
(603.7d-e), remembering the exiled card — that object only: if it has left exile by then, the
ability does nothing (603.7c). It returns even if the ability's source has left the battlefield
(Flickerwisp's ruling), and a card exiled during an end step waits for the next turn's (513.1).
Returned "transformed", a transforming double-faced card enters with its back face up; any other
card stays in exile (712.14a).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.state import Event, GameObject, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.delayed_triggers import acting_on, delay
from engine.operations.zones import move


def _token_gone(state: GameState, obj: GameObject) -> Event:
    """A token that left the battlefield can't come back (111.8)."""
    return event(
        "zone",
        f"{describe(state, obj)} is a token and can't return to the battlefield.",
        "111.8",
        objects=[obj.id],
    )


def _face(state: GameState, object_id: str) -> str:
    """The name of the face a permanent has up now (712.8e)."""
    return copiable_card(state.objects[object_id]).name


@handles(v.ExileAndReturn)
def _flicker(state: GameState, instr: v.ExileAndReturn, ctx: Context) -> Result:
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        state, more = move(state, obj.id, Zone.EXILE)
        events.append(
            event("zone", f"{describe(state, obj)} is exiled.", "701.13a", objects=[obj.id])
        )
        events += more
        if instr.at is not None:
            exiled = state.objects[obj.id]
            back = v.ReturnToBattlefield(
                target="that_creature", zone="exile", under=instr.under, counter=instr.counter
            )
            state, said = delay(state, instr.at, (back,), instr.text, acting_on(exiled, ctx))
            events += [said, _token_gone(state, obj)] if obj.token else [said]
            continue
        if obj.token:
            events.append(_token_gone(state, obj))
            continue
        under = obj.owner if instr.under == "owner" else ctx.controller
        counters = ((instr.counter, 1),) if instr.counter else ()
        if instr.transformed and state.objects[obj.id].card.back is None:
            # Not a transforming double-faced card: it stays where it is (712.14a).
            text = (
                f"{describe(state, obj)} can't be put onto the battlefield transformed; it "
                "stays in exile."
            )
            events.append(event("zone", text, "712.14a", objects=[obj.id]))
            continue
        state, more = move(
            state,
            obj.id,
            Zone.BATTLEFIELD,
            controller=under,
            counters=counters,
            transformed=instr.transformed,
        )
        if state.objects[obj.id].zone is Zone.BATTLEFIELD:
            # Not when a replacement effect exiled it instead (614.1a), which `more` says.
            counted = instr.counter
            with_counter = f" with a {counted} counter on it (614.1c)" if counted else ""
            events.append(
                event(
                    "zone",
                    f"{describe(state, obj)} returns to the battlefield "
                    + (f"transformed, as {_face(state, obj.id)}, " if instr.transformed else "")
                    + f"under player "
                    f"{under}'s control{with_counter} as a new object.",
                    "400.7",
                    "110.5b",
                    *(("712.14a",) if instr.transformed else ()),
                    objects=[obj.id],
                )
            )
        events += more
    return state, events
