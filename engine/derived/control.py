"""Continuous control (CR 302.6): a permanent that comes under another player's control is
summoning sick for that player.

A creature's controller can use it to attack or pay {T} and {Q} costs only if they have controlled
it continuously since their most recent turn began. Control is computed by the layer system (layer
2, 613.1b), so it changes whenever a control-changing effect begins or ends, without any one
instruction moving the permanent. After each step, the controller each permanent has now is
compared with the one its `summoning_sick` flag was last settled for (`GameObject.control_seen`);
where they differ, the new controller has not controlled it continuously since their turn began,
so it is summoning sick for them until their next turn (the untap step clears it, 302.6).

The check only runs where control can differ from the object's own controller: some continuous
effect or static ability changes control, or some permanent was last seen under an effect's
control (its effect may just have ended).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import controller_of


def seen_controller(obj: GameObject) -> PlayerId:
    """The controller `obj.summoning_sick` refers to."""
    return obj.control_seen or obj.controller


def note_changes(state: GameState, *, quiet: bool = False) -> tuple[GameState, list[Event]]:
    """Mark permanents that changed controller as summoning sick for the new one (302.6).

    `quiet`: only record who controls what, without marking or telling (a scenario's starting
    board, where `summoning_sick` is given for the controller the permanent has then).
    """
    if not _control_can_differ(state):
        return state, []
    events: list[Event] = []
    for obj in state.battlefield():
        now = controller_of(state, obj)
        if now == seen_controller(obj):
            continue
        seen = None if now == obj.controller else now
        if quiet:
            state = state.with_object(replace(obj, control_seen=seen))
            continue
        state = state.with_object(replace(obj, control_seen=seen, summoning_sick=True))
        events.append(
            event(
                "control_change",
                f"Player {now} now controls {describe(state, obj)} and hasn't controlled it "
                "continuously since their most recent turn began: it is summoning sick for them.",
                "302.6",
                objects=[obj.id],
            )
        )
    return state, events


def _control_can_differ(state: GameState) -> bool:
    if state.tally(_control_row):
        return True
    return any(isinstance(m, v.GainControl) for e in state.effects for m in e.modifications)


def _control_row(o: GameObject) -> int:
    """1 for a permanent that may give control of something, or was last seen under another
    player's control than its own (counted over all objects, `GameState.tally`)."""
    if o.zone is not Zone.BATTLEFIELD:
        return 0
    if o.control_seen is not None:
        return 1
    card = copiable_card(o)
    return int(any(isinstance(m, v.GainControl) for s in card.statics for m in s.modifications))
