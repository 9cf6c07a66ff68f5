"""Paying a cost automatically: the mana abilities a player activates before paying (issue 31 §5).

A player may activate mana abilities once a spell's or an ability's total cost is determined and
before paying it (601.2g, 602.2b, 605.3a). A cast or activate action with `auto_pay` asks the
engine to do that for the player, by one stated, deterministic rule, and the run shows each
activation as its own event before the payment (605.3b):

1. **Sources.** Untapped permanents the player controls, other than the object being cast or
   activated and those the action names for another cost (convoke, improvise, "tap an untapped
   creature"), with an activated mana ability whose whole cost is {T} and whose every
   instruction adds a fixed amount of mana to its controller's pool ("{T}: Add {G}.", Sol
   Ring's "{T}: Add {C}{C}."): no choice of color, no damage, no other cost, no "instead"
   condition, no "Activate only if …" (602.5: a Verge's second ability), no restriction on
   what the mana may be spent on (106.6). A creature that is
   summoning sick without haste can't pay {T} (302.6) and isn't
   one, nor is a permanent whose mana abilities can't be activated (Null Rod, Cursed Totem:
   602.5, `prohibitions`). A permanent's first such ability is the one used. What a source
   adds is what its ability says; mana a "tapped for mana" effect adds besides (106.12) lands
   in the pool as it happens and is spent, but the choice doesn't count on it.
2. **Order.** Lands first, then other noncreature permanents, then creatures (which may still
   attack or block); within each, by timestamp (613.7: the order the scenario lists them).
3. **Choice.** While the pool and the mana chosen so far can't pay the cost, take the first
   source in that order that makes a color of a colored or hybrid symbol still unpaid; when no
   colored symbol is unpaid, the first source left. Phyrexian symbols are not tapped for: the
   pool pays them if it holds their color, else 2 life each (107.4f). A cost the pool and every
   source together can't pay is refused as before, saying what the pool would hold (118.3).

The mana is then spent from the pool by the engine's usual rule (`engine.core.mana.pay`). What
the rule doesn't cover — a source that asks a color, a land that deals damage, a mana ability
with a mana cost — is paid by hand: activate it, then cast.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.cards.vocabulary import Activated, AddMana, Cost
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.mana import (
    COLORS,
    EMPTY_POOL,
    MANA_TYPES,
    ManaCost,
    ManaError,
    Pool,
    add,
    parse_pool,
    pay,
    pool_text,
)
from engine.core.replace import replace
from engine.core.scenario_actions import ActivateAction, CastAction
from engine.core.state import Event, GameObject, GameState, ObjectId, PlayerId
from engine.derived.characteristics import characteristics, controller_of
from engine.mechanics import mana_abilities
from engine.modifiers.tapping import tap
from engine.rules import cast_zones, casting, prohibitions
from engine.rules.spending_mana import SpentOn, usable
from engine.rules.total_cost import CostChoices, announced_costs


@dataclass(frozen=True, slots=True)
class Source:
    """A permanent the rule may tap, its mana ability and the mana that adds."""

    obj: GameObject
    ability: Activated
    adds: Pool


#: The whole cost of a source's mana ability: {T} alone.
_TAP_ONLY = Cost(tap=True)


def _plain(ability: Activated) -> bool:
    """A mana ability whose whole cost is {T} and that only adds fixed mana to its controller;
    not one activated only once (602.5b: exhaust's, 702.177a), which paying never uses up, nor
    one activated only if a condition holds (602.5), which the rule doesn't ask."""
    return (
        ability.cost == _TAP_ONLY
        and not ability.once
        and ability.only_if is None
        and ability.is_mana_ability
        and bool(ability.effects)
        and all(
            isinstance(e, AddMana) and e.player == "you" and e.spend_only is None
            for e in ability.effects
        )
    )


#: The last state's sources by player: `legal_actions` tries every cast and activation paying
#: automatically on one state, and each attempt asks for the same sources (a state is
#: immutable, so one held by identity answers the same).
_LAST: list[tuple[GameState, PlayerId, list[Source]]] = []


def sources(state: GameState, player: PlayerId, leave: Iterable[ObjectId]) -> list[Source]:
    """The sources the rule may tap, in its order (module docstring, 1 and 2)."""
    skipped = set(leave)
    every = next((found for held, who, found in _LAST if held is state and who == player), None)
    if every is None:
        every = _every_source(state, player)
        _LAST[:] = [(state, player, every)]
    return [source for source in every if source.obj.id not in skipped]


def _every_source(state: GameState, player: PlayerId) -> list[Source]:
    found: list[tuple[tuple[int, int], Source]] = []
    for obj in state.battlefield():
        if obj.tapped:
            continue
        chars = characteristics(state, obj)
        if controller_of(state, obj, chars) != player:
            continue
        if chars.is_creature and obj.summoning_sick and not chars.has("Haste"):
            continue
        ability = next((a for a in chars.activated if _plain(a)), None)
        if (
            ability is None
            or prohibitions.prohibited(state, obj, mana_ability=True)
            or prohibitions.banned_itself(state, obj, mana_ability=True)
        ):
            continue  # none, or it can't be activated (Null Rod, Cursed Totem: 602.5)
        adds = _adds(ability)
        if adds is not None and any(adds):
            # Lands (0), other noncreature permanents (1), creatures (2); then timestamps.
            kind = 0 if chars.is_type("Land") else 2 if chars.is_creature else 1
            found.append(((kind, obj.timestamp), Source(obj, ability, adds)))
    return [source for _, source in sorted(found, key=lambda pair: pair[0])]


def _adds(ability: Activated) -> Pool | None:
    """The mana `ability` says it adds (106.4); None for one with an "instead" condition
    (608.2c), which the rule doesn't weigh."""
    pool = EMPTY_POOL
    for effect in ability.effects:
        if not isinstance(effect, AddMana) or effect.instead_if is not None:
            return None
        try:
            pool = add(pool, parse_pool(effect.mana))
        except ManaError:
            return None
    return pool


def _activate(
    state: GameState, player: PlayerId, obj: GameObject, ability: Activated
) -> tuple[GameState, list[Event]]:
    """Tap `obj` for `ability` and resolve it at once (605.3b), as activating it does
    (`activate_ability.activate`)."""
    name = describe(state, obj)
    state, fired = tap(state, obj)
    tapped = state.objects[obj.id]
    events = [
        event(
            "activate",
            f"Player {player} activates {name}'s mana ability to pay automatically; it doesn't "
            "use the stack and resolves at once.",
            "601.2g",
            "605.3b",
            objects=[obj.id],
        ),
        event("pay", f"{name} is tapped to pay {{T}}.", "107.5", objects=[obj.id]),
        *fired,
    ]
    state, more = mana_abilities.resolve(state, player, ability, tapped, (), 0)
    return state, events + more


def _short_colors(pool: Pool, cost: ManaCost) -> set[str]:
    """Colors of the colored and hybrid symbols `pool` leaves unpaid (Phyrexian ones aside)."""
    left = list(pool)
    short: set[str] = set()
    for symbol, n in cost.colored:
        i = MANA_TYPES.index(symbol)
        if left[i] < n:
            short.add(symbol)
        left[i] = max(0, left[i] - n)
    for way in cost.hybrid:
        if "P" in way:
            continue
        kinds = [MANA_TYPES.index(k) for k in way if k in MANA_TYPES]
        have = [i for i in kinds if left[i] > 0]
        if have:
            left[max(have, key=lambda i: left[i])] -= 1
        else:
            short |= {k for k in way if k in COLORS}
    return short


def _pays(pool: Pool, cost: ManaCost) -> bool:
    mana_part = replace(cost, hybrid=tuple(w for w in cost.hybrid if "P" not in w))
    try:
        pay(pool, mana_part)
    except ManaError:
        return False
    return True


def choose(pool: Pool, cost: ManaCost, found: list[Source]) -> list[Source]:
    """The sources the rule taps for `cost` (module docstring, 3): as many as it takes, or all
    of them when even all can't pay it (the payment is then refused with the pool it left)."""
    chosen: list[Source] = []
    rest = list(found)
    while rest and not _pays(pool, cost):
        short = _short_colors(pool, cost)
        pick = next((s for s in rest if any(s.adds[MANA_TYPES.index(c)] for c in short)), None)
        if pick is None:
            if short:
                break  # no source makes a color still needed: no more tapping helps
            pick = rest[0]
        rest.remove(pick)
        chosen.append(pick)
        pool = add(pool, pick.adds)
    return chosen


def tap_for(
    state: GameState,
    player: PlayerId,
    cost: ManaCost,
    leave: Iterable[ObjectId],
    what: str,
    rule: str,
    on: SpentOn | None = None,
) -> tuple[GameState, list[Event]]:
    """Activate the mana abilities the rule chooses to pay `cost` for `on` (module docstring);
    refused, saying what the pool holds and what the sources add, when even they all can't pay
    it. The pool's mana is what may pay for `on` (restricted mana only where it may, 106.6)."""
    if cost.snow or not cost.mana_value:
        return state, []
    pool = usable(state, player, on)
    if _pays(pool, cost):
        return state, []
    found = sources(state, player, leave)
    chosen = choose(pool, cost, found)
    reached = pool
    for source in chosen:
        reached = add(reached, source.adds)
    if not _pays(reached, cost):
        every = EMPTY_POOL
        for source in found:
            every = add(every, source.adds)
        raise IllegalActionError(
            f"not enough mana for {cost.text()} ({what}), paying automatically: the pool has "
            f"{pool_text(pool) or 'no mana'} and player {player}'s untapped sources the rule "
            f"taps add {pool_text(every) or 'no mana'}",
            (rule, "601.2g", "118.3"),
        )
    events: list[Event] = []
    for source in chosen:
        obj = state.objects[source.obj.id]
        state, more = _activate(state, player, obj, source.ability)
        events += more
    return state, events


def tapped_names(
    state: GameState, player: PlayerId, cost: ManaCost, leave: Iterable[ObjectId]
) -> list[str]:
    """What the rule would tap for `cost` now, by name (for the offer's label)."""
    pool = state.player(player).mana_pool
    if cost.snow or _pays(pool, cost):
        return []
    return [describe(state, s.obj) for s in choose(pool, cost, sources(state, player, leave))]


def tapped_for_action(
    state: GameState, player: PlayerId, action: CastAction | ActivateAction
) -> list[str]:
    """What the rule would tap for the action now, by name, for its cost with X = 0 (the cost
    the early check sees): the offer's words for it (`legal_actions`)."""
    if isinstance(action, CastAction):
        obj = state.objects[action.cast]
        alternative = cast_zones.cast_from(state, player, obj, action)
        announced = CostChoices(alternative, action.x or 0, (), announced_costs(action))
        cost = casting.spell_cost(state, player, obj, action, announced).remaining
        leave = (obj.id, *action.convoke, *action.improvise, *action.costs.tap)
    else:
        obj = state.objects[action.activate]
        ability = characteristics(state, obj).activated[action.ability - 1]
        cost, leave = ability.cost.mana_cost().with_x(action.x or 0), (obj.id, *action.costs.tap)
    return tapped_names(state, player, cost, leave)
