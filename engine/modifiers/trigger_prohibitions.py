"""Entering that causes no abilities to trigger (Torpor Orb, Hushwing Gryff: "Creatures entering
don't cause abilities to trigger"), asked by the one trigger scanner (`triggers.fire`, 603.2).

A permanent entering matches "when this enters" and "whenever a … enters" abilities (603.6a);
while a permanent with such an ability is on the battlefield, a permanent it names entering
triggers none of them — its own or another's, delayed ones included. The entering permanent is
looked at as it exists on the battlefield, with the continuous effects applying to it (the
rulings), so Torpor Orb itself or an artifact under March of the Machines counts. Replacement
effects on how it enters and "As [this] enters" choices aren't triggered abilities (603.6d) and
happened already. A permanent that lost its abilities (613.1f) stops nothing.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.occurrences import Entered, Occurrence
from engine.core.state import Event, GameObject, GameState, Zone
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.modifiers.replacement_order import abilities, held_abilities


def _has_stopper(obj: GameObject) -> int:
    """1 for a permanent whose ability stops entering triggers (counted by `GameState.tally`)."""
    return int(
        obj.zone is Zone.BATTLEFIELD
        and any(isinstance(a, v.EnteringDoesntTrigger) for a in abilities(obj))
    )


def stopped_by(state: GameState, occ: Occurrence) -> tuple[GameObject, str] | None:
    """The permanent and its ability's text when `occ`, a permanent entering, causes no
    abilities to trigger; else None."""
    if not isinstance(occ, Entered) or not state.tally(_has_stopper):
        return None
    entered = state.current(occ.obj.ref) or occ.obj
    for perm in state.battlefield():
        for ability in held_abilities(state, perm):
            if not isinstance(ability, v.EnteringDoesntTrigger):
                continue
            if matches(state, entered, ability.filter, controller_of(state, perm), perm.id) is None:
                return perm, ability.text
    return None


def stopped_event(
    state: GameState, occ: Entered, stopper: tuple[GameObject, str], abilities_text: list[str]
) -> Event:
    """What the run says when abilities would have triggered on `occ` but don't."""
    perm, text = stopper
    said = "; ".join(f"“{t}”" for t in abilities_text)
    who = describe(state, perm)
    return event(
        "no_trigger",
        f"{describe(state, occ.obj)} entering causes no abilities to trigger — {who}: “{text}” — "
        f"so {said} doesn't trigger.",
        "603.2",
        "603.6a",
        objects=[occ.obj.id, perm.id],
    )
