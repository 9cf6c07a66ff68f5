"""A target whose criterion names an earlier target of the same spell or ability (601.2c).

"… and 2 damage to up to one target creature that player or that planeswalker's controller
controls" (Huntmaster of the Fells' back face, Searing Blaze, Soul of Shandalar): targets are
chosen in the order the text names them (601.2c), so the creature must be controlled by the
player chosen for the earlier target, or by the controller of the planeswalker chosen for it.
As the spell or ability resolves (608.2b) the criterion is checked again with the earlier target
as it is, or as it last existed if it has left (608.2h): the creature stays a legal target
though the player or planeswalker doesn't (Searing Blaze's ruling: it still deals damage to the
other target). And "another target …" after an earlier target can't take what an earlier one
took (115.3): which candidates belong to a whole legal choice (`completable`); "up to three
target cards from a single graveyard": the cards chosen all in one player's graveyard
(`one_graveyard`).
"""

from __future__ import annotations

from engine.cards.vocabulary import TargetSpec
from engine.core.state import GameObject, GameState, ObjectRef, PlayerId, PlayerTarget, Target
from engine.derived.characteristics import controller_of


def _player_of(state: GameState, earlier: tuple[Target, ...]) -> PlayerId | None:
    """The player chosen for the earlier target, or the controller of the permanent chosen."""
    for target in earlier:
        if isinstance(target, PlayerTarget):
            return target.player
        found = state.current(target) or state.lki.get(target)
        if found is not None:
            return controller_of(state, found)
    return None


def not_controlled_by_earlier(
    state: GameState,
    spec: TargetSpec,
    obj: GameObject,
    chosen: tuple[tuple[Target, ...], ...] | None,
) -> str | None:
    """Why `obj` fails `spec.controlled_by_target`, given the targets chosen for the earlier
    specs, or None (also when the spec has no such criterion or nothing is known of them)."""
    index = spec.controlled_by_target
    if index is None or chosen is None or index >= len(chosen):
        return None
    whose = _player_of(state, chosen[index])
    if whose is None:
        return "no player or planeswalker is known for the earlier target it names"
    if controller_of(state, obj) != whose:
        return (
            f"it isn't controlled by player {whose}, the player (or the planeswalker's "
            "controller) chosen for the earlier target it names"
        )
    return None


def not_controlled_by_event_player(
    state: GameState, spec: TargetSpec, obj: GameObject
) -> str | None:
    """Why `obj` fails `spec.controlled_by_event`: it isn't controlled by the player the
    ability's trigger event named (603.2; `event_player`, settled as the ability was put on the
    stack), or no such player is known; None when it is, or the spec has no such criterion."""
    if spec.controlled_by_event is None:
        return None
    named = "the defending player" if spec.controlled_by_event == "defending" else "that player"
    if spec.event_player is None:
        return f"{named} of the trigger event isn't known"
    if controller_of(state, obj) != spec.event_player:
        return f"it isn't controlled by player {spec.event_player}, {named} of the trigger event"
    return None


def completable(specs: tuple[TargetSpec, ...], found: list[list[Target]]) -> list[list[Target]]:
    """Of each spec's candidates (one target each), those that belong to a whole legal choice:
    "another target …" after an earlier target can't take what an earlier one took (115.3), so
    Leeching Bite with one creature on the battlefield has no legal choice, and with Grizzly
    Bears for the first target only, the second is whatever else fits."""
    if not any(s.other_than_earlier for s in specs):
        return found
    kept: list[set[Target]] = [set() for _ in specs]

    def complete(i: int, picked: tuple[Target, ...]) -> bool:
        if i == len(specs):
            for k, target in enumerate(picked):
                kept[k].add(target)
            return True
        done = False
        for target in found[i]:
            if not (specs[i].other_than_earlier and target in picked):
                done = complete(i + 1, (*picked, target)) or done
        return done

    complete(0, ())
    return [[t for t in f if t in kept[i]] for i, f in enumerate(found)]


def one_graveyard(state: GameState, group: list[Target]) -> bool:
    """Whether the cards chosen for one instance of "target" are all in a single player's
    graveyard ("from a single graveyard": a criterion of the choice as a whole, 601.2c)."""
    owners = {o.owner for t in group if isinstance(t, ObjectRef) and (o := state.current(t))}
    return len(owners) <= 1
