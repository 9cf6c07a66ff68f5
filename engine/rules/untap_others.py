"""What else the untap step untaps (502.3): a stun counter removed instead of untapping
(122.1d), and the permanents that untap during another player's untap step — Seedborn Muse's
"Untap all permanents you control during each other player's untap step", Endbringer's "Untap
this creature during each other player's untap step" (a rule-modifying effect on each, 613.11,
`UntapsDuringOthersUntapSteps`).

Those untap at the same time as the active player's permanents, and their controller has no
choice about it (Seedborn Muse's and Murkfiend Liege's rulings); several such effects untap a
permanent once (Unwinding Clock's ruling). An effect saying a permanent doesn't untap during its
controller's untap step doesn't apply in another player's (Nettle Sentinel under Murkfiend Liege,
the ruling's example), nor does "you may choose not to untap ~ during your untap step".
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import characteristics, controller_of
from engine.modifiers.tapping import untap


def untap_one(state: GameState, obj: GameObject) -> tuple[GameState, Event | None, list[Event]]:
    """A permanent untapping in an untap step (502.3): untapped, with no event of its own (the
    step names every permanent it untapped in one) but the abilities that trigger on its
    becoming untapped (603.2e, waiting for the upkeep, 502.4); or, with a stun counter on it,
    one stun counter removed instead (122.1d) and the event saying so. Both untap loops take
    this path."""
    stun = obj.counter("stun")
    if not stun:
        state, fired = untap(state, obj)
        return state, None, fired
    counters = dict(obj.counters)
    counters["stun"] = stun - 1
    state = state.with_object(obj.with_counters(counters))
    said = event(
        "stun",
        f"{describe(state, obj)} has a stun counter: instead of untapping, one stun counter is "
        "removed from it.",
        "122.1d",
        objects=[obj.id],
    )
    return state, said, []


def untap_others(state: GameState, active: PlayerId) -> tuple[GameState, list[Event]]:
    """The state after the other players' permanents that untap during `active`'s untap step
    did, and the events saying so."""
    events: list[Event] = []
    triggered: list[Event] = []
    untapped: list[str] = []
    for obj in state.battlefield():
        if not obj.tapped or controller_of(state, obj) == active:
            continue
        if not characteristics(state, obj).untaps_during_others_untap_steps:
            continue
        state, stun, fired = untap_one(state, obj)
        triggered += fired
        if stun is not None:
            events.append(stun)
        else:
            untapped.append(obj.id)
    if untapped:
        names = ", ".join(describe(state, state.objects[i]) for i in untapped)
        events.insert(
            0,
            event(
                "untap",
                f"{names} untap during player {active}'s untap step, at the same time as that "
                "player's permanents: an effect untaps them during each other player's untap "
                "step.",
                "502.3",
                "613.11",
                objects=untapped,
            ),
        )
    return state, [*events, *triggered]
