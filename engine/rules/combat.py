"""Combat (CR 506–511): declaring attackers and blockers, combat damage, leaving combat.

The combat phase's record is `GameState.combat`: attackers and blockers in declaration order.
A creature is removed from combat when it leaves the battlefield, its controller changes or it
stops being a creature (506.4). Rather than bookkeeping wherever those things happen, each
record names the incarnation of the object (400.7) and the controller it had, and every look-up
(`attackers`, `blockers`) skips records that no longer match; regeneration, which also removes a
creature from combat (701.19a), calls `remove_from_combat`. All of combat ends with the end of
combat step (511.3).

Combat damage (510) is in `engine.rules.combat_damage`.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.mana import ManaError, parse_cost, pool_text
from engine.core.occurrences import Attacks
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, ObjectRef, PlayerId, Zone
from engine.core.turn_state import Attacker, Blocker, Combat
from engine.derived.characteristics import Characteristics, characteristics, controller_of
from engine.mechanics.banding.rules import check_bands
from engine.modifiers.tapping import tap
from engine.modifiers.triggers import fire
from engine.operations.optional_attack_costs import pay_optional
from engine.rules.combat_rules import (
    attack_costs,
    attack_if_able,
    attack_refusal,
    attacks_despite_defender,
    attacks_each_combat,
)

Result = tuple[GameState, list[Event]]


# -- agenda items (the combat steps' turn-based actions) ------------------------------------------


# -- look-ups -------------------------------------------------------------------------------------


def _in_combat(state: GameState, ref: ObjectRef, controller: PlayerId) -> GameObject | None:
    """The object if it is still in combat: same object, on the battlefield, same controller,
    still a creature (CR 506.4)."""
    obj = state.current(ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return None
    chars = characteristics(state, obj)
    if not chars.is_creature or controller_of(state, obj, chars) != controller:
        return None
    return obj


def attackers(state: GameState) -> list[tuple[Attacker, GameObject]]:
    """The attacking creatures still in combat, in declaration order."""
    combat = state.combat
    if combat is None:
        return []
    out = []
    for a in combat.attackers:
        obj = _in_combat(state, a.ref, a.controller)
        if obj is not None:
            out.append((a, obj))
    return out


def blockers(state: GameState) -> list[tuple[Blocker, GameObject]]:
    """The blocking creatures still in combat, in declaration order."""
    combat = state.combat
    if combat is None:
        return []
    out = []
    for b in combat.blockers:
        obj = _in_combat(state, b.ref, b.controller)
        if obj is not None:
            out.append((b, obj))
    return out


def anyone_attacked(state: GameState) -> bool:
    """Whether any creature was declared as an attacker or put onto the battlefield attacking in
    this combat: 508.8 skips the declare blockers and combat damage steps only when none was, so
    an attack whose creatures all died or left combat before blockers still has those steps."""
    return state.combat is not None and state.combat.attacked


def attackers_declared(state: GameState) -> bool:
    return state.combat is not None and state.combat.attackers_declared


def blockers_declared(state: GameState) -> bool:
    return state.combat is not None and state.combat.blockers_declared


def attacking(state: GameState, obj: GameObject) -> str | None:
    """The player or the planeswalker's id `obj` is attacking, if it is an attacking creature
    (for the output)."""
    if state.combat is None or obj.zone is not Zone.BATTLEFIELD:
        return None
    for a, current in attackers(state):
        if current.id == obj.id:
            return a.defender if a.planeswalker is None else a.planeswalker.id
    return None


def attack_target(state: GameState, name: str, target: str) -> tuple[PlayerId, ObjectRef | None]:
    """What `target` names for an attacker: a player, or a planeswalker on the battlefield (506.3,
    508.1b) and its controller, the defending player (506.2); refused otherwise."""
    if target in state.player_ids():
        return target, None
    walker = state.objects.get(target)
    if walker is None:
        raise IllegalActionError(f"there is no player {target!r} for {name} to attack", ("506.3",))
    if walker.zone is not Zone.BATTLEFIELD or not characteristics(state, walker).is_type(
        "Planeswalker"
    ):
        raise IllegalActionError(
            f"{name} can't attack {describe(state, walker)}: only a player or a planeswalker on "
            "the battlefield can be attacked (this engine doesn't model attacking battles)",
            ("506.3",),
        )
    return controller_of(state, walker), walker.ref


def target_words(state: GameState, defender: PlayerId, walker: ObjectRef | None) -> str:
    """ "player B" or "Jace Beleren (jace)", what an attacker attacks, for events."""
    if walker is None:
        return f"player {defender}"
    found = state.current(walker)
    return describe(state, found) if found is not None else walker.id


def blocking(state: GameState, obj: GameObject) -> str | list[str] | None:
    """The id of the attacking creature `obj` blocks, if it is a blocking creature, or the ids
    of those it blocks when it blocks several (509.1g; for the output)."""
    if state.combat is None or obj.zone is not Zone.BATTLEFIELD:
        return None
    for b, current in blockers(state):
        if current.id == obj.id:
            ids = [r.id for r in b.attackers]
            return ids[0] if len(ids) == 1 else ids
    return None


def remove_from_combat(state: GameState, obj: GameObject) -> GameState:
    """Remove a creature from combat (CR 506.4), e.g. as it regenerates (701.19a)."""
    combat = state.combat
    if combat is None:
        return state
    return replace(
        state,
        combat=replace(
            combat,
            attackers=tuple(a for a in combat.attackers if a.ref != obj.ref),
            blockers=tuple(b for b in combat.blockers if b.ref != obj.ref),
        ),
    )


def end_combat(state: GameState) -> Result:
    """As the end of combat step ends, everything is removed from combat (CR 511.3), and the
    effects that last "until end of combat" expire as the combat phase ends with it (511.2,
    500.5)."""
    fighting = [obj for _, obj in attackers(state)] + [obj for _, obj in blockers(state)]
    ids = [obj.id for obj in fighting]
    names = ", ".join(describe(state, obj) for obj in fighting)
    ending = [e for e in state.effects if e.duration == "end_of_combat"]
    state = replace(
        state,
        combat=None,
        effects=tuple(e for e in state.effects if e.duration != "end_of_combat"),
    )
    events = [
        event(
            "effect_ends",
            f"{ended.source_name}'s effect “until end of combat” ends: the combat phase ends.",
            "511.2",
            "500.5",
            objects=list(dict.fromkeys(r.id for r in ended.affected)),
        )
        for ended in ending
    ]
    if ids:
        events.append(
            event(
                "end_of_combat",
                f"The end of combat step ends: all creatures are removed from combat ({names}).",
                "511.3",
                objects=ids,
            )
        )
    return state, events


def second_damage_step(state: GameState) -> bool:
    """After a first-strike combat damage step comes a second one (CR 510.4)."""
    return state.combat is not None and state.combat.damage_step == "first"


# -- declare attackers (508) ----------------------------------------------------------------------


def battlefield_creature(
    state: GameState, object_id: str, rule: str
) -> tuple[GameObject, Characteristics]:
    obj = state.objects.get(object_id)
    if obj is not None and obj.zone is Zone.PHASED_OUT:
        raise IllegalActionError(
            f"{describe(state, obj)} is phased out: it is treated as though it doesn't exist, "
            "so it can't attack or block",
            (rule, "702.26b"),
        )
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        raise IllegalActionError(f"{object_id!r} is not a permanent on the battlefield", (rule,))
    chars = characteristics(state, obj)
    if not chars.is_creature:
        raise IllegalActionError(
            f"{describe(state, obj)} isn't a creature: only creatures can attack or block",
            ("506.3",),
        )
    return obj, chars


def check_attacker(
    state: GameState, object_id: str, target: str
) -> tuple[GameObject, Characteristics, PlayerId]:
    """One chosen attacker against 508.1a–c (and 506.2–3, 302.6, 702.3b); returns it, its
    characteristics and controller, or refuses it with the rule. `legal_actions` asks the same
    question of each creature."""
    active = state.turn.active
    obj, chars = battlefield_creature(state, object_id, "508.1a")
    name = describe(state, obj)
    controller = controller_of(state, obj)
    if controller != active:
        raise IllegalActionError(
            f"{name} is controlled by player {controller}: only creatures the active player "
            f"({active}) controls can attack",
            ("508.1a",),
        )
    defender, walker = attack_target(state, name, target)
    if defender == active or state.player(defender).lost:
        whose = "" if walker is None else f"{describe(state, state.objects[target])} of "
        raise IllegalActionError(
            f"{name} can't attack {whose}player {defender}: only an opponent of the active player "
            "who is still in the game, or a planeswalker such a player controls, can be attacked",
            ("506.2",) if walker is None else ("506.2", "508.1b"),
        )
    if obj.tapped:
        raise IllegalActionError(
            f"{name} is tapped, and tapped creatures can't attack", ("508.1a",)
        )
    if obj.summoning_sick and not chars.has("Haste"):
        raise IllegalActionError(
            f"{name} is summoning sick: player {controller} hasn't controlled it continuously "
            "since their most recent turn began, and it doesn't have haste",
            ("302.6",),
        )
    if chars.has("Defender") and not attacks_despite_defender(chars):
        raise IllegalActionError(
            f"{name} has defender, and a creature with defender can't attack", ("702.3b",)
        )
    if chars.cant_attack:
        raise IllegalActionError(
            f"{name} can't attack: {who_forbids(chars, 'attack')}, a restriction on declaring "
            "attackers",
            ("508.1c",),
        )
    refused = attack_refusal(state, obj, chars, defender)
    if refused is not None:
        raise IllegalActionError(refused[0], (refused[1],))
    return obj, chars, controller


def who_forbids(chars: Characteristics, what: str) -> str:
    """Who says the creature can't attack / block, from the layer record ("can't attack or block
    (Doomed Artisan (artisan))" → "Doomed Artisan (artisan) says it can't attack or block")."""
    for text, _ in chars.explanations:
        said, _, by = text.partition(" (")
        if said.startswith("can't ") and what in said.split(" "):
            return f"{by.removesuffix(')')} says it {said}" if by else f"an effect says it {said}"
    return f"an effect says it can't {what}"


def declare_attackers(
    state: GameState, mapping: dict[str, str], bands: Sequence[Sequence[str]] = ()
) -> Result:
    """The active player declares attackers (CR 508.1): checked, tapped, attacking, triggers;
    `bands` the attacking bands they declare (702.22c-d).

    An illegal declaration is refused as a whole (508.1 returns the game to before it).
    """
    active = state.turn.active
    chosen = [(*check_attacker(state, i, target), target) for i, target in mapping.items()]
    check_requirements(state, mapping)
    by_id = {obj.id: chars for obj, chars, _, _ in chosen}
    check_bands(bands, mapping, by_id.__getitem__, lambda i: describe(state, state.objects[i]))
    aims = {target: attack_target(state, "", target) for target in mapping.values()}
    state, paid = pay_attack_costs(state, [aims[t] for _, _, _, t in chosen])
    names = [
        f"{describe(state, obj)} attacking {target_words(state, *aims[target])}"
        for obj, _, _, target in chosen
    ]
    events = [
        event(
            "declare_attackers",
            f"Player {active} declares attackers: {'; '.join(names)}."
            if names
            else f"Player {active} declares no attackers."
            if not state.player(active).lost
            else f"No attackers are declared: player {active}, whose turn it is, has left the "
            "game, and the turn goes on without an active player.",
            # 508.1b: the active player announces which player or planeswalker each attacks.
            *(("508.1", "508.1b") if any(w for _, w in aims.values()) else ("508.1",)),
            # 800.4j: a turn goes on to its end without the player who left.
            *(("800.4j",) if state.player(active).lost else ()),
            objects=[obj.id for obj, _, _, _ in chosen],
        )
    ]
    record: list[Attacker] = []
    for obj, chars, controller, target in chosen:
        if chars.has("Vigilance"):
            events.append(
                event(
                    "vigilance",
                    f"{describe(state, obj)} has vigilance: attacking doesn't cause it to tap.",
                    "702.20b",
                    objects=[obj.id],
                )
            )
        else:
            state, fired = tap(state, obj)
            events.append(
                event(
                    "tap",
                    f"{describe(state, obj)} becomes tapped as it attacks (not a cost).",
                    "508.1f",
                    objects=[obj.id],
                )
            )
            events += fired
        defender, walker = aims[target]
        record.append(Attacker(obj.ref, controller, defender, planeswalker=walker))
    refs = {a.ref.id: a.ref for a in record}
    combat = replace(
        state.combat or Combat(),
        attackers=tuple(record),
        attackers_declared=True,
        attacked=bool(record),
        bands=tuple(tuple(refs[i] for i in band) for band in bands),
    )
    state = replace(state, combat=combat)
    if bands:
        events.append(
            event(
                "band",
                "Attacking in "
                + ("a band" if len(bands) == 1 else "bands")
                + ": "
                + "; ".join(
                    " and ".join(describe(state, state.objects[i]) for i in band) for band in bands
                )
                + ". A creature blocking one of a band blocks them all.",
                "508.1e",
                "702.22c",
                "702.22h",
                objects=[i for band in bands for i in band],
            )
        )
    # Optional costs to attack (508.1g: exert, 701.43d), after the attackers are tapped.
    state, optional = pay_optional(state, [obj for obj, _, _, _ in chosen])
    state, triggered = fire(state, Attacks(tuple(record)))
    return state, events[:1] + paid + events[1:] + optional + triggered


def pay_attack_costs(
    state: GameState, aims: list[tuple[PlayerId, ObjectRef | None]]
) -> tuple[GameState, list[Event]]:
    """The costs to attack (Ghostly Prison): added up once the attackers are chosen, locked in
    (508.1h) and paid from the active player's mana pool (508.1i-j); a declaration whose total
    the pool can't pay is refused as a whole (508.1j: no partial payment; 118.3)."""
    costs = attack_costs(state, [defender for defender, walker in aims if walker is None])
    if not costs:
        return state, []
    active = state.player(state.turn.active)
    total = parse_cost("".join(cost for _, cost in costs))
    asking = ", ".join(dict.fromkeys(describe(state, perm) for perm, _ in costs))
    try:
        pool = active.pay_other(total)
    except ManaError as exc:
        raise IllegalActionError(
            f"player {active.id} can't pay {total.text()} to attack ({asking}): {exc}",
            ("508.1j", "118.3"),
        ) from None
    state = state.with_player(active.paid(pool))
    text = (
        f"Player {active.id} pays {total.text()} to attack, for {len(costs)} attacker(s) "
        f"({asking}; pool left: {pool_text(pool.whole()) or 'empty'})."
    )
    return state, [
        event(
            "pay",
            text,
            "508.1h",
            "508.1j",
            objects=[active.id, *dict.fromkeys(p.id for p, _ in costs)],
        )
    ]


def check_requirements(state: GameState, mapping: dict[str, str]) -> None:
    """Refuse a declaration that leaves a requirement unmet that could be met (CR 508.1d).

    The engine's attack restrictions each concern one creature and one defending player, so a
    creature that must attack and isn't declared could be added to the declaration without
    breaking another restriction: the maximum number of requirements obeyed is met exactly when
    every creature that must attack and could attack a player does."""
    _attack_this(state, mapping)
    for obj in state.battlefield():
        if obj.id in mapping or controller_of(state, obj) != state.turn.active:
            continue
        chars = characteristics(state, obj)
        if not chars.is_creature:
            continue
        required = attacks_each_combat(chars)
        if required is None:
            continue
        for defender in state.player_ids():
            try:
                check_attacker(state, obj.id, defender)
            except IllegalActionError:
                continue
            raise IllegalActionError(
                f"{describe(state, obj)} {required.says}, and it could attack player "
                f"{defender}: a declaration of attackers without it obeys fewer requirements "
                "than one with it",
                ("508.1d",),
            )


def _attack_this(state: GameState, mapping: dict[str, str]) -> None:
    """Refuse a declaration in which a creature that could attack a permanent it must attack if
    able (Gideon Jura's +2, 613.11) doesn't attack it (508.1d)."""
    for obj in state.battlefield():
        refusal = must_attack_refusal(state, obj, mapping.get(obj.id))
        if refusal is not None:
            raise refusal


def must_attack_refusal(
    state: GameState, obj: GameObject, target: str | None
) -> IllegalActionError | None:
    """Why `obj` attacking `target` (None: not attacking) is refused when a permanent it must
    attack if able (Gideon Jura's +2, 613.11) is one it could attack (508.1d: attacking anything
    else obeys fewer requirements), or None. Attacking any one of several such permanents obeys
    as many requirements as a creature can."""
    if (
        controller_of(state, obj) != state.turn.active
        or not characteristics(state, obj).is_creature
    ):
        return None
    musts = attack_if_able(state, state.turn.active)
    if any(target == walker.id for walker, _ in musts):
        return None
    for walker, says in musts:
        try:
            check_attacker(state, obj.id, walker.id)
        except IllegalActionError:
            continue
        return IllegalActionError(
            f"{describe(state, obj)} must attack {describe(state, walker)} if able, as "
            f"{says} says, and it could: a declaration without that attack obeys fewer "
            "requirements than one with it",
            ("508.1d", "613.11"),
        )
    return None


__all__ = [
    "anyone_attacked",
    "attacking",
    "blocking",
    "declare_attackers",
    "end_combat",
    "remove_from_combat",
    "second_damage_step",
]
