"""Permanents exiled instead of entering the battlefield (CR 614.1a, 614.12): "If a nontoken
creature would enter and it wasn't cast, exile it instead." (Containment Priest).

The ability is a permanent's, watching others while it is on the battlefield (113.6), so it
doesn't see itself entering, nor a permanent entering at the same time as it (614.12; the card's
ruling). Whether the object would be a creature is asked of it as it would exist on the
battlefield (614.12). "Cast" is a spell resolving into a permanent (608.3, 601.2): a card put onto
the battlefield by an effect — from a graveyard, a library, a hand, exile, the battlefield itself
in a flicker — wasn't cast, wherever a spell of it might once have been cast from (the ruling:
one cast from a graveyard was cast). Exiled instead, it never enters: nothing triggers on its
entering and no "as it enters" choice is made (614.6).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, describe_id, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.modifiers.replacement_order import abilities, held_abilities


def to_battlefield(
    state: GameState, obj: GameObject, to: Zone, controller: PlayerId | None
) -> tuple[Zone, list[Event]]:
    """Where `obj`, about to be put onto the battlefield under `controller` (its own if None),
    goes instead — exile, if a permanent's ability says so — and the event saying why."""
    if to is not Zone.BATTLEFIELD or not state.tally(_has_watcher):
        return to, []
    cast = obj.zone is Zone.STACK and not obj.spell_copy
    would = replace(obj, zone=Zone.BATTLEFIELD, controller=controller or obj.controller)
    together = state.leaving_together
    beside = together.entered if together is not None else ()
    for perm in state.battlefield():
        if perm.id == obj.id or perm.id in beside:
            continue  # itself, or one entering at the same time (614.12)
        for a in held_abilities(state, perm):
            if not isinstance(a, v.ExileInsteadOfEntering) or (a.uncast and cast):
                continue
            if matches(state, would, a.filter, controller_of(state, perm), perm.id) is not None:
                continue
            return Zone.EXILE, [_exiled(state, obj, perm)]
    return to, []


def _exiled(state: GameState, obj: GameObject, watcher: GameObject) -> Event:
    return event(
        "replacement",
        f"{describe(state, obj)} would enter the battlefield without having been cast: "
        f"{describe_id(state, watcher.id)}'s ability exiles it instead, so it never enters and "
        "nothing triggers on its entering.",
        "614.1a",
        "614.6",
        "614.12",
        objects=[obj.id, watcher.id],
    )


def _has_watcher(obj: GameObject) -> int:
    """1 for a permanent exiling others instead of their entering (counted by `tally`)."""
    return int(
        obj.zone is Zone.BATTLEFIELD
        and any(isinstance(a, v.ExileInsteadOfEntering) for a in abilities(obj))
    )
