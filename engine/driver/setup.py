"""Build the game state a scenario describes (SCENARIO.md "At load")."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.cards.pool import find, fold_name
from engine.cards.store import face_owners
from engine.cards.vocabulary import CardDef, spell_parts
from engine.core.agenda import OpeningHandActions
from engine.core.errors import ScenarioError
from engine.core.mana import parse_pool
from engine.core.replace import replace
from engine.core.state import (
    GameObject,
    GameState,
    ObjectRef,
    Player,
    PlayerTarget,
    Step,
    Target,
    Zone,
    freeze,
)
from engine.core.turn_state import ATTACK_STEPS, BLOCK_STEPS, Attacker, Blocker, Combat, Turn
from engine.derived import control
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.targets import matches
from engine.driver.scenario import CompanionIn, Modes, ObjectIn, Scenario
from engine.mechanics.companion.rules import has_companion
from engine.mechanics.phasing import rules as phasing
from engine.modifiers import turn_history
from engine.modifiers.copies import copiable_values, with_exceptions
from engine.rules.turn import begin_step


def _unknown(card: str) -> str:
    """Why `card` names no card: a face name two cards share names neither, and the error says
    which whole names would do; otherwise the name is unknown."""
    owners = face_owners(card)
    if len(owners) > 1:
        named = " and ".join(repr(o) for o in owners)
        return f"{card!r} is a face of {len(owners)} cards, {named}: name the whole card"
    return f"unknown card {card!r}: not in the engine's pool or the scenario's cards"


def new_game(scenario: Scenario) -> GameState:
    """The state at load: the active player holds priority and nobody has passed."""
    extra: dict[str, CardDef] = {}
    for i, card in enumerate(scenario.cards):
        key = fold_name(card.name)
        if key in extra:
            raise ScenarioError(f"cards[{i}].name", f"{card.name!r} is defined twice")
        extra[key] = card
    players = tuple(
        Player(
            id=p.id,
            name=p.name or p.id,
            life=p.life,
            counters=freeze(p.counters),
            mana_pool=parse_pool(p.mana_pool),
            max_hand_size=p.max_hand_size,
            anonymous_library=p.library,
            commanders=p.commander,
        )
        for p in scenario.players
    )
    objects: dict[str, GameObject] = {}
    ordered: dict[Zone, list[tuple[int, int, str]]] = {}
    timestamps = [o.timestamp for o in scenario.objects if o.timestamp is not None]
    next_stamp = max(timestamps, default=0) + 1
    for i, spec in enumerate(scenario.objects):
        try:
            found = find(spec.card, extra) if spec.card is not None else spec.token
        except ScenarioError as exc:
            raise ScenarioError(f"objects[{i}].card", exc.message) from exc
        if found is None:
            raise ScenarioError(f"objects[{i}].card", _unknown(spec.card or ""))
        definition: CardDef = found
        # The model requires one of the two; each defaults to the other.
        owner: str = spec.owner or spec.controller or ""
        controller: str = spec.controller or owner
        zone = Zone(spec.zone)
        if spec.token is not None and zone not in (Zone.BATTLEFIELD, Zone.STACK):
            raise ScenarioError(f"objects[{i}].zone", "a token can only be on the battlefield")
        if zone is Zone.STACK and spec.token is not None:
            raise ScenarioError(f"objects[{i}].zone", "only cards can be spells on the stack")
        timestamp = spec.timestamp
        if timestamp is None:
            timestamp = next_stamp
            next_stamp += 1
        counters = freeze(_with_loyalty(spec.counters, definition, zone))
        stickers = tuple((s.words, s.position, timestamp) for s in spec.stickers)
        obj = GameObject(
            id=spec.id,
            card=definition,
            owner=owner,
            controller=controller,
            zone=zone,
            timestamp=timestamp,
            token=spec.token is not None,
            tapped=spec.tapped,
            summoning_sick=spec.summoning_sick,
            damage=spec.damage,
            counters=counters,
            attached_to=spec.attached_to,
            entered_this_turn=spec.entered_this_turn,
            x=spec.x,
            modes=_modes(spec.mode),
            chosen=tuple(sorted(spec.chosen.items())),
            stickers=stickers,
            face_down=spec.face_down,
        )
        if spec.face_down and (zone not in (Zone.BATTLEFIELD, Zone.STACK) or spec.token):
            raise ScenarioError(
                f"objects[{i}].face_down",
                "only a card on the battlefield or the stack is face down",
            )
        if zone is not Zone.BATTLEFIELD and (spec.tapped or spec.damage or spec.attached_to):
            raise ScenarioError(
                f"objects[{i}]", "only permanents can be tapped, damaged or attached"
            )
        if spec.transformed:
            obj = _transformed(obj, f"objects[{i}].transformed")
        if spec.flipped:
            obj = _flipped(obj, f"objects[{i}].flipped")
        if spec.back_face_up:
            obj = _back_face_up(obj, f"objects[{i}].back_face_up")
        objects[spec.id] = obj
        if zone in (Zone.LIBRARY, Zone.GRAVEYARD, Zone.STACK):
            order = spec.order if spec.order is not None else i
            ordered.setdefault(zone, []).append((order, i, spec.id))
    for i, player in enumerate(scenario.players):
        if player.companion is not None:
            companion = _companion(player.id, player.companion, extra, i, next_stamp)
            objects[companion.id] = companion
            next_stamp += 1
    for i, spec in enumerate(scenario.objects):
        if spec.mode is not None:
            _check_modes(objects[spec.id].card, _modes(spec.mode), f"objects[{i}].mode")
        if spec.targets:
            obj = objects[spec.id]
            if obj.zone is not Zone.STACK:
                raise ScenarioError(f"objects[{i}].targets", "only stack objects have targets")
            specs = spell_parts(obj.card, obj.modes)[0]
            if not specs:
                raise ScenarioError(f"objects[{i}].targets", f"{obj.card.name} has no targets")
            chosen: list[Target] = []
            for t in spec.targets:
                if t in objects:
                    chosen.append(ObjectRef(t, 0))
                else:
                    chosen.append(PlayerTarget(t))
            groups: list[tuple[Target, ...]] = []
            for target_spec in specs:
                groups.append(tuple(chosen[: target_spec.max]))
                chosen = chosen[target_spec.max :]
            objects[spec.id] = replace(obj, targets=tuple(groups))
    stack = tuple(i for _, _, i in sorted(ordered.get(Zone.STACK, [])))
    libraries: dict[str, tuple[str, ...]] = {}
    graveyards: dict[str, tuple[str, ...]] = {}
    for zone, target in ((Zone.LIBRARY, libraries), (Zone.GRAVEYARD, graveyards)):
        for _, _, object_id in sorted(ordered.get(zone, [])):
            owner = objects[object_id].owner
            target[owner] = (*target.get(owner, ()), object_id)
    turn = _turn(scenario, {p.id for p in players})
    state = GameState(
        players=players,
        objects=objects,
        turn=turn,
        stack=stack,
        libraries=libraries,
        graveyards=graveyards,
        next_timestamp=next_stamp,
        script=tuple(scenario.actions),
        answers=tuple(scenario.choices),
        rolls=scenario.rolls,
        flips=tuple(f == "win" for f in scenario.flips),
        limits=scenario.limits,
        day_night=scenario.turn.day_night,
    )
    state = _load_copies(state, [(i, o.id, o.copy_of) for i, o in enumerate(scenario.objects)])
    # Creatures attacking or blocking as the scenario begins (combat steps only, CR 506).
    state = _load_combat(
        state, [(i, o.id, o.attacking, o.blocking) for i, o in enumerate(scenario.objects)]
    )
    state = _load_phasing(state, [(i, o) for i, o in enumerate(scenario.objects)])
    # `summoning_sick` in the scenario is for the controller each permanent has as it loads.
    state, _ = control.note_changes(state, quiet=True)
    state = _entered_this_turn(state)
    if turn.step in (Step.UNTAP, Step.CLEANUP):
        # No player receives priority in these steps (502.4, 514.3): begin with their work.
        state = replace(state, turn=replace(turn, priority=None))
        state, _ = begin_step(state, turn.step)
    if scenario.turn.start_of_game:
        # The actions of the opening hands come before the first turn (103.6).
        state = replace(state, agenda=(OpeningHandActions(), *state.agenda))

    return state


def _entered_this_turn(state: GameState) -> GameState:
    """The turn's record of permanents that entered the battlefield (603.6a) holds those the
    scenario says entered this turn, as they are as it loads: "if an artifact entered the
    battlefield under your control this turn"."""
    arrived = [o for o in state.battlefield() if o.entered_this_turn]
    if not arrived:
        return state
    records = tuple(turn_history.recorded(state, o) for o in arrived)
    return replace(state, turn=replace(state.turn, entered_battlefield=records))


def _companion(
    player: str, spec: CompanionIn, extra: dict[str, CardDef], i: int, timestamp: int
) -> GameObject:
    """A player's revealed companion (702.139a), a card outside the game (400.11) until they put
    it into their hand; refused for a card without a companion ability."""
    where = f"players[{i}].companion.card"
    try:
        found = find(spec.card, extra)
    except ScenarioError as exc:
        raise ScenarioError(where, exc.message) from exc
    if found is None:
        raise ScenarioError(where, _unknown(spec.card))
    obj = GameObject(
        id=spec.id,
        card=found,
        owner=player,
        controller=player,
        zone=Zone.OUTSIDE,
        timestamp=timestamp,
    )
    if not has_companion(obj):
        raise ScenarioError(where, f"{found.name} has no companion ability (702.139a)")
    return obj


# -- permanents loaded as copies ------------------------------------------------------------------


def _load_copies(state: GameState, specs: list[tuple[int, str, str | None]]) -> GameState:
    """Permanents loaded as copies (the scenario's `copy_of`), as if each had entered as a copy
    of that object: a card that may enter as a copy (Clone, 707.5, 614.1c) gets the original's
    copiable values (707.2; a copy of a copy copies what the first copied, 707.3) with its
    ability's exceptions (707.9). `specs` holds (index, object id, copy_of); a copy of another
    copy is loaded after it. Raises `ScenarioError` naming the field."""
    waiting = [(i, object_id, original) for i, object_id, original in specs if original]
    while waiting:
        copying = {object_id for _, object_id, _ in waiting}
        # One that copies itself is ready: to be refused, as there is nothing else to copy.
        ready = [w for w in waiting if w[2] == w[1] or w[2] not in copying]
        if not ready:
            raise ScenarioError(f"objects[{waiting[0][0]}].copy_of", "these copies copy each other")
        for i, object_id, original_id in ready:
            state = _load_copy(state, f"objects[{i}].copy_of", object_id, original_id or "")
        waiting = [w for w in waiting if w not in ready]
    return state


def _load_copy(state: GameState, where: str, object_id: str, original_id: str) -> GameState:
    obj = state.objects[object_id]
    if obj.zone is not Zone.BATTLEFIELD:
        raise ScenarioError(where, "only a permanent on the battlefield can have entered as a copy")
    original = state.objects.get(original_id)
    if original is None or original_id == object_id:
        raise ScenarioError(where, f"there is no other object {original_id!r} to be a copy of")
    ability = next((a for a in obj.card.abilities if isinstance(a, v.EntersAsCopy)), None)
    if ability is None:
        raise ScenarioError(
            where,
            f"{obj.card.name} has no ability that makes it enter as a copy (707.5), so it can't "
            "be loaded as one",
        )
    why_not = matches(state, original, ability.filter, obj.controller, obj.id)
    if why_not is not None:
        raise ScenarioError(where, f"{obj.card.name} can't copy {original.card.name}: {why_not}")
    values = with_exceptions(copiable_values(original), ability.except_)
    return replace(
        state,
        objects={**state.objects, object_id: replace(obj, copied=values, copy_of=original_id)},
    )


# -- creatures loaded attacking or blocking -------------------------------------------------------


def _load_combat(
    state: GameState, specs: list[tuple[int, str, str | None, str | tuple[str, ...] | None]]
) -> GameState:
    """Combat as a scenario loads (SCENARIO.md `attacking` / `blocking`): `specs` holds (index,
    object id, attacking, blocking). Such creatures are in combat, but were never declared here,
    so nothing triggers (508.4, 509.4). Raises `ScenarioError` naming the field."""
    step = state.turn.step
    if step not in ATTACK_STEPS:
        for i, _, attacks, blocks in specs:
            if attacks is not None or blocks is not None:
                field = "attacking" if attacks is not None else "blocking"
                raise ScenarioError(
                    f"objects[{i}].{field}",
                    "creatures attack and block only in the combat steps declare_attackers, "
                    "declare_blockers, combat_damage and end_of_combat",
                )
        return state
    found: list[Attacker] = []
    for i, object_id, attacks, _ in specs:
        if attacks is None:
            continue
        obj = state.objects[object_id]
        where = f"objects[{i}].attacking"
        _loadable_creature(state, obj, where)
        controller = controller_of(state, obj)
        if controller != state.turn.active:
            raise ScenarioError(
                where,
                f"only the active player's creatures attack (506.2); {object_id} is controlled by "
                f"{controller}",
            )
        if attacks not in state.player_ids() or attacks == controller:
            raise ScenarioError(
                where,
                f"{attacks!r} is not an opponent of player {controller} (this engine lets "
                "creatures attack players only)",
            )
        found.append(Attacker(obj.ref, controller, attacks))
    blocks_found: list[Blocker] = []
    by_id = {a.ref.id: a for a in found}
    for i, object_id, _, blocks in specs:
        if blocks is None:
            continue
        where = f"objects[{i}].blocking"
        if step not in BLOCK_STEPS:
            raise ScenarioError(
                where,
                "creatures block only in the steps declare_blockers, combat_damage and "
                "end_of_combat",
            )
        obj = state.objects[object_id]
        _loadable_creature(state, obj, where)
        controller = controller_of(state, obj)
        chosen: list[ObjectRef] = []
        for attacker_id in (blocks,) if isinstance(blocks, str) else blocks:
            attacker = by_id.get(attacker_id)
            if attacker is None:
                raise ScenarioError(
                    where, f"{attacker_id!r} is not an attacking creature (give it 'attacking')"
                )
            if controller != attacker.defender:
                raise ScenarioError(
                    where,
                    f"{attacker_id} attacks player {attacker.defender}; {object_id} is "
                    f"controlled by {controller}",
                )
            chosen.append(attacker.ref)
        if not chosen:
            raise ScenarioError(where, "a blocking creature blocks at least one attacker")
        blocks_found.append(Blocker(obj.ref, controller, tuple(dict.fromkeys(chosen))))
    index = ATTACK_STEPS.index(step)
    declared_blockers = bool(blocks_found) or index >= 2
    blocked = {r.id for b in blocks_found for r in b.attackers}
    if declared_blockers:
        found = [replace(a, blocked=a.ref.id in blocked) for a in found]
    combat = Combat(
        attackers=tuple(found),
        blockers=tuple(blocks_found),
        attackers_declared=bool(found) or index >= 1,
        attacked=bool(found),
        blockers_declared=declared_blockers,
        # In the combat damage step with priority, that step's damage has been dealt.
        damage_step="regular" if index >= 2 else None,
    )
    return replace(state, combat=combat)


def _loadable_creature(state: GameState, obj: GameObject, where: str) -> None:
    if obj.zone is not Zone.BATTLEFIELD:
        raise ScenarioError(where, "only a creature on the battlefield can be in combat")
    if not characteristics(state, obj).is_creature:
        raise ScenarioError(where, f"{obj.id} isn't a creature (506.3)")


def _with_loyalty(counters: dict[str, int], card: CardDef, zone: Zone) -> dict[str, int]:
    """A planeswalker the scenario puts on the battlefield has its printed loyalty in loyalty
    counters, as if it had entered (306.5b), unless the scenario says how many it has."""
    if zone is Zone.BATTLEFIELD and "Planeswalker" in card.types and card.loyalty is not None:
        return {"loyalty": card.loyalty, **counters}
    return counters


def _modes(given: Modes) -> tuple[int, ...]:
    if given is None:
        return ()
    return (given,) if isinstance(given, int) else tuple(sorted(given))


def _transformed(obj: GameObject, where: str) -> GameObject:
    """A permanent loaded with its back face up (701.27g, 712.8e)."""
    back = obj.card.back
    if obj.zone is not Zone.BATTLEFIELD or back is None:
        raise ScenarioError(
            where,
            f"{obj.card.name} can't be transformed: only a transforming double-faced card on "
            "the battlefield has its back face up (712.8a, 701.27a)",
        )
    return replace(obj, card=back, front=obj.card)


def _back_face_up(obj: GameObject, where: str) -> GameObject:
    """A modal double-faced card loaded with its back face up, as if it had been cast or played
    so (712.8f, 712.13); anywhere else it has only its front face's characteristics (712.8a)."""
    back = obj.card.modal_back if obj.face_down is None else None
    if obj.zone not in (Zone.BATTLEFIELD, Zone.STACK) or back is None:
        raise ScenarioError(
            where,
            f"{obj.card.name} can't have its back face up: only a modal double-faced card on "
            "the battlefield or the stack has (712.8f, 712.8a)",
        )
    return replace(obj, card=back, whole=obj.card)


def _flipped(obj: GameObject, where: str) -> GameObject:
    """A flip card loaded as a flipped permanent (710.2, 110.5)."""
    if obj.zone is not Zone.BATTLEFIELD or obj.card.flipped is None:
        raise ScenarioError(
            where,
            f"{obj.card.name} can't be flipped: only a flip card on the battlefield is flipped "
            "(710.1b, 710.2)",
        )
    return replace(obj, flipped=True)


def _load_phasing(state: GameState, specs: list[tuple[int, ObjectIn]]) -> GameState:
    """Permanents phased out as the scenario loads (its optional `phased_out`), each under its
    controller (702.26b, 502.1), with what is attached to it, indirectly (702.26g, 702.26h).
    Raises `ScenarioError` naming the field."""
    marked = {spec.id for _, spec in specs if spec.phased_out}
    for i, spec in specs:
        if not spec.phased_out:
            continue
        where = f"objects[{i}].phased_out"
        if spec.zone != "battlefield":
            raise ScenarioError(where, "only a permanent on the battlefield phases out (702.26b)")
        if spec.attacking is not None or spec.blocking is not None:
            raise ScenarioError(
                where, "a permanent that phases out is removed from combat (506.4, 702.26b)"
            )
        obj = state.objects[spec.id]
        if obj.zone is Zone.PHASED_OUT or obj.attached_to in marked:
            continue  # it phases out with the permanent it is attached to (702.26h)
        state, _ = phasing.phase_out(state, obj, controller_of(state, obj))
    return state


def _turn(scenario: Scenario, players: set[str]) -> Turn:
    """The turn at load, with who cast its spells and last turn's (601.2i, 731.2, 603.4)."""
    t = scenario.turn
    by = dict(t.spells_cast_by)
    if not by and t.spells_cast_this_turn:
        by = {t.active: t.spells_cast_this_turn}
    total = t.spells_cast_this_turn or sum(by.values())
    for field_name, counts in (
        ("spells_cast_by", by),
        ("spells_cast_last_turn", t.spells_cast_last_turn),
    ):
        if unknown := sorted(set(counts) - players):
            raise ScenarioError(f"turn.{field_name}", f"no player {unknown[0]!r} in the game")
    if unknown := sorted(set(t.players_dealt_damage) - players):
        raise ScenarioError("turn.players_dealt_damage", f"no player {unknown[0]!r} in the game")
    if sum(by.values()) != total:
        raise ScenarioError(
            "turn.spells_cast_by",
            f"says {sum(by.values())} spells were cast this turn, spells_cast_this_turn {total}",
        )
    return Turn(
        number=t.number,
        active=t.active,
        step=Step(t.step),
        priority=t.active,
        lands_played=t.lands_played,
        spells_cast=total,
        cast_by=tuple(sorted(by.items())),
        last_turn_cast_by=tuple(sorted(t.spells_cast_last_turn.items())),
        damaged_players=tuple(dict.fromkeys(t.players_dealt_damage)),
    )


def _check_modes(card: CardDef, picks: tuple[int, ...], where: str) -> None:
    """A stack object's modes are modes of its card, each once, as many as it chooses (700.2)."""
    low, high = card.choose
    if not card.modes or max(picks) > len(card.modes):
        raise ScenarioError(
            where,
            f"{card.name} has {len(card.modes) or 'no'} mode(s), not mode {max(picks)} (700.2)",
        )
    if len(set(picks)) != len(picks) or not low <= len(picks) <= high:
        raise ScenarioError(
            where,
            f"{card.name} chooses {low}"
            + (f" to {high}" if high != low else "")
            + f" different mode(s), not {list(picks)} (700.2, 700.2d)",
        )
