"""Activating an activated ability (CR 602.2): which ability, its zone and controller (602.2,
113.6), the prohibitions (602.5), summoning sickness (302.6), timing and limits (602.5d), a loyalty
cost (606), then modes, X and targets (602.2b) and the costs paid; a mana ability resolves at
once (605.3b), any other goes on the stack (602.2a).

An illegal activation is refused before anything changes (601.2e, `engine.rules.actions`).
"""

from __future__ import annotations

from engine.cards.vocabulary import Activated, chosen_parts
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.occurrences import BecomesTarget
from engine.core.replace import replace
from engine.core.scenario_actions import ActivateAction
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    PlayerId,
    StackAbility,
    Zone,
)
from engine.derived.announced_x import settled
from engine.derived.characteristics import (
    characteristics,
    controller_of,
    spends_as_any_color,
)
from engine.derived.conditions import holds
from engine.derived.division import divide
from engine.derived.modes import choose_modes, chosen_words
from engine.derived.targets import choose_targets
from engine.mechanics import mana_abilities
from engine.mechanics.class_levels import rules as class_levels
from engine.mechanics.split_second import rules as split_second
from engine.mechanics.waterbend import rules as waterbend
from engine.modifiers.triggers import fire
from engine.rules import (
    ability_cost,
    activation_limits,
    auto_pay,
    prohibitions,
    unsupported_actions,
)
from engine.rules.actions import choose_x, require_object, sorcery_timing, target_events
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
    sacrificed_for,
    with_held,
)
from engine.rules.spending_mana import SpentOn


def activate(
    state: GameState, player: PlayerId, action: ActivateAction
) -> tuple[GameState, list[Event]]:
    """Activate an activated ability (CR 602.2); mana abilities resolve at once (605.3b)."""
    obj = require_object(state, action.activate, "activate")
    name = describe(state, obj)
    chars = characteristics(state, obj)
    abilities = chars.activated
    if action.ability > len(abilities):
        _unread_ability(state, player, obj, action.ability, len(abilities))
    if not 1 <= action.ability <= len(abilities):
        unsupported_actions.refuse_granted(state, obj, action.ability)
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
        at[Zone.OUTSIDE] = "outside the game"  # 400.11
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
    benders = action.costs.waterbend
    leave = (obj.id, *action.costs.tap, *benders)
    # Its own "This ability costs {1} less to activate for each …" (601.2f, 602.2b).
    cut, why = ability_cost.reduction(state, player, obj, ability)
    if action.pay is None:
        early = ability_cost.reduced(cost.mana_cost().with_x(action.x or 0), cut)
        early, probe = waterbend.by_mana(cost, early, benders), state
        if action.auto_pay:
            probe, _ = auto_pay.tap_for(
                state, player, early, leave, name, "602.2b", SpentOn(obj, False)
            )
        pay_mana(probe, player, early, None, "602.2b", name, SpentOn(obj, False))
    check_payable(state, player, obj, cost, action.costs.named(), "602.2b")
    waterbend.pay_waterbend(state, player, obj, cost, benders)  # refused before any question
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
    x = choose_x(cost.mana_cost(), action.x, player, f"activate {name}")
    if cost.loyalty == "-X" and loyalty is not None:
        x = -loyalty
    aimed_at = settled(ability.targets, x)  # X before targets (602.2b, 601.2b-c)
    targets = choose_targets(state, aimed_at, action.targets, player, None, name, obj)
    division, divided = divide(state, aimed_at, targets, x or 0, player, (obj.id, name))
    printed = cost.mana_cost().with_x(x or 0)
    mana = waterbend.by_mana(cost, ability_cost.reduced(printed, cut), benders)
    said_cut = ability_cost.note(state, obj, ability, printed, cut, why)
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
    remembered = sacrificed_for(state, cost, chosen)
    state, cost_events = pay_other_costs(state, player, obj, cost, chosen, "602.2b")
    state, bent = waterbend.pay_waterbend(state, player, state.objects[obj.id], cost, benders)
    cost_events += bent
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
    paid = [*said_cut, *paid]
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
        state, more = mana_abilities.resolve(
            state, player, ability, source_now, targets, x or 0, remembered
        )
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
        info=(*division, *remembered),
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
        *target_events(state, stack_ability, targets, "601.2c"),
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
