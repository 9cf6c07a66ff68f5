"""Paying the costs of a spell or an activated ability (CR 601.2g-h, 602.2b): mana from the pool,
life for Phyrexian symbols the mana doesn't pay (107.4f), and the costs other than mana — {T} and
{Q}, counters, life and energy, discarding, exiling, tapping and sacrificing permanents (118).

Casting and activating (`engine.rules.cast_spell`, `engine.rules.activate_ability`) refuse a cost
that can't be paid before any question is asked (`check_payable`, and `pay_mana` on the pool
without keeping the result), then pay them all.
"""

from __future__ import annotations

from contextlib import suppress

from engine.cards.vocabulary import Cost
from engine.core.choices import NeedChoice, answering
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.mana import (
    ManaCost,
    ManaError,
    as_any_color,
    parse_pool,
    split_phyrexian,
)
from engine.core.primitives import Info, sacrificed
from engine.core.replace import replace
from engine.core.restricted_mana import Held
from engine.core.state import Event, GameObject, GameState, ObjectId, PlayerId, Zone
from engine.derived.characteristics import controller_of, spends_as_any_color
from engine.derived.targets import matches
from engine.mechanics.alternative_costs.rules import pay_hand_exile
from engine.mechanics.counter_costs import pay_counters_from
from engine.mechanics.discard import discard_cost
from engine.mechanics.graveyard_costs import pay_graveyard_exile
from engine.mechanics.return_costs import pay_return_cost
from engine.mechanics.returned_attackers import pay_return_attacker
from engine.mechanics.tap_costs import pay_tap_cost
from engine.modifiers import life_totals, turn_history
from engine.modifiers.tapping import tap, untap
from engine.operations.basic import pay_counted, sacrifice
from engine.operations.zones import move
from engine.rules import spending_mana
from engine.rules.spending_mana import SpentOn, usable


def with_held(
    state: GameState, player: PlayerId, held: Held, spell: GameObject | None = None
) -> GameState:
    """`player`'s pool after a payment: its plain and its restricted mana (106.6); a spell
    being cast remembers the mana spent to cast it (601.2h: converge, sunburst)."""
    if spell is not None:
        state = state.with_object(replace(state.objects[spell.id], mana_spent=held.spent))
    return state.with_player(state.player(player).paid(held))


def pay_mana(
    state: GameState,
    player: PlayerId,
    cost: ManaCost,
    spend: str | None,
    rule: str,
    what: str,
    on: SpentOn,
) -> tuple[Held, int, ManaCost]:
    """The pool after paying `cost`'s mana for `on` (restricted mana only where it may pay,
    106.6), how much life its Phyrexian symbols the mana doesn't pay cost (2 each, 107.4f),
    and the part paid with mana; refused if either can't be paid (118.3, 119.4)."""
    spent = parse_pool(spend) if spend else None
    printed = cost
    if spends_as_any_color(state, player):
        cost = as_any_color(cost)  # how it may be paid, not the cost (609.4b)
    try:
        mana, symbols = split_phyrexian(spent or usable(state, player, on), cost)
        new_pool = spending_mana.spend(state, player, mana, spent, on)
    except ManaError as exc:
        kept = spending_mana.kept_from(state, player, on)
        raise IllegalActionError(
            f"player {player} can't pay {cost.text()} for {what}: {exc}{kept}",
            (rule, "118.3", *(("106.6",) if kept else ())),
        ) from None
    life = 2 * symbols
    if (cant := life_totals.cant_pay_life(state, player, life)) is not None:
        raise IllegalActionError(
            f"{cant[0]} and can't pay {life} life for the Phyrexian mana of {cost.text()} ({what})",
            (rule, "107.4f", *cant[1]),
        )
    # The cost paid is still the cost (609.4b), unless life paid part of it.
    return new_pool, life, printed if cost is not printed and not symbols else mana


def pay_phyrexian_life(
    state: GameState, player: PlayerId, life: int, cost: ManaCost
) -> tuple[GameState, list[Event]]:
    """Pay the life a cost's Phyrexian symbols cost (107.4f, 119.4)."""
    if not life:
        return state, []
    p = state.player(player)
    state = state.with_player(replace(p, life=p.life - life))
    state = turn_history.lost_life(state, player, life)
    return state, [
        event(
            "pay",
            f"Player {player} pays {life} life for the Phyrexian mana of {cost.text()} "
            f"({p.life} → {p.life - life}).",
            "107.4f",
            "119.4",
            objects=[player],
        )
    ]


def check_payable(
    state: GameState,
    player: PlayerId,
    source: GameObject,
    cost: Cost,
    chosen: dict[str, list[ObjectId]],
    rule: str,
) -> None:
    """Refuse, before any question is asked, a cost other than mana that can't be paid as the
    action names it — {T} of a tapped permanent (107.5), counters it hasn't (118.3), cards not
    in hand — the way the early mana check does: paid on a copy of the state, which is then
    dropped. A choice it would ask (which card to discard) is left for its moment (601.2h)."""
    # With no recorded answers: the dry run takes none of the action's answers (`ask`).
    with answering(()), suppress(NeedChoice):
        pay_other_costs(state, player, source, cost, chosen, rule)


def sacrificed_for(state: GameState, cost: Cost, chosen: dict[str, list[ObjectId]]) -> Info:
    """What the spell or ability remembers of the one permanent its cost sacrifices ("Sacrifice a
    creature: … equal to the sacrificed creature's power"): the object named to pay it, as it is
    before it is sacrificed, so its effects use its last known information (608.2h); nothing
    when the cost sacrifices none, more than one, or the source itself."""
    if len(cost.sacrifice) != 1 or cost.sacrifice[0].count != 1 or cost.sacrifice_self:
        return ()
    given = chosen.get("sacrifice", ())
    obj = state.objects.get(given[0]) if given else None
    return () if obj is None else sacrificed(obj.ref)


def pay_other_costs(
    state: GameState,
    player: PlayerId,
    source: GameObject,
    cost: Cost,
    chosen: dict[str, list[ObjectId]],
    rule: str,
) -> tuple[GameState, list[Event]]:
    """Tap/untap symbols, sacrifices and life (CR 118, 107.5, 107.6, 701.21a)."""
    events: list[Event] = []
    name = describe(state, source)
    if cost.tap:
        if source.tapped:
            raise IllegalActionError(f"{name} is already tapped; {{T}} can't be paid", ("107.5",))
        state, fired = tap(state, source)
        events += [event("pay", f"{name} is tapped to pay {{T}}.", "107.5", objects=[source.id])]
        events += fired
        source = state.objects[source.id]
    if cost.untap:
        if not source.tapped:
            raise IllegalActionError(f"{name} is untapped; {{Q}} can't be paid", ("107.6",))
        state, fired = untap(state, source)
        events.append(
            event("pay", f"{name} is untapped to pay {{Q}}.", "107.6", objects=[source.id])
        )
        events += fired
        source = state.objects[source.id]
    # Life (119.4), energy (107.14) and counters removed from the source (118.3).
    state, more = pay_counted(state, player, source, cost)
    source, events = state.objects[source.id], events + more
    state, more = pay_counters_from(state, player, source, cost)
    source, events = state.objects[source.id], events + more
    if cost.discard_self or cost.discard or cost.discard_hand:
        state, more = discard_cost(state, player, source, cost, process=rule)
        events += more
    if cost.exile_self:
        state, more = exile_self(state, player, source)
        events += more
    state, more = pay_hand_exile(state, player, source, cost, rule)
    events += more
    state, more = pay_return_attacker(state, player, source, cost, spell=rule == "601.2h")
    events += more
    if cost.return_self or cost.return_to_hand is not None:
        state, more = pay_return_cost(state, player, source, cost)
        events += more
    exiled = list(chosen.get("exile", ()))
    state, more = pay_graveyard_exile(state, player, source, cost, exiled, rule)
    events += more
    named = list(chosen.get("tap", ()))
    state, more = pay_tap_cost(state, player, source, cost.tap_untapped, named)
    events += more
    sacrificed: list[ObjectId] = []
    if cost.sacrifice_self:
        sacrificed.append(source.id)
    given = list(chosen.get("sacrifice", ()))
    for requirement in cost.sacrifice:
        for _ in range(requirement.count):
            if not given:
                raise IllegalActionError(
                    "name what to sacrifice in the action's costs.sacrifice", (rule, "118.3")
                )
            candidate = given.pop(0)
            obj = state.objects.get(candidate)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                # Sacrificed for an earlier cost (or gone): a cost can't be paid with what isn't
                # there (118.3), and only a permanent can be sacrificed (701.21a).
                raise IllegalActionError(
                    f"{candidate} is no longer on the battlefield (it was already sacrificed or "
                    "has left), so it can't be sacrificed to pay this cost",
                    ("701.21a", "118.3"),
                )
            if controller_of(state, obj) != player:  # after control changes (613.1b)
                raise IllegalActionError(
                    f"{candidate} is not a permanent player {player} controls, so it can't be "
                    "sacrificed",
                    ("701.21a",),
                )
            if candidate in sacrificed:
                raise IllegalActionError(
                    f"{candidate} is already being sacrificed for another cost; one object can't "
                    "pay two costs",
                    ("118.3",),
                )
            # "Sacrifice another …": a permanent other than the source, as the cost says (118.3).
            reason = matches(state, obj, requirement.filter, player, source.id)
            if reason:
                raise IllegalActionError(
                    f"{candidate} can't be sacrificed for this cost: {reason}", (rule,)
                )
            sacrificed.append(candidate)
    if given:
        raise IllegalActionError(f"nothing asks to sacrifice {', '.join(given)}", (rule,))
    for object_id in sacrificed:
        state, more = sacrifice(state, state.objects[object_id], "pay", " to pay a cost")
        events += more
    return state, events


#: Where the object whose ability it is was exiled from, in an event's words.
_FROM = {
    Zone.BATTLEFIELD: "the battlefield",
    Zone.HAND: "their hand",
    Zone.GRAVEYARD: "their graveyard",
}


def exile_self(
    state: GameState, player: PlayerId, source: GameObject
) -> tuple[GameState, list[Event]]:
    """Pay "Exile this card from your graveyard" (scavenge, 702.97a), "… from your hand" or
    "Exile this artifact": the object whose ability it is, from the zone the ability functions
    in (113.6m) — `actions.activate` refuses an activation from any other — a new object in
    exile (400.7); refused when the object isn't there or isn't the player's (118.3)."""
    name = describe(state, source)
    mine = source.owner == player or (
        source.zone is Zone.BATTLEFIELD and controller_of(state, source) == player
    )
    if source.zone not in _FROM or not mine:
        raise IllegalActionError(
            f"{name} isn't in a zone player {player} can exile it from, so it can't be exiled "
            "to pay this cost",
            ("118.3",),
        )
    where = _FROM[source.zone]
    state, events = move(state, source.id, Zone.EXILE)
    said = event(
        "pay",
        f"Player {player} exiles {name} from {where} to pay the cost.",
        "601.2h",
        "406.3",
        objects=[source.id],
    )
    return state, [said, *events]
