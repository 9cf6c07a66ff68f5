"""Combat damage (CR 510): which creatures deal damage, how each assigns it, then all of it at once.

An unblocked creature assigns its damage to the player it attacks (510.1b); a blocking creature
to the creature it blocks, or divided among those it blocks as its controller chooses (510.1d). A
blocked creature
assigns its damage to the creatures blocking it (510.1c): when that can be done in more than one
way — two or more blockers, or trample (702.19b) — the attacking player divides it. The division
is a pending `damage` choice that states what is legal; a scenario answers it with
`{"damage": {"bears": 2, "B": 3}}`, and a division against the rules is refused (510.1c, 510.1e,
702.19b). Under the current rules any division among the blockers is legal; with trample, damage
can go to the player only once every blocker has been assigned lethal damage, counting damage
already marked and damage assigned earlier in the same step (702.19b; with deathtouch any nonzero
amount is lethal, 702.2c). When the creatures on the other side include one with banding,
their controller divides instead (702.22j-k).
"""

from __future__ import annotations

from engine.core.agenda import AssignCombatDamage
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, describe_id, event
from engine.core.replace import replace
from engine.core.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    ObjectRef,
    PlayerId,
    PlayerTarget,
    Target,
    Zone,
)
from engine.core.turn_state import Attacker, Combat
from engine.derived.characteristics import characteristics
from engine.mechanics.banding.rules import banding_among
from engine.operations.damage import deal_damage_together
from engine.rules.combat import attackers, blockers
from engine.rules.combat_rules import assigns_as_unblocked

Result = tuple[GameState, list[Event]]
Assignment = tuple[GameObject, Target, int]


def _strikes_first(state: GameState, obj: GameObject) -> bool:
    chars = characteristics(state, obj)
    return chars.has("First strike") or chars.has("Double strike")


def lethal_still_needed(
    state: GameState, obj: GameObject, planned: dict[str, int], deathtouch: bool
) -> int:
    """Damage still needed for lethal (CR 702.19b: counting damage marked and damage already
    being assigned this step; 702.2c: with deathtouch, any nonzero amount is lethal)."""
    toughness = characteristics(state, obj).toughness or 0
    missing = max(0, toughness - obj.damage - planned.get(obj.id, 0))
    return min(missing, 1) if deathtouch else missing


def combat_damage(state: GameState) -> Result:
    """A combat damage step begins (CR 510): which creatures deal damage in it (510.4); how each
    assigns it (510.1, active player first) and the damage itself (510.2) come next, so a
    question about dividing damage is asked in a step already announced."""
    combat = state.combat or Combat()
    fighting = [obj for _, obj in attackers(state)] + [obj for _, obj in blockers(state)]
    events: list[Event] = []
    if combat.damage_step is None:
        firsts = tuple(obj.ref for obj in fighting if _strikes_first(state, obj))
        if firsts:
            combat = replace(combat, damage_step="first", first_strikers=firsts)
            events.append(
                event(
                    "first_strike",
                    "An attacking or blocking creature has first strike or double strike: in this "
                    "first combat damage step only creatures with first strike or double strike "
                    f"deal combat damage ({', '.join(describe_id(state, r.id) for r in firsts)});"
                    " a second combat damage step follows.",
                    "510.4",
                    objects=[r.id for r in firsts],
                )
            )
        else:
            combat = replace(combat, damage_step="regular")
    else:
        again = [
            obj.id
            for obj in fighting
            if obj.ref in combat.first_strikers and characteristics(state, obj).has("Double strike")
        ]
        combat = replace(combat, damage_step="regular")
        text = (
            "The second combat damage step: the creatures that had neither first strike nor "
            "double strike deal combat damage"
        )
        events.append(
            event(
                "second_strike",
                text
                + (
                    ", and those with double strike deal it again "
                    f"({', '.join(describe_id(state, i) for i in again)})."
                    if again
                    else "."
                ),
                *(("510.4", "702.4b") if again else ("510.4",)),
                objects=again,
            )
        )
    state = replace(state, combat=combat, agenda=(AssignCombatDamage(), *state.agenda))
    return state, events


def _dealers(state: GameState, combat: Combat) -> set[ObjectRef]:
    """The creatures that deal combat damage in this step (510.4, 702.4b): in a first-strike
    step those that had first strike or double strike as it began; in the step after it the
    others and those with double strike; with no first strikers, every one in combat."""
    fighting = [obj for _, obj in attackers(state)] + [obj for _, obj in blockers(state)]
    if combat.damage_step == "first":
        return {obj.ref for obj in fighting if obj.ref in combat.first_strikers}
    return {
        obj.ref
        for obj in fighting
        if obj.ref not in combat.first_strikers or characteristics(state, obj).has("Double strike")
    }


def assign_and_deal(state: GameState) -> Result:
    """Each dealing creature's damage is assigned (510.1), then all of it is dealt (510.2)."""
    events: list[Event] = []
    state, assignments, assigned = _assign(state, _dealers(state, state.combat or Combat()))
    events += assigned
    if not assignments:
        events.append(event("combat_damage", "No combat damage is dealt.", "510.2"))
        return state, events
    events.append(
        event(
            "combat_damage",
            "All assigned combat damage is dealt at the same time.",
            "510.2",
            objects=sorted({src.id for src, _, _ in assignments}),
        )
    )
    state, dealt = deal_damage_together(state, assignments, combat=True)
    return state, events + dealt


def _assign(
    state: GameState, dealers: set[ObjectRef]
) -> tuple[GameState, list[Assignment], list[Event]]:
    """Each dealing creature's damage assignment (CR 510.1a–d), attackers first (510.1)."""
    out: list[Assignment] = []
    events: list[Event] = []
    planned: dict[str, int] = {}
    live_blockers = blockers(state)
    for attacker, obj in attackers(state):
        if obj.ref not in dealers:
            continue
        chars = characteristics(state, obj)
        power = chars.power or 0
        name = describe(state, obj)
        if power <= 0:
            events.append(
                _assign_event(
                    f"{name} has {power} power and assigns no combat damage.", obj, "510.1a"
                )
            )
            continue
        attacked, gone = _attacked(state, attacker)
        if not attacker.blocked:
            if attacked is None:
                events.append(
                    _assign_event(
                        f"{name} is unblocked, but {gone}: it assigns no combat damage.",
                        obj,
                        "510.1b",
                    )
                )
                continue
            out.append((obj, attacked, power))
            events.append(
                _assign_event(
                    f"{name} is unblocked and assigns its {power} combat damage to "
                    f"{_target_shown(state, attacked)}.",
                    obj,
                    "510.1b",
                )
            )
            continue
        mine = [b for blk, b in live_blockers if blk.blocks(obj.ref)]
        if attacked is not None and assigns_as_unblocked(chars):
            state, took = _as_unblocked(state, attacker, obj, mine, attacked, power)
            if took is not None:
                out.append((obj, attacked, power))
                events.append(took)
                continue
        trample = chars.has("Trample")
        if not mine:
            if trample and attacked is not None:
                out.append((obj, attacked, power))
                events.append(
                    _assign_event(
                        f"{name} is blocked, but no creature is blocking it now; it has trample, "
                        f"so it assigns all {power} combat damage to "
                        f"{_target_shown(state, attacked)}.",
                        obj,
                        "702.19d",
                    )
                )
            else:
                events.append(
                    _assign_event(
                        f"{name} is blocked, but no creature is blocking it now, so it assigns no "
                        "combat damage.",
                        obj,
                        "510.1c",
                    )
                )
            continue
        state, parts, assigned = _divide(state, attacker, obj, mine, power, planned)
        events.append(assigned)
        for target, amount in parts:
            if amount:
                out.append((obj, target, amount))
                if isinstance(target, ObjectRef):
                    planned[target.id] = planned.get(target.id, 0) + amount
    live_attackers = {a.ref: (a, o) for a, o in attackers(state)}
    for blocker, obj in live_blockers:
        if obj.ref not in dealers:
            continue
        power = characteristics(state, obj).power or 0
        name = describe(state, obj)
        if power <= 0:
            events.append(
                _assign_event(
                    f"{name} has {power} power and assigns no combat damage.", obj, "510.1a"
                )
            )
            continue
        blocked = [live_attackers[r] for r in blocker.attackers if r in live_attackers]
        if not blocked:
            events.append(
                _assign_event(
                    f"{name} is no longer blocking a creature in combat, so it assigns no combat "
                    "damage.",
                    obj,
                    "510.1d",
                )
            )
            continue
        if len(blocked) == 1:
            only = blocked[0][1]
            out.append((obj, only.ref, power))
            events.append(
                _assign_event(
                    f"{name} blocks {describe(state, only)} and assigns its {power} combat "
                    "damage to it.",
                    obj,
                    "510.1d",
                )
            )
            continue
        state, parts, assigned = _divide_blocker(state, blocker.controller, obj, blocked, power)
        events.append(assigned)
        out += [(obj, ref, n) for ref, n in parts]
    return state, out, events


def _attacked(state: GameState, attacker: Attacker) -> tuple[Target | None, str]:
    """The player or planeswalker an attacking creature is attacking now, or None and why it is
    attacking nothing: the player has left the game, or the planeswalker has left the
    battlefield (510.1b, 506.4c)."""
    if attacker.planeswalker is None:
        if state.player(attacker.defender).lost:
            return None, f"player {attacker.defender} has left the game"
        return PlayerTarget(attacker.defender), ""
    walker = state.current(attacker.planeswalker)
    if walker is None or walker.zone is not Zone.BATTLEFIELD:
        return None, f"the planeswalker it was attacking ({attacker.planeswalker.id}) is gone"
    return walker.ref, ""


def _as_unblocked(
    state: GameState,
    attacker: Attacker,
    obj: GameObject,
    mine: list[GameObject],
    attacked: Target,
    power: int,
) -> tuple[GameState, Event | None]:
    """Whether a blocked creature that may assign its combat damage as though it weren't
    blocked does (510.1c): all of it to the player or planeswalker it attacks, or none of it
    there — never split (Thorn Elemental's rulings), whatever the blockers' protection. Its
    controller decides, or the defending player when a blocker has banding (the card's ruling,
    702.22j). The event saying so when it does, or None."""
    chooser: PlayerId = attacker.controller
    rules: tuple[str, ...] = ("510.1c",)
    if banding_among(mine, lambda o: characteristics(state, o)):
        chooser, rules = attacker.defender, ("510.1c", "702.22j")
    name, to = describe(state, obj), _target_shown(state, attacked)
    need = NeedChoice(
        ChoiceKind.YES,
        chooser,
        f"Player {chooser}: have {name} assign all its {power} combat damage{_which_step(state)} "
        f"to {to} as though it weren't blocked?",
        rules,
        ("true", "false"),
    )
    if not ask(need):
        return state, None
    text = (
        f"Player {chooser} has {name} assign its combat damage as though it weren't blocked: "
        f"all {power} to {to}."
    )
    return state, _assign_event(text, obj, *rules)


def _target_id(target: Target) -> str:
    return target.player if isinstance(target, PlayerTarget) else target.id


def _target_shown(state: GameState, target: Target) -> str:
    return _shown(state, _target_id(target))


def _divide(
    state: GameState,
    attacker: Attacker,
    obj: GameObject,
    mine: list[GameObject],
    power: int,
    planned: dict[str, int],
) -> tuple[GameState, list[tuple[Target, int]], Event]:
    """How a blocked creature's damage is divided among its blockers (and, with trample, the
    player it attacks): the only legal way, or its controller's answer (510.1c, 702.19b)."""
    chars = characteristics(state, obj)
    trample, deathtouch = chars.has("Trample"), chars.has("Deathtouch")
    name = describe(state, obj)
    attacked, _ = _attacked(state, attacker)
    # What trample may assign the rest to: the player or planeswalker attacked (702.19b-c).
    defender = None if attacked is None else _target_id(attacked)
    trample = trample and defender is not None
    needs = {b.id: lethal_still_needed(state, b, planned, deathtouch) for b in mine}
    rules: tuple[str, ...] = ("510.1c", "702.19b") if trample else ("510.1c",)
    # Blocked by a creature with banding, the defending player divides its damage (702.22j);
    # trample still lets damage go to the player once the blockers have lethal (702.19b).
    chooser = attacker.controller
    if banding_among(mine, lambda o: characteristics(state, o)):
        chooser, rules = attacker.defender, (*rules, "702.22j")
    if deathtouch and trample:
        rules = (*rules, "702.2c")
    if len(mine) == 1 and (not trample or power <= needs[mine[0].id]):
        # One way only: all of it to the one blocker (510.1c; with trample, not enough for
        # lethal leaves nothing for the player, 702.19b).
        only = mine[0]
        why = "" if not trample else f" (lethal damage for it is {needs[only.id]}, 702.19b)"
        text = (
            f"{name} is blocked by one creature and assigns all its {power} combat damage to "
            f"{describe(state, only)}{why}."
        )
        return state, [(only.ref, power)], _assign_event(text, obj, *rules)
    options = tuple(b.id for b in mine) + ((defender,) if trample and defender else ())
    lethal = ", ".join(f"{describe(state, b)} needs {needs[b.id]}" for b in mine)
    if trample:
        limit = (
            f" Damage can go to {_shown(state, defender or '')} only once each blocking "
            "creature is assigned "
            f"lethal damage ({lethal}; damage already marked and damage assigned earlier in this "
            "step count" + ("; with deathtouch, 1 is lethal" if deathtouch else "") + ")."
        )
    else:
        limit = f" Any division among them is legal (lethal damage: {lethal})."
    when = _which_step(state)
    need = NeedChoice(
        ChoiceKind.DAMAGE,
        chooser,
        f"Player {chooser}: divide {name}'s {power} combat damage{when} among "
        f"{', '.join(_shown(state, o) for o in options)}.{limit}",
        rules,
        options,
        power,
        power,
    )
    division = dict(ask(need))
    if (
        trample
        and division.get(defender, 0)
        and any(division.get(b.id, 0) < needs[b.id] for b in mine)
    ):
        short = [
            f"{describe(state, b)} ({division.get(b.id, 0)} of {needs[b.id]})"
            for b in mine
            if division.get(b.id, 0) < needs[b.id]
        ]
        raise IllegalActionError(
            f"{name} can assign damage to {_shown(state, defender or '')} only once each "
            f"blocking creature is assigned lethal damage; short: {', '.join(short)}",
            ("510.1c", "702.19b"),
        )
    refs: dict[str, Target] = {b.id: b.ref for b in mine}
    if attacked is not None and defender is not None:
        refs[defender] = attacked
    parts: list[tuple[Target, int]] = [(refs[k], n) for k, n in division.items() if n]
    words = ", ".join(f"{n} to {_shown(state, k)}" for k, n in division.items() if n)
    text = f"Player {chooser} divides {name}'s {power} combat damage: {words}."
    return state, parts, _assign_event(text, obj, *rules)


def _divide_blocker(
    state: GameState,
    controller: PlayerId,
    obj: GameObject,
    blocked: list[tuple[Attacker, GameObject]],
    power: int,
) -> tuple[GameState, list[tuple[Target, int]], Event]:
    """How a creature blocking two or more attacking creatures divides its combat damage among
    them, as its controller chooses (510.1d) — or the active player, when one of them has
    banding (702.22k). Any division is legal."""
    name = describe(state, obj)
    them = [o for _, o in blocked]
    chooser: PlayerId = controller
    rules: tuple[str, ...] = ("510.1d",)
    if banding_among(them, lambda o: characteristics(state, o)):
        chooser, rules = blocked[0][0].controller, ("510.1d", "702.22k")
    when = _which_step(state)
    need = NeedChoice(
        ChoiceKind.DAMAGE,
        chooser,
        f"Player {chooser}: divide {name}'s {power} combat damage{when} among "
        f"{', '.join(describe(state, o) for o in them)}, the creatures it blocks. Any division "
        "among them is legal.",
        rules,
        tuple(o.id for o in them),
        power,
        power,
    )
    division = dict(ask(need))
    refs = {o.id: o.ref for o in them}
    words = ", ".join(f"{n} to {_shown(state, k)}" for k, n in division.items() if n)
    text = f"Player {chooser} divides {name}'s {power} combat damage: {words}."
    parts: list[tuple[Target, int]] = [(refs[k], n) for k, n in division.items() if n]
    return state, parts, _assign_event(text, obj, *rules)


def _shown(state: GameState, object_or_player: str) -> str:
    if object_or_player in state.player_ids():
        return f"player {object_or_player}"
    return describe(state, state.objects[object_or_player])


def _assign_event(text: str, obj: GameObject, *rules: str) -> Event:
    return event("assign_damage", text, *rules, objects=[obj.id])


def _which_step(state: GameState) -> str:
    """Which combat damage step a division is asked in, when there are two (510.4): said in the
    question so a player dividing twice can tell the two apart."""
    record = state.combat or Combat()
    if record.damage_step == "first":
        return " in the first-strike combat damage step"
    return " in the second combat damage step" if record.first_strikers else ""
