"""Crew (CR 702.122): tapping untapped creatures with enough total power to pay for a Vehicle.

"Crew N" means "Tap any number of other untapped creatures you control with total power N or
greater: This permanent becomes an artifact creature until end of turn." (702.122a). The player
names the creatures in the activation's `costs.tap`; each one named "crews" the Vehicle
(702.122b). Summoning sickness doesn't matter: it only limits a creature's own {T} abilities
(302.6), and tapping a creature for another permanent's cost isn't one. A Vehicle that isn't a
creature has no power or toughness (301.7a); once it is one it has its printed values (301.7b).
"""

from __future__ import annotations

from dataclasses import replace

from engine.characteristics import characteristics, controller_of
from engine.errors import IllegalActionError
from engine.events import describe, event
from engine.state import Event, GameObject, GameState, ObjectId, PlayerId, Zone


def pay_crew(
    state: GameState, player: PlayerId, vehicle: GameObject, power: int, named: list[ObjectId]
) -> tuple[GameState, list[Event]]:
    """Tap the named creatures to pay "Crew `power`" of `vehicle` (702.122a-b, 601.2h); each is
    checked, and their total power, before any is tapped (601.2e: an illegal payment changes
    nothing)."""
    name = describe(state, vehicle)
    if not power:
        if named:
            raise IllegalActionError(
                f"this ability of {name} has no cost that taps creatures, so nothing can be "
                f"tapped for it ({', '.join(named)})",
                ("118.3",),
            )
        return state, []
    crew: list[tuple[GameObject, int]] = []
    for object_id in named:
        obj = state.objects.get(object_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            raise IllegalActionError(
                f"{object_id} is not a permanent on the battlefield, so it can't crew {name}",
                ("702.122a",),
            )
        shown = describe(state, obj)
        chars = characteristics(state, obj)
        if object_id == vehicle.id:
            raise IllegalActionError(
                f"{name} can't crew itself: crew taps other creatures", ("702.122a",)
            )
        if any(o.id == object_id for o, _ in crew):
            raise IllegalActionError(
                f"{shown} is named twice; a creature is tapped once to pay a cost",
                ("702.122a", "118.3"),
            )
        if not chars.is_creature or controller_of(state, obj, chars) != player:
            raise IllegalActionError(
                f"{shown} is not a creature player {player} controls, so it can't crew {name}",
                ("702.122a",),
            )
        if obj.tapped:
            raise IllegalActionError(
                f"{shown} is already tapped, so it can't be tapped to crew {name}", ("702.122a",)
            )
        crew.append((obj, chars.power or 0))
    # Their total power as it is now, after layers: the sum of the powers (702.122a).
    total = sum(p for _, p in crew)
    if total < power:
        which = ", ".join(f"{describe(state, o)} ({p})" for o, p in crew) or "no creatures"
        raise IllegalActionError(
            f"Crew {power} needs untapped creatures with total power {power} or greater; "
            f"{which} total {total} (the action's costs.tap names the creatures tapped)",
            ("702.122a",),
        )
    events: list[Event] = []
    for obj, p in crew:
        state = state.with_object(replace(state.objects[obj.id], tapped=True))
        events.append(
            event(
                "pay",
                f"{describe(state, obj)} (power {p}) is tapped to crew {name}.",
                "702.122b",
                "702.122a",
                objects=[obj.id, vehicle.id],
            )
        )
    return state, events
