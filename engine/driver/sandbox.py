"""Sandbox edits (SCENARIO.md `{"edit": {...}}`): change an object between actions.

An edit is not a game action and no rule makes it happen; it sets the board the user wants to
ask about. Every field of SCENARIO.md's object table can be edited except those that name the
object itself or were fixed as a spell was cast — `NOT_EDITABLE` says why for each, and a refused
edit names the editable fields. A creature put into combat by an edit is attacking or blocking
but never "attacked" or "blocked": nothing triggers (508.4, 509.4).
"""

from __future__ import annotations

from typing import Any

from engine.core.choices import NeedChoice
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, Zone, freeze
from engine.core.turn_state import ATTACK_STEPS, BLOCK_STEPS, Attacker, Blocker, Combat
from engine.derived import control
from engine.derived.characteristics import characteristics, controller_of
from engine.driver.scenario import EditAction
from engine.operations.zones import move
from engine.rules import combat

Result = tuple[GameState, list[Event]]

EDITABLE = (
    "tapped",
    "damage",
    "summoning_sick",
    "controller",
    "owner",
    "counters",
    "zone",
    "attached_to",
    "attacking",
    "blocking",
    "entered_this_turn",
    "stickers",
    "chosen",
    "timestamp",
    "x",
)

#: Fields of the object table that an edit can't change, and why.
NOT_EDITABLE = {
    "id": "an object's id names it; add another object instead",
    "card": "another card is another object; remove this one and add that card",
    "token": "another token is another object; remove this one and add that token",
    "order": "move it with `zone` (it goes on top) or list the objects in the order wanted",
    "mode": "a spell's mode is chosen as it is cast (601.2b); cast it again instead",
    "targets": "a spell's targets are chosen as it is cast (601.2c); cast it again instead",
}

#: The most a number in an edit may be (damage, counters, timestamps, X).
MAX_EDIT_NUMBER = 1_000_000


def edit(state: GameState, action: EditAction) -> Result:
    """A sandbox edit between actions (not a game action; no rule makes it happen)."""
    fields = dict(action.edit)
    object_id = fields.pop("id", None)
    obj = state.objects.get(object_id) if isinstance(object_id, str) else None
    if obj is None:
        raise IllegalActionError(f"edit: there is no object {object_id!r} (give its 'id')", ())
    fixed = [f"{k} ({NOT_EDITABLE[k]})" for k in fields if k in NOT_EDITABLE]
    unknown = [k for k in fields if k not in EDITABLE and k not in NOT_EDITABLE]
    if fixed or unknown:
        parts = [f"can't edit {'; '.join(fixed)}"] if fixed else []
        if unknown:
            parts.append(f"{', '.join(unknown)}: no such field")
        raise IllegalActionError(f"edit: {'; '.join(parts)}; editable: {', '.join(EDITABLE)}", ())
    changes: dict[str, Any] = {}
    attacks = fields.pop("attacking", ...)
    blocks = fields.pop("blocking", ...)
    for key, value in fields.items():
        if key == "zone":
            state, obj = _move(state, obj, value)
        else:
            changes[key] = _value(state, obj, key, value)
    state = state.with_object(replace(obj, **changes))
    # The board is as edited: `summoning_sick` is for the controller it has now (302.6).
    state, _ = control.note_changes(state, quiet=True)
    shown = sorted(
        [*fields, *(k for k, v in (("attacking", attacks), ("blocking", blocks)) if v is not ...)]
    )
    events = [
        event(
            "edit",
            f"Sandbox edit of {describe(state, obj)}: {', '.join(shown)}.",
            objects=[obj.id],
        )
    ]
    if attacks is not ...:
        state, more = put_attacking(state, state.objects[obj.id], attacks)
        events += more
    if blocks is not ...:
        state, more = put_blocking(state, state.objects[obj.id], blocks)
        events += more
    return state, events


def _move(state: GameState, obj: GameObject, value: Any) -> tuple[GameState, GameObject]:
    try:
        zone: Zone | None = Zone(value)
    except ValueError:
        zone = None
    if zone is None or zone is Zone.PHASED_OUT:  # not a zone of the game (702.26d)
        raise IllegalActionError(f"edit: unknown zone {value!r}", ())
    try:
        state, _ = move(state, obj.id, zone)
    except NeedChoice as need:
        raise IllegalActionError(
            f"edit: moving {obj.id} there needs a choice ({need.text}); put it in that zone in "
            "the scenario's objects, or cast it",
            need.rules,
        ) from None
    return state, state.objects[obj.id]


def _number(key: str, value: Any, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= MAX_EDIT_NUMBER:
        raise IllegalActionError(
            f"edit: {key} is a whole number from {low} to {MAX_EDIT_NUMBER:,}", ()
        )
    return value


def _value(state: GameState, obj: GameObject, key: str, value: Any) -> Any:
    """The checked value of one edited field, as the object stores it."""
    if key in ("tapped", "summoning_sick", "entered_this_turn"):
        if not isinstance(value, bool):
            raise IllegalActionError(f"edit: {key} is true or false", ())
        return value
    if key == "damage":
        return _number(key, value)
    if key == "timestamp":
        return _number(key, value, 1)
    if key == "x":
        if obj.zone is not Zone.STACK:
            raise IllegalActionError(
                "edit: x is a spell's X on the stack; a permanent's X is in `chosen` ({\"x\": 3})",
                (),
            )
        return None if value is None else _number(key, value)
    if key in ("controller", "owner"):
        if value not in state.player_ids():
            raise IllegalActionError(f"edit: no player {value!r}", ())
        return value
    if key == "counters":
        if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
            raise IllegalActionError("edit: counters is an object of counts", ())
        return freeze({k: _number(f"counters.{k}", n) for k, n in value.items()})
    if key == "attached_to":
        if value is not None and value not in state.objects and value not in state.player_ids():
            raise IllegalActionError(f"edit: attached_to: no object or player {value!r}", ())
        if value == obj.id:
            raise IllegalActionError("edit: an object can't be attached to itself (301.5c)", ())
        return value
    if key == "stickers":
        return _stickers(state, value)
    # chosen: linked choices already made (607.2), e.g. {"color": "blue"}.
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        raise IllegalActionError('edit: chosen is an object, e.g. {"color": "blue"}', ())
    return tuple(sorted(value.items()))


def _stickers(state: GameState, value: Any) -> tuple[tuple[str, int, int], ...]:
    """Name stickers, replacing the object's: each with a new timestamp, in list order (123.6)."""
    if not isinstance(value, list):
        raise IllegalActionError(
            'edit: stickers is a list like [{"words": "Guacamole", "position": 0}]', ()
        )
    out = []
    stamp = state.next_timestamp
    for i, sticker in enumerate(value):
        words = sticker.get("words") if isinstance(sticker, dict) else None
        position = sticker.get("position", 0) if isinstance(sticker, dict) else None
        if not isinstance(words, str) or not 1 <= len(words) <= 60:
            raise IllegalActionError(f"edit: stickers[{i}].words is 1 to 60 characters", ())
        out.append((words, _number(f"stickers[{i}].position", position), stamp + i))
    return tuple(out)


def put_attacking(state: GameState, obj: GameObject, player: Any) -> Result:
    """Make a creature attacking (or, with null, remove it from combat).

    It is "attacking" but never "attacked": no "whenever … attacks" ability triggers (508.4).
    """
    if player is None:
        return _out_of_combat(state, obj)
    if state.turn.step not in ATTACK_STEPS:
        raise IllegalActionError(
            "edit: a creature can be attacking only from the declare attackers step to the end "
            "of combat step",
            ("508.4",),
        )
    _creature(state, obj)
    controller = controller_of(state, obj)
    if controller != state.turn.active:
        raise IllegalActionError(
            f"edit: {obj.id} isn't controlled by the attacking player", ("506.3b",)
        )
    if player not in state.player_ids() or player == controller or state.player(player).lost:
        raise IllegalActionError(
            f"edit: {player!r} is not an opponent in the game to attack", ("506.3c",)
        )
    record = state.combat or Combat()
    state = combat.remove_from_combat(state, obj)
    record = state.combat or record
    # Entering attacking after blockers are declared, it is unblocked (508.4d).
    entry = Attacker(obj.ref, controller, player, False if record.blockers_declared else None)
    state = replace(
        state, combat=replace(record, attackers=(*record.attackers, entry), attacked=True)
    )
    return state, [
        event(
            "attacking",
            f"{describe(state, obj)} is attacking player {player}. It was never declared as an "
            "attacker, so it never “attacked”: abilities that trigger when a creature attacks "
            "don't trigger.",
            "508.4",
            objects=[obj.id, player],
        )
    ]


def put_blocking(state: GameState, obj: GameObject, attacker_id: Any) -> Result:
    """Make a creature block an attacking creature (or, with null, remove it from combat).

    It is "blocking" but never "blocked": no "whenever … blocks" ability triggers (509.4). The
    creature it blocks becomes blocked (509.1h) if it wasn't.
    """
    if attacker_id is None:
        return _out_of_combat(state, obj)
    if state.turn.step not in BLOCK_STEPS:
        raise IllegalActionError(
            "edit: a creature can be blocking only from the declare blockers step to the end "
            "of combat step",
            ("509.4",),
        )
    _creature(state, obj)
    found = [
        (a, o)
        for a, o in combat.attackers(state)
        if isinstance(attacker_id, str) and o.id == attacker_id
    ]
    if not found:
        raise IllegalActionError(f"edit: {attacker_id!r} is not an attacking creature", ("509.4",))
    ((attacker, attacking),) = found
    controller = controller_of(state, obj)
    if controller != attacker.defender:
        raise IllegalActionError(
            f"edit: {attacking.id} attacks player {attacker.defender}, and {obj.id} is controlled "
            f"by player {controller}",
            ("506.3e", "509.4a"),
        )
    state = combat.remove_from_combat(state, obj)
    record = state.combat or Combat()
    # As when a scenario starts with blockers: once there are any, blocks are declared and
    # every other attacker without one is unblocked (509.1h).
    attackers = tuple(
        replace(a, blocked=True)
        if a.ref == attacker.ref
        else (a if a.blocked is not None else replace(a, blocked=False))
        for a in record.attackers
    )
    entry = Blocker(obj.ref, controller, (attacker.ref,))
    state = replace(
        state,
        combat=replace(
            record, attackers=attackers, blockers=(*record.blockers, entry), blockers_declared=True
        ),
    )
    return state, [
        event(
            "blocking",
            f"{describe(state, obj)} is blocking {describe(state, attacking)}. It was never "
            "declared as a blocker, so it never “blocked”: abilities that trigger when a creature "
            "blocks don't trigger.",
            "509.4",
            objects=[obj.id, attacking.id],
        )
    ]


def _creature(state: GameState, obj: GameObject) -> None:
    if obj.zone is not Zone.BATTLEFIELD or not characteristics(state, obj).is_creature:
        raise IllegalActionError(f"edit: {obj.id} is not a creature on the battlefield", ("506.3",))


def _out_of_combat(state: GameState, obj: GameObject) -> Result:
    return combat.remove_from_combat(state, obj), [
        event(
            "remove_from_combat",
            f"{describe(state, obj)} is removed from combat.",
            "506.4",
            objects=[obj.id],
        )
    ]
