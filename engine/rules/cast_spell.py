"""Casting a spell (CR 601.2): the checks, in order, then the announcements (modes, X, targets),
the total cost (601.2f) and its payment (601.2g-h), and the spell put on the stack (601.2i).

An illegal cast is refused before anything changes (601.2e, `engine.rules.actions`); what the
total cost is and what pays for part of it are `engine.rules.casting`, where a spell may be cast
from `engine.rules.cast_zones`.
"""

from __future__ import annotations

from engine.cards.anonymous import ANONYMOUS
from engine.cards.vocabulary import CardDef, spell_parts
from engine.cards.vocabulary.casting import keyword_cost
from engine.core.bestow import BESTOWED
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.mana import (
    EMPTY_POOL,
    ManaCost,
    Pool,
    add,
    pool_text,
)
from engine.core.occurrences import BecomesTarget, Cast
from engine.core.replace import replace
from engine.core.scenario_actions import CastAction
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    JsonValue,
    PlayerId,
    Zone,
)
from engine.derived.announced_x import settled
from engine.derived.characteristics import (
    characteristics,
    spends_as_any_color,
)
from engine.derived.division import divide
from engine.derived.flash_timing import may_cast_as_though_flash
from engine.derived.modes import choose_modes, chosen_words
from engine.derived.targets import choose_targets, refuse_without_targets
from engine.mechanics.assist import rules as assist
from engine.mechanics.bestow import rules as bestow
from engine.mechanics.emerge import rules as emerge
from engine.mechanics.emerge.model import EMERGED
from engine.mechanics.prototype import rules as prototype
from engine.mechanics.sneak import rules as sneak
from engine.mechanics.sneak.model import SNEAKED
from engine.mechanics.split_second import rules as split_second
from engine.modifiers.triggers import fire
from engine.operations.cast_permissions import CastPermission, Settle
from engine.operations.zones import move
from engine.rules import (
    auto_pay,
    card_parts,
    cast_zones,
    casting,
    prohibitions,
    unsupported_actions,
)
from engine.rules.actions import (
    TIMING_RULES,
    choose_x,
    require_object,
    sorcery_timing,
    target_events,
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
from engine.rules.total_cost import (
    Alternative,
    CostChoices,
    announced_costs,
    base_cost,
    own_alternative,
    with_costs,
)


def cast(
    state: GameState,
    player: PlayerId,
    action: CastAction,
    free: bool = False,
    paying: Alternative = None,
    resolving: bool = False,
    carried: tuple[tuple[str, JsonValue], ...] = (),
) -> tuple[GameState, list[Event]]:
    """Cast a spell (CR 601.2), refusing illegal casts; `free`: as an effect allows (608.2g),
    without paying its mana cost or, `paying`, for a keyword's alternative cost (madness's,
    702.35b); `resolving`: as an effect allows (608.2g), paying its costs; `carried`: marks the
    effect that casts it passes to the spell ("exile it instead", 614.1a)."""
    obj = require_object(state, action.cast, "cast")
    if (part := card_parts.part_cast(state, obj, action)) is not obj:
        # The Adventure, face or half chosen is what is evaluated and cast (715.3, 712.11b, 709.3).
        state = state.with_object(obj := part)
    # Asking for a keyword (kicked, flashback …) whose line is unread is unsupported, not illegal.
    unsupported_actions.refuse_asked(state, obj, copiable_card(obj), action)
    # Cast as an effect allows (608.2g): from where it is, whatever its zone (601.3 aside).
    resolving = resolving or free
    alternative = (paying or "free") if free else None
    permitted: CastPermission | None = None
    settle: Settle | None = None
    if not resolving:
        alternative, permitted = cast_zones.cast_by(state, player, obj, action)
        # A permission used up by the cast is taken as it begins (601.3: Lurrus's).
        settle = (
            None
            if permitted is None or permitted.used is None
            else permitted.used(state, obj, player)
        )
    if alternative == "morph" or alternative == "disguise":
        # Turned face down before it is put on the stack (708.4): cast as the face-down 2/2.
        state = state.with_object(obj := replace(obj, face_down=alternative))
    if action.prototyped:
        # Cast prototyped (718.3): from here on it is evaluated with its prototype's mana cost,
        # power and toughness (718.3a), the mana cost its total cost starts from (601.2f).
        state = state.with_object(obj := prototype.cast_prototyped(state, obj))
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
    sneaking = False
    if (
        "Instant" not in card.types
        and "Flash" not in card.keywords
        and not resolving
        and not may_cast_as_though_flash(state, player, obj)
    ):
        reason = sorcery_timing(state, player)
        # Sneak: at instant speed in its caster's declare blockers step, then only for its
        # sneak cost (702.190a).
        sneaking = bool(reason) and sneak.may_sneak_now(state, player, obj)
        if reason and not sneaking:
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
    if own is not None and own.marks is None and action.pay is None:
        # An alternative cost whose mana can't be paid now, even by the mana abilities
        # `auto_pay` would activate, isn't asked about (601.2g-h): the cast goes on for the
        # mana cost, refused for want of mana like any other when that can't be paid either.
        choosing = CostChoices("card", action.x or 0, (), announced_costs(action))
        try:
            _refuse_short_of_mana(state, player, obj, action, choosing, name)
        except IllegalActionError:
            own = None
    if own is not None and sneaking and own.marks == SNEAKED:
        # The one cost it may be cast for now (702.190a): taken, not asked; refused when it
        # can't be paid — no unblocked creature to return (118.3).
        check_payable(state, player, obj, own.cost, named, "601.2h")
        taken = True
    else:
        taken = own is not None and casting.take_own(state, player, obj, own, action, named, aimed)
    if own is not None and taken:
        # Its own alternative cost (118.9): the parts other than mana are paid with the
        # additional costs (118.9d).
        alternative, extra = "card", with_costs(extra, own.cost)
        if own.marks == BESTOWED:
            # Cast bestowed (702.103b): from here on an Aura spell with enchant creature,
            # evaluated as one (702.103d) and targeting what it can enchant (303.4a, 601.2c).
            state = state.with_object(obj := bestow.cast_bestowed(obj))
            card = copiable_card(obj)
            specs = spell_parts(card, modes)[0]
            aimed = (specs, action.targets)
        elif own.marks == EMERGED:
            # The creature to sacrifice, chosen with the emerge cost (702.119c, 601.2b): its
            # mana value reduces the total cost (601.2f), and it is the one sacrificed (601.2h).
            state, obj = emerge.choose_sacrifice(state, player, obj, action)
    if sneaking and (alternative != "card" or own is None or own.marks != SNEAKED):
        raise IllegalActionError(
            f"{name} can be cast in its owner's declare blockers step only for its sneak cost, "
            "returning an unblocked creature they control",
            ("702.190a", "307.1"),
        )
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
    if action.pay is None and action.assist is None:
        _refuse_short_of_mana(state, player, obj, action, announced, name)
    check_payable(state, player, obj, extra, action.costs.named(), "601.2h")
    # No question (X, 601.2b) is asked for a cast that can't reach its targets (601.2c).
    refuse_without_targets(state, specs, action.targets, player, obj.id, card.name, obj)
    x = choose_x(cost, action.x, player, f"cast {card.name}")
    specs = settled(specs, x)  # X is announced before targets are chosen (601.2b, 601.2c)
    targets = choose_targets(state, specs, action.targets, player, obj.id, card.name, obj)
    division, divided = divide(state, specs, targets, x or 0, player, (obj.id, card.name))
    announced = replace(announced, x=x or 0, modes=modes)
    plan = casting.spell_cost(state, player, obj, action, announced)
    full = plan.remaining
    tapped: list[Event] = []
    on = SpentOn(obj, spell=True)
    helped: tuple[Pool, list[Event]] | None = None
    if action.assist is not None:
        # Another player pays part of the generic mana first (702.132a, 601.2h).
        state, full, helped = _assisted(state, player, obj, action.assist, full, name, on)
    if action.auto_pay:
        state, tapped = auto_pay.tap_for(state, player, full, leave, name, "601.2h", on)
    new_pool, life, with_mana = pay_mana(state, player, full, action.pay, "601.2h", name, on)
    chosen = action.costs.named()
    remembered = sacrificed_for(state, extra, chosen)
    state, cost_events = pay_other_costs(state, player, obj, extra, chosen, "601.2h")
    if alternative == "card" and own is not None and own.marks == SNEAKED:
        # What the creature returned for its sneak cost attacked (702.190b).
        remembered = (*remembered, *sneak.attacking_mark(state.objects[obj.id]))
    state, life_events = pay_phyrexian_life(state, player, life, full)
    state, object_events = casting.pay_with_objects(state, player, plan)
    cost_events = life_events + cost_events + object_events
    state = with_held(state, player, new_pool, obj)
    if helped is not None:
        # The mana the assisting player spent is mana spent to cast it too (601.2h).
        spell_now = state.objects[obj.id]
        spent = add(spell_now.mana_spent or EMPTY_POOL, helped[0])
        state = state.with_object(replace(spell_now, mana_spent=spent))
    # What the permission it was cast by passes to the spell ("exile it instead", 614.1a).
    if permitted is not None and permitted.carried is not None:
        carried = (*carried, *permitted.carried(obj))
    state, moved = move(state, obj.id, Zone.STACK, x=x)
    spell = state.objects[obj.id]
    if obj.whole is not None or obj.front is not None:
        # Only the half or face being cast exists on the stack (709.3b, 712.8f, 712.11a).
        spell = replace(spell, card=obj.card, whole=obj.whole, front=obj.front)
    chosen_for = (*plan.chosen, *division, *remembered, *carried, *prototype.mark(obj))
    spell = replace(spell, controller=player, targets=targets, x=x, modes=modes, chosen=chosen_for)
    state = state.with_object(spell)
    noted: list[Event] = []
    if settle is not None:
        # Its X chosen, it must still be a spell the permission names (601.3, 202.3e).
        state, note = settle(state, spell)
        noted.append(note)
    state = replace(state, turn=state.turn.with_spell_cast(player))
    events = [
        event("cast", f"Player {player} casts {name}.", "601.2a", "601.2i", objects=[obj.id]),
        *moved,
        *prototype.note(state, spell),
        *noted,
        *plan.notes,
    ]
    events += card_parts.part_events(obj, spell)
    if modes:
        text = chosen_words(card.modes, modes)
        events.append(event("mode", text, "601.2b", objects=[obj.id]))
    if x is not None:
        events.append(event("x", f"X is {x}.", "601.2b", "107.3a", objects=[obj.id]))
    events += target_events(state, spell, targets, "601.2c") + divided
    events += ([] if helped is None else helped[1]) + tapped
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


def _refuse_short_of_mana(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    action: CastAction,
    announced: CostChoices,
    name: str,
) -> None:
    """Refuse a cast whose total cost's mana (601.2f) the pool can't pay, even grown by the mana
    abilities `auto_pay` activates (601.2g) and with X = 0, before any choice is asked (118.3)."""
    leave = (obj.id, *action.convoke, *action.improvise, *action.costs.tap)
    early = casting.spell_cost(state, player, obj, action, announced)
    probe = state
    if action.auto_pay:
        probe, _ = auto_pay.tap_for(
            state, player, early.remaining, leave, name, "601.2h", SpentOn(obj, True)
        )
    pay_mana(probe, player, early.remaining, None, "601.2h", name, SpentOn(obj, True))


def _assisted(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    helper: PlayerId,
    full: ManaCost,
    name: str,
    on: SpentOn,
) -> tuple[GameState, ManaCost, tuple[Pool, list[Event]]]:
    """The player the caster chose for assist pays the generic mana they say of the total cost
    `full` from their pool (702.132a, 601.2h); what is left, the caster pays. Returns the mana
    they spent and the event saying so."""
    share = assist.generic_paid_by(state, player, obj, helper, full)
    if not share:
        text = f"Player {helper}, chosen to assist, pays none of {name}'s total cost."
        return state, full, (EMPTY_POOL, [event("assist", text, "702.132a", objects=[helper])])
    held, _, _ = pay_mana(state, helper, ManaCost(share), None, "601.2h", name, on)
    state = with_held(state, helper, held)
    text = (
        f"Player {helper}, chosen to assist, pays {{{share}}} of {name}'s total cost "
        f"{full.text()} (pool left: {pool_text(held.whole()) or 'empty'})."
    )
    paid = event("pay", text, "702.132a", "601.2h", objects=[helper])
    return state, replace(full, generic=full.generic - share), (held.spent, [paid])
