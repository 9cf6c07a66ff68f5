"""Costs that tap untapped permanents their controller controls (118.3, 601.2h), crew's among them.

"Tap an untapped creature you control", "Tap two untapped Wizards you control": that many
permanents matching the cost's filter. "Crew N" means "Tap any number of other untapped creatures
you control with total power N or greater: This permanent becomes an artifact creature until end
of turn." (702.122a); each creature tapped for it "crews" the Vehicle (702.122b). The player names
the permanents in the activation's `costs.tap`. Summoning sickness doesn't matter: it only limits
a creature's own {T} and {Q} abilities (302.6), and this cost isn't the {T} symbol. A Vehicle that
isn't a creature has no power or toughness (301.7a); once it is one, its printed values (301.7b).
"""

from __future__ import annotations

from engine.cards.vocabulary import TapCost
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, ObjectId, PlayerId, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.targets import matches
from engine.modifiers.tapping import tap


def pay_tap_cost(
    state: GameState,
    player: PlayerId,
    source: GameObject,
    cost: TapCost | None,
    named: list[ObjectId],
) -> tuple[GameState, list[Event]]:
    """Tap the named permanents to pay `cost` of `source`'s ability (601.2h); each is checked,
    and their number or total power, before any is tapped (601.2e: an illegal payment changes
    nothing)."""
    name = describe(state, source)
    if cost is None:
        if named:
            raise IllegalActionError(
                f"this ability of {name} has no cost that taps permanents, so nothing can be "
                f"tapped for it ({', '.join(named)})",
                ("118.3",),
            )
        return state, []
    crew = cost.total_power is not None
    rule = "702.122a" if crew else "602.2b"
    verb = f"crew {name}" if crew else f"pay for {name}'s ability"
    paying: list[tuple[GameObject, int]] = []
    for object_id in named:
        obj = state.objects.get(object_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            raise IllegalActionError(
                f"{object_id} is not a permanent on the battlefield, so it can't be tapped to "
                f"{verb}",
                (rule,),
            )
        shown = describe(state, obj)
        if crew and object_id == source.id:
            raise IllegalActionError(
                f"{name} can't crew itself: crew taps other creatures", (rule,)
            )
        if any(o.id == object_id for o, _ in paying):
            raise IllegalActionError(
                f"{shown} is named twice; a permanent is tapped once to pay a cost", (rule, "118.3")
            )
        chars = characteristics(state, obj)
        if controller_of(state, obj, chars) != player:
            raise IllegalActionError(
                f"{shown} is not a permanent player {player} controls, so it can't be tapped to "
                f"{verb}",
                (rule,),
            )
        if (reason := matches(state, obj, cost.filter, player, source.id)) is not None:
            raise IllegalActionError(f"{shown} can't be tapped to {verb}: {reason}", (rule,))
        if obj.tapped:
            raise IllegalActionError(
                f"{shown} is already tapped, so it can't be tapped to {verb}", (rule,)
            )
        paying.append((obj, chars.power or 0))
    if cost.total_power is not None:
        # Their total power as it is now, after layers: the sum of the powers (702.122a).
        total = sum(p for _, p in paying)
        if total < cost.total_power:
            which = ", ".join(f"{describe(state, o)} ({p})" for o, p in paying) or "no creatures"
            raise IllegalActionError(
                f"Crew {cost.total_power} needs other untapped creatures with total power "
                f"{cost.total_power} or greater; {which} total {total} (the action's costs.tap "
                "names the creatures tapped)",
                (rule,),
            )
    elif len(paying) != cost.count:
        raise IllegalActionError(
            f"this cost taps {cost.count} untapped permanent(s) player {player} controls; "
            f"{len(paying)} named (the action's costs.tap names them)",
            (rule, "118.3"),
        )
    events: list[Event] = []
    for obj, p in paying:
        state, fired = tap(state, obj)
        said = (
            event(
                "pay",
                f"{describe(state, obj)} (power {p}) is tapped to crew {name}.",
                "702.122b",
                "702.122a",
                objects=[obj.id, source.id],
            )
            if crew
            else event(
                "pay",
                f"{describe(state, obj)} is tapped to pay for {name}'s ability.",
                "602.2b",
                "118.3",
                objects=[obj.id, source.id],
            )
        )
        events += [said, *fired]
    return state, events
