"""Building events: every change the engine makes is logged with the rules that make it happen."""

from __future__ import annotations

from typing import Any

from engine.core.state import Choice, Event, GameObject, GameState, ObjectRef, PlayerTarget, Target


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
    the ids the scenario gave them. A face-down spell or permanent has no name, and only its
    controller may look at it (708.2a, 708.5): the narration, which every player reads, calls it
    "face-down creature (id)", never by its card's name."""
    if obj.face_down is not None:
        return f"face-down creature ({obj.id})"
    return label(state, obj.id, _name(obj))


def label(state: GameState, object_id: str, name: str) -> str:
    """`name`, numbered "#n" when it is the n-th (n > 1) object of the game with that name, in
    the order the objects came into the game (the scenario's list, then those made since)."""
    n = state.groups(_name).get(name, {}).get(object_id, 1)
    return name if n == 1 else f"{name} #{n}"


def _name(obj: GameObject) -> str:
    """The name objects are numbered by in `label` (its card's, whatever face it shows; a
    flipped permanent's flipped name, 710.2 — only a permanent is flipped, 710.4)."""
    if obj.flipped and obj.card.flipped is not None:
        return obj.card.flipped.name
    return obj.card.name


def describe_id(state: GameState, object_id: str) -> str:
    """The object with that id as `describe` says it (the id itself once it is gone)."""
    found = state.objects.get(object_id)
    return describe(state, found) if found is not None else object_id


def ability_label(state: GameState, ability_id: str) -> str | None:
    """ "Golgothian Sylex's ability": an ability on the stack or waiting to be put there (603.3)
    named by its source as `describe` says it (None for another id)."""
    found = state.abilities.get(ability_id)
    if found is not None:
        return f"{describe(state, found.source_lki)}'s ability"
    for trigger in state.pending_triggers:
        if trigger.id == ability_id:
            return f"{describe(state, trigger.source_lki)}'s ability"
    return None


def answer_words(state: GameState, value: Any, kind: str = "") -> str:
    """An answer or option of a choice as a player says it: an object by its name ("Ornithopter
    #2"), an ability by its source, a player as "player B", a mode as "mode 2", X as "X = 3";
    a color or mana as given. One wording for the narration and the output's `pending.labels`."""
    if isinstance(value, str) and value in state.objects:
        return describe(state, state.objects[value])
    if isinstance(value, str) and (ability := ability_label(state, value)) is not None:
        return ability
    if isinstance(value, str) and value in state.player_ids():
        return f"player {value}"
    if kind == "mode":
        return f"mode {value}"
    if kind == "x":
        return f"X = {value}"
    return str(value)


def option_words(state: GameState, choice: Choice, value: Any) -> str:
    """An option of `choice` in words: the label the question gave it, else `answer_words`."""
    if choice.labels and value in choice.options:
        return choice.labels[choice.options.index(value)]
    return answer_words(state, value, choice.kind)


def describe_target(state: GameState, target: Target) -> str:
    if isinstance(target, PlayerTarget):
        return f"player {target.player}"
    found = state.objects.get(target.id) or state.lki.get(target)
    if found is None and (ability := ability_label(state, target.id)) is not None:
        return ability
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
    "ability_label",
    "answer_words",
    "describe",
    "describe_id",
    "describe_target",
    "event",
    "label",
    "option_words",
    "ref_id",
    "target_ids",
]
