"""Building events: every change the engine makes is logged with the rules that make it happen."""

from __future__ import annotations

from typing import cast

from engine.state import Event, GameObject, GameState, ObjectRef, PlayerTarget, Target


def event(
    kind: str,
    text: str,
    *rules: str,
    objects: tuple[str, ...] | list[str] = (),
    rulings: tuple[str, ...] = (),
) -> Event:
    return Event(kind=kind, text=text, rules=tuple(rules), objects=tuple(objects), rulings=rulings)


def describe(state: GameState, obj: GameObject) -> str:
    """ "Grizzly Bears": the card's name, as a player says it; "Ornithopter #2" for the second
    of the objects in the game that share a name, so the narration tells them apart without
    the ids the scenario gave them."""
    return label(state, obj.id, obj.card.name)


def label(state: GameState, object_id: str, name: str) -> str:
    """`name`, numbered "#n" when it is the n-th (n > 1) object of the game with that name, in
    the order the objects came into the game (the scenario's list, then those made since)."""
    named = cast("dict[str, list[str]] | None", state.cache.get("named"))
    if named is None:
        named = {}
        for other in state.objects.values():
            named.setdefault(other.card.name, []).append(other.id)
        state.cache["named"] = named
    same = named.get(name, [])
    n = same.index(object_id) + 1 if object_id in same else 1
    return name if n == 1 else f"{name} #{n}"


def describe_id(state: GameState, object_id: str) -> str:
    """The object with that id as `describe` says it (the id itself once it is gone)."""
    found = state.objects.get(object_id)
    return describe(state, found) if found is not None else object_id


def describe_target(state: GameState, target: Target) -> str:
    if isinstance(target, PlayerTarget):
        return f"player {target.player}"
    found = state.objects.get(target.id) or state.lki.get(target)
    return describe(state, found) if found else target.id


def target_ids(targets: tuple[tuple[Target, ...], ...]) -> list[str]:
    out: list[str] = []
    for group in targets:
        for t in group:
            out.append(t.player if isinstance(t, PlayerTarget) else t.id)
    return out


def ref_id(target: Target) -> str:
    return target.player if isinstance(target, PlayerTarget) else target.id


__all__ = [
    "ObjectRef",
    "describe",
    "describe_id",
    "describe_target",
    "event",
    "label",
    "ref_id",
    "target_ids",
]
