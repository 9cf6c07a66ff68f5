"""Building events: every change the engine makes is logged with the rules that make it happen."""

from __future__ import annotations

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
    """ "Grizzly Bears (bears)": the name users see with the scenario id they gave."""
    return f"{obj.card.name} ({obj.id})"


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


__all__ = ["ObjectRef", "describe", "describe_target", "event", "ref_id", "target_ids"]
