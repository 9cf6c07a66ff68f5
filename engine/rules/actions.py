"""Player actions: casting spells (601.2), activating abilities (602, 605) and playing lands (305).

Every check happens before anything changes: an illegal action is refused with the rule that
forbids it (IllegalActionError) and the state stays as it was (601.2e: the game returns to the
moment before). Missing decisions (mode, X, targets) are asked (`engine.core.choices.ask`): the
player answers a pending choice, or a decision with exactly one legal answer is taken.
"""

from __future__ import annotations

from dataclasses import replace

from engine.cards.anonymous import ANONYMOUS
from engine.cards.vocabulary import Activated, CardDef, chosen_parts, spell_parts
from engine.cards.vocabulary.casting import keyword_cost
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, describe_target, event, ref_id
from engine.core.face_down import copiable_card
from engine.core.mana import (
    ManaCost,
    pool_text,
)
from engine.core.occurrences import BecomesTarget, Cast
from engine.core.scenario_actions import ActivateAction, CastAction
from engine.core.state import (
    ChoiceKind,
    Event,
    GameObject,
    GameState,
    PlayerId,
    StackAbility,
    Target,
    Zone,
)
from engine.core.turn_state import MAIN_PHASES
from engine.derived.announced_x import settled
from engine.derived.characteristics import (
    characteristics,
    controller_of,
    land_plays,
    may_cast_as_though_flash,
    spends_as_any_color,
)
from engine.derived.conditions import holds
from engine.derived.division import divide
from engine.derived.modes import choose_modes, chosen_words
from engine.derived.targets import choose_targets, refuse_without_targets
from engine.mechanics import mana_abilities
from engine.mechanics.class_levels import rules as class_levels
from engine.mechanics.modal_faces import rules as modal_faces
from engine.mechanics.split_second import rules as split_second
from engine.modifiers.triggers import fire
from engine.operations.zones import move
from engine.rules import (
    activation_limits,
    auto_pay,
    card_parts,
    cast_zones,
    casting,
    prohibitions,
    unsupported_actions,
)
from engine.rules.loyalty import (
    at_instant_speed,
    instant_speed,
    loyalty_cost,
    pay_loyalty,
)
from engine.rules.paying_costs import (
    check_payable,
    pay_mana,
    pay_other_costs,
    pay_phyrexian_life,
    with_held,
)
from engine.rules.spending_mana import SpentOn
from engine.rules.total_cost import (
    Alternative,
    CostChoices,
    announced_costs,
    base_cost,
    own_alternative,
    with_costs,
)

#: The rule that lets a card type be cast at sorcery speed, in the order they are checked.
TIMING_RULES = (
    ("Sorcery", "307.1"),
    ("Creature", "302.1"),
    ("Artifact", "301.1"),
    ("Enchantment", "303.1"),
    ("Planeswalker", "306.1"),
    ("Battle", "310.1"),
)


def sorcery_timing(state: GameState, player: PlayerId) -> str | None:
    """Why `player` can't act at sorcery speed now, or None (CR 307.1)."""
    if state.turn.active != player:
        return "it isn't their turn"
    if state.turn.step not in MAIN_PHASES:
        return "it isn't a main phase"
    if state.stack:
        return "the stack isn't empty"
    return None


def _require_object(state: GameState, object_id: str, what: str) -> GameObject:
    obj = state.objects.get(object_id)
    if obj is None:
        raise IllegalActionError(f"there is no object {object_id!r} to {what}", ("109.1",))
    return obj


# -- casting --------------------------------------------------------------------------------------


def cast(
    state: GameState,
    player: PlayerId,
    action: CastAction,
    free: bool = False,
    paying: Alternative = None,
    resolving: bool = False,
) -> tuple[GameState, list[Event]]:
    """Cast a spell (CR 601.2), refusing illegal casts; `free`: as an effect allows (608.2g),
    without paying its mana cost or, `paying`, for a keyword's alternative cost (madness's,
    702.35b); `resolving`: as an effect allows (608.2g), paying its costs."""
    obj = _require_object(state, action.cast, "cast")
    if (part := card_parts.part_cast(state, obj, action)) is not obj:
        # The Adventure, face or half chosen is what is evaluated and cast (715.3, 712.11b, 709.3).
        state = state.with_object(obj := part)
    # Asking for a keyword (kicked, flashback …) whose line is unread is unsupported, not illegal.
    unsupported_actions.refuse_asked(state, obj, copiable_card(obj), action)
    # Cast as an effect allows (608.2g): from where it is, whatever its zone (601.3 aside).
    resolving = resolving or free
    alternative = (paying or "free") if free else None
    if not resolving:
        alternative = cast_zones.cast_from(state, player, obj, action)
    if alternative == "morph" or alternative == "disguise":
        # Turned face down before it is put on the stack (708.4): cast as the face-down 2/2.
        state = state.with_object(obj := replace(obj, face_down=alternative))
    card, name = copiable_card(obj), describe(state, obj)
    if card is ANONYMOUS:
        raise IllegalActionError(
            f"{name} is an anonymous card; its identity is unknown", ("601.3",)
        )
    if "Land" in card.types:
        raise IllegalActionError(f"{name} is a land; lands are played, not cast", ("305.9",))
    split_second.refuse_under_split_second(state, f"cast {name}")
    # "Your opponents can't cast spells from anywhere other than their hands" (601.3, 101.2).
    prohibitions.refuse_cast(state, player, obj)
    # "Each opponent can cast spells only any time they could cast a sorcery" (307.5, 101.2).
    prohibitions.refuse_instant_speed(state, player, obj, sorcery_timing(state, player))
    if (
        "Instant" not in card.types
        and "Flash" not in card.keywords
        and not resolving
        and not may_cast_as_though_flash(state, player, card.types)
    ):
        reason = sorcery_timing(state, player)
        if reason:
            unsupported_actions.refuse_timing(state, obj, card)
            rule = next((r for t, r in TIMING_RULES if t in card.types), "307.1")
            raise IllegalActionError(
                f"{name} can be cast only in its owner's main phase with an empty stack: {reason}",
                (rule,),
            )
    # From 601.2b on, casting reads the spell's text: unread, it is unsupported.
    unsupported_actions.refuse_cast(state, obj, card)
    modes = _choose_modes(state, card, action, player, obj)
    specs = spell_parts(card, modes)[0]
    # Escape's parts other than mana, retrace's land card: with the additional costs (118.9d).
    extra = cast_zones.additional_costs(state, player, obj, alternative)
    own = own_alternative(card) if alternative is None and not free else None
    named, aimed = action.costs.named(), (specs, action.targets)
    if own is not None and casting.take_own(state, player, obj, own, action, named, aimed):
        # Its own alternative cost (118.9): the parts other than mana are paid with the
        # additional costs (118.9d).
        alternative, extra = "card", with_costs(extra, own.cost)
    if alternative is None and not free and casting.offer_free(state, player, obj, aimed):
        alternative = "permission"  # Omniscience (118.9): X can only be 0 (107.3b)
        if action.x:
            raise IllegalActionError(
                f"{name} is cast without paying its mana cost, so X can only be 0",
                ("107.3b", "601.2b"),
            )
        action = action.model_copy(update={"x": 0})
    cost = base_cost(state, obj, alternative)
    # Kicker, buyback … as the action announces them; offspring asked (702.175a).
    paid = announced_costs(action) + casting.offer_optional(state, player, obj, aimed)
    announced = CostChoices(alternative, action.x or 0, (), paid)
    leave = (obj.id, *action.convoke, *action.improvise, *action.costs.tap)
    if action.pay is None:
        # The pool grows only by the mana abilities `auto_pay` activates (601.2g), so a cost it
        # and they can't cover even with X = 0 is refused before any choice.
        early = casting.spell_cost(state, player, obj, action, announced)
        probe = state
        if action.auto_pay:
            probe, _ = auto_pay.tap_for(
                state, player, early.remaining, leave, name, "601.2h", SpentOn(obj, True)
            )
        pay_mana(probe, player, early.remaining, None, "601.2h", name, SpentOn(obj, True))
    check_payable(state, player, obj, extra, action.costs.named(), "601.2h")
    # No question (X, 601.2b) is asked for a cast that can't reach its targets (601.2c).
    refuse_without_targets(state, specs, action.targets, player, obj.id, card.name, obj)
    x = _choose_x(cost, action.x, player, f"cast {card.name}")
    specs = settled(specs, x)  # X is announced before targets are chosen (601.2b, 601.2c)
    targets = choose_targets(state, specs, action.targets, player, obj.id, card.name, obj)
    division, divided = divide(state, specs, targets, x or 0, player, (obj.id, card.name))
    announced = replace(announced, x=x or 0, modes=modes)
    plan = casting.spell_cost(state, player, obj, action, announced)
    full = plan.remaining
    tapped: list[Event] = []
    on = SpentOn(obj, spell=True)
    if action.auto_pay:
        state, tapped = auto_pay.tap_for(state, player, full, leave, name, "601.2h", on)
    new_pool, life, with_mana = pay_mana(state, player, full, action.pay, "601.2h", name, on)
    chosen = action.costs.named()
    state, cost_events = pay_other_costs(state, player, obj, extra, chosen, "601.2h")
    state, life_events = pay_phyrexian_life(state, player, life, full)
    state, object_events = casting.pay_with_objects(state, player, plan)
    cost_events = life_events + cost_events + object_events
    state = with_held(state, player, new_pool, obj)
    state, moved = move(state, obj.id, Zone.STACK, x=x)
    spell = state.objects[obj.id]
    if obj.whole is not None or obj.front is not None:
        # Only the half or face being cast exists on the stack (709.3b, 712.8f, 712.11a).
        spell = replace(spell, card=obj.card, whole=obj.whole, front=obj.front)
    chosen_for = (*plan.chosen, *division)
    spell = replace(spell, controller=player, targets=targets, x=x, modes=modes, chosen=chosen_for)
    state = state.with_object(spell)
    state = replace(state, turn=state.turn.with_spell_cast(player))
    events = [
        event("cast", f"Player {player} casts {name}.", "601.2a", "601.2i", objects=[obj.id]),
        *moved,
        *plan.notes,
    ]
    events += card_parts.part_events(obj, spell)
    if modes:
        text = chosen_words(card.modes, modes)
        events.append(event("mode", text, "601.2b", objects=[obj.id]))
    if x is not None:
        events.append(event("x", f"X is {x}.", "601.2b", "107.3a", objects=[obj.id]))
    events += _target_events(state, spell, targets, "601.2c") + divided
    events += tapped
    if full.mana_value and (not life or with_mana.mana_value):
        events.append(
            event(
                "pay",
                f"Player {player} pays {with_mana.text()} "
                f"(pool left: {pool_text(new_pool.whole()) or 'empty'}).",
                "601.2h",
                *(("609.4b",) if spends_as_any_color(state, player) else ()),
                *(("106.6",) if new_pool.spent_restricted else ()),
                objects=[player],
            )
        )
    events += cost_events
    state, _ = fire(state, Cast(state.objects[spell.id]))
    state, _ = fire(state, BecomesTarget(spell.id, player, targets))
    return state, events


def _choose_modes(
    state: GameState, card: CardDef, action: CastAction, player: PlayerId, obj: GameObject
) -> tuple[int, ...]:
    """A modal spell's modes, announced as it is cast (601.2b, 700.2a); with entwine, all of
    them may be chosen instead (702.42a)."""
    if not card.modes:
        if action.mode:
            raise IllegalActionError(f"{card.name} is not modal", ("700.2",))
        return ()
    low, high = card.choose
    entwine = keyword_cost(characteristics(state, obj).keywords, "Entwine") is not None
    modes = choose_modes(
        state,
        card.modes,
        (low, len(card.modes) if entwine else high),
        given=action.mode,
        player=player,
        what=card.name,
        rules=("601.2b", "700.2a"),
        source_id=obj.id,
        source=obj,
    )
    if high < len(modes) < len(card.modes):
        raise IllegalActionError(
            f"{card.name}: choose {high} mode(s), or all {len(card.modes)} paying its entwine cost",
            ("702.42a",),
        )
    return modes


def _choose_x(cost: ManaCost, x: int | None, player: PlayerId, what: str) -> int | None:
    if not cost.x_count:
        return None
    if x is None:
        x = ask(
            NeedChoice(
                ChoiceKind.X, player, f"Choose X to {what}.", ("601.2b", "107.3a"), (), 0, 1000
            )
        )
    return x


def _target_events(
    state: GameState,
    obj: GameObject | StackAbility,
    targets: tuple[tuple[Target, ...], ...],
    rule: str,
) -> list[Event]:
    names = [describe_target(state, t) for group in targets for t in group]
    if not names:
        return []
    subject = (
        describe(state, obj)
        if isinstance(obj, GameObject)
        else f"{describe(state, obj.source_lki)}'s ability"
    )
    return [
        event(
            "targets",
            f"{subject} targets {', '.join(names)}.",
            rule,
            objects=[obj.id, *(ref_id(t) for g in targets for t in g)],
        )
    ]


# -- activating -----------------------------------------------------------------------------------


def activate(
    state: GameState, player: PlayerId, action: ActivateAction
) -> tuple[GameState, list[Event]]:
    """Activate an activated ability (CR 602.2); mana abilities resolve at once (605.3b)."""
    obj = _require_object(state, action.activate, "activate")
    name = describe(state, obj)
    chars = characteristics(state, obj)
    abilities = chars.activated
    if action.ability > len(abilities):
        _unread_ability(state, player, obj, action.ability, len(abilities))
    if not 1 <= action.ability <= len(abilities):
        unread = len(unsupported_actions.activated_lines(copiable_card(obj)))
        count = len(abilities) + unread
        raise IllegalActionError(
            f"{name} has {count} activated abilit{'y' if count == 1 else 'ies'}"
            f"{f' ({unread} of them not modelled)' if unread else ''}, not a number "
            f"{action.ability}",
            ("602.1",),
        )
    ability: Activated = abilities[action.ability - 1]
    where = Zone(ability.zone)
    if obj.zone is not where:
        # An ability functions only in the zone it says, or that its cost moves the card out of
        # (113.6b, 113.6m; cycling only from a hand, 702.29a); others on the battlefield (113.6).
        at = {z: "on the battlefield" if z is Zone.BATTLEFIELD else f"in a {z.value}" for z in Zone}
        # A phased-out permanent is treated as though it doesn't exist (702.26b).
        at[Zone.PHASED_OUT] = "phased out, treated as though it doesn't exist"
        rules = ("602.2", "702.26b") if obj.zone is Zone.PHASED_OUT else ("602.2",)
        raise IllegalActionError(
            f"{name} is {at[obj.zone]}; this ability is activated only {at[where]}",
            ("113.6b", "602.2") if where is not Zone.BATTLEFIELD else rules,
        )
    # A card in a hand or graveyard has no controller: its owner activates it (602.2).
    controller = controller_of(state, obj, chars) if where is Zone.BATTLEFIELD else obj.owner
    if controller != player:
        whose = "controller" if where is Zone.BATTLEFIELD else "owner"
        raise IllegalActionError(
            f"only {name}'s {whose} (player {controller}) can activate its abilities",
            ("602.2",),
        )
    # "Activated abilities of … can't be activated" (602.5, 101.2), mana abilities too unless
    # it says otherwise (Pithing Needle).
    prohibitions.refuse_prohibited(state, obj, ability.is_mana_ability)
    if not ability.is_mana_ability:
        split_second.refuse_under_split_second(state, f"activate {name}'s ability")
    cost = ability.cost
    if (
        (cost.tap or cost.untap)
        and chars.is_creature
        and obj.summoning_sick
        and not chars.has("Haste")
    ):
        raise IllegalActionError(
            f"{name} is summoning sick: player {player} hasn't controlled it continuously since "
            "their most recent turn began, so its {T} and {Q} abilities can't be activated",
            ("302.6",),
        )
    if ability.sorcery_speed and (reason := sorcery_timing(state, player)):
        raise IllegalActionError(
            f"this ability is activated only as a sorcery: {reason}", ("602.5d",)
        )
    if ability.only_if is not None:
        held, why = holds(state, ability.only_if, player, obj.id)
        if not held:
            raise IllegalActionError(
                f"{name}'s ability is activated only if {ability.only_if.text}: {why}",
                ("602.5",),
            )
    class_levels.refuse_out_of_order(state, obj, ability)
    activation_limits.refuse_used(state, obj, ability, name)
    loyalty = None
    allowed_by = None
    if cost.loyalty is not None:
        # "You may activate her loyalty abilities any time you could cast an instant" (101.1).
        timing = sorcery_timing(state, player)
        if timing is not None and (allowed_by := at_instant_speed(state, obj)) is not None:
            timing = None
        loyalty = loyalty_cost(state, player, obj, cost.loyalty, action.x, timing)
    leave = (obj.id, *action.costs.tap)
    if action.pay is None:
        early, probe = cost.mana_cost().with_x(action.x or 0), state
        if action.auto_pay:
            probe, _ = auto_pay.tap_for(
                state, player, early, leave, name, "602.2b", SpentOn(obj, False)
            )
        pay_mana(probe, player, early, None, "602.2b", name, SpentOn(obj, False))
    check_payable(state, player, obj, cost, action.costs.named(), "602.2b")
    modes: tuple[int, ...] = ()
    if ability.modes:
        # A modal ability's modes are chosen as it is activated (602.2b, 601.2b, 700.2a); the
        # ability on the stack has the chosen modes' targets and instructions.
        modes = choose_modes(
            state,
            ability.modes,
            ability.choose,
            given=action.mode,
            player=player,
            what=f"{name}'s ability",
            rules=("602.2b", "700.2a"),
            source=obj,
        )
        specs, effects = chosen_parts(ability.modes, modes)
        ability = ability.model_copy(update={"targets": specs, "effects": effects, "modes": ()})
    elif action.mode:
        raise IllegalActionError(f"{name}'s ability is not modal", ("700.2",))
    x = _choose_x(cost.mana_cost(), action.x, player, f"activate {name}")
    if cost.loyalty == "-X" and loyalty is not None:
        x = -loyalty
    aimed_at = settled(ability.targets, x)  # X before targets (602.2b, 601.2b-c)
    targets = choose_targets(state, aimed_at, action.targets, player, None, name, obj)
    division, divided = divide(state, aimed_at, targets, x or 0, player, (obj.id, name))
    mana = cost.mana_cost().with_x(x or 0)
    tapped: list[Event] = []
    on = SpentOn(obj, spell=False)
    if action.auto_pay:
        state, tapped = auto_pay.tap_for(state, player, mana, leave, name, "602.2b", on)
    new_pool, life, with_mana = pay_mana(state, player, mana, action.pay, "602.2b", name, on)
    chosen = action.costs.named()
    ability_id = ""
    if not ability.is_mana_ability:
        # The ability is on the stack before its costs are paid (602.2a, 601.2h), so it takes its
        # id before abilities that trigger on the payment (a sacrifice, 603.10a).
        state, ability_id = state.new_ability_id()
    state, cost_events = pay_other_costs(state, player, obj, cost, chosen, "602.2b")
    state = activation_limits.note_used(state, obj, ability)
    state, life_events = pay_phyrexian_life(state, player, life, mana)
    cost_events = life_events + cost_events
    if loyalty is not None:
        state, more = pay_loyalty(state, player, obj, loyalty, cost.loyalty == "-X")
        if allowed_by is not None:
            more.append(instant_speed(state, obj, allowed_by))
        cost_events += more
    state = with_held(state, player, new_pool)
    paid = (
        [
            event(
                "pay",
                f"Player {player} pays {with_mana.text()}.",
                "602.2b",
                *(("609.4b",) if spends_as_any_color(state, player) else ()),
                *(("106.6",) if new_pool.spent_restricted else ()),
                objects=[player],
            )
        ]
        if with_mana.mana_value
        else []
    )
    # The source as it is now, or as it last existed on the battlefield if paying the cost moved
    # it (a sacrifice): the card in the graveyard is a new object (400.7), not the source (608.2h).
    source_now = state.current(obj.ref) or state.lki.get(obj.ref, obj)
    if ability.is_mana_ability:
        events = [
            event(
                "activate",
                f"Player {player} activates {name}'s mana ability; it doesn't use the stack and "
                "resolves at once.",
                "605.3b",
                objects=[obj.id],
            ),
            *tapped,
            *cost_events,
            *paid,
        ]
        # "Tapped for mana" replacement effects and triggers apply to it (106.12a-b).
        state, more = mana_abilities.resolve(state, player, ability, source_now, targets, x or 0)
        return state, events + more
    stack_ability = StackAbility(
        id=ability_id,
        source=obj.ref,
        source_lki=source_now,
        controller=player,
        kind="activated",
        ability=ability,
        targets=targets,
        x=x,
        modes=modes,
        info=division,
    )
    state = replace(
        state,
        abilities={**state.abilities, ability_id: stack_ability},
        stack=(*state.stack, ability_id),
    )
    state, _ = fire(state, BecomesTarget(ability_id, player, targets))
    events = [
        event(
            "activate",
            f"Player {player} activates {name}'s ability: “{ability.text}” (it goes on the stack).",
            "602.2a",
            objects=[obj.id, ability_id],
        ),
        *_mode_events(abilities[action.ability - 1], modes, ability_id),
        *_target_events(state, stack_ability, targets, "601.2c"),
        *divided,
        *tapped,
        *paid,
        *cost_events,
    ]
    return state, events


def _unread_ability(
    state: GameState, player: PlayerId, obj: GameObject, number: int, modelled: int
) -> None:
    """Ability `number`, past the modelled ones, is one of the card's unread activated lines:
    unsupported, once the checks that don't read it pass (its controller, 602.2)."""
    line = unsupported_actions.unread_ability(copiable_card(obj), number, modelled)
    if line is None:
        return
    controller = controller_of(state, obj) if obj.zone is Zone.BATTLEFIELD else obj.owner
    if controller != player and not unsupported_actions.any_player_may(line):
        raise IllegalActionError(
            f"only {describe(state, obj)}'s controller (player {controller}) can activate its "
            "abilities",
            ("602.2",),
        )
    # A prohibition covers an unread ability as well as a read one (602.5).
    prohibitions.refuse_prohibited(state, obj, unsupported_actions.is_mana_line(line))
    unsupported_actions.refuse_activation(state, obj, line)


def _mode_events(ability: Activated, modes: tuple[int, ...], ability_id: str) -> list[Event]:
    if not modes:
        return []
    return [
        event("mode", chosen_words(ability.modes, modes), "602.2b", "700.2a", objects=[ability_id])
    ]


# -- lands ----------------------------------------------------------------------------------------


def play_land(
    state: GameState, player: PlayerId, object_id: str, half: str | None = None
) -> tuple[GameState, list[Event]]:
    """Play a land: a special action (CR 305.1, 116.2a), one per turn unless effects let the
    player play more (305.2, 305.2a, 305.2b). A modal double-faced card is played as the face
    `half` names, one that is a land, which alone is evaluated (712.12, 712.11c)."""
    obj = _require_object(state, object_id, "play")
    obj = modal_faces.played_face(state, obj, half)
    name = describe(state, obj)
    if "Land" not in obj.card.types:
        raise IllegalActionError(f"{name} is not a land", ("305.1",))
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(f"{name} is not in player {player}'s hand", ("305.1",))
    reason = sorcery_timing(state, player)
    if reason:
        raise IllegalActionError(
            f"a land can be played only in your main phase with an empty stack: {reason}",
            ("305.1",),
        )
    if state.turn.lands_played >= (allowed := land_plays(state, player)):
        lands = "a land" if allowed == 1 else f"{allowed} lands"
        raise IllegalActionError(
            f"player {player} has already played {lands} this turn", ("305.2",)
        )
    # It enters with the chosen face up (712.12, `engine.operations.zones.move`).
    state, more = move(state.with_object(obj), obj.id, Zone.BATTLEFIELD, controller=player)
    state = replace(state, turn=replace(state.turn, lands_played=state.turn.lands_played + 1))
    return state, [
        event("play_land", f"Player {player} plays {name}.", "305.1", "116.2a", objects=[obj.id]),
        *modal_faces.played_events(obj),
        *more,
    ]
