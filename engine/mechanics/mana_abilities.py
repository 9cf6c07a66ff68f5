"""Producing mana: mana abilities, "tapped for mana" and what a land "could produce" (CR 106, 605).

A mana ability resolves at once (605.3b). Its mana production goes through `produce`, where
replacement effects that apply to a permanent being tapped for mana modify it (106.12b: Mana
Reflection), and afterwards abilities that trigger on a permanent being tapped for mana resolve
at once too, as triggered mana abilities (106.12a, 605.1b, 605.4a: Mana Flare). Only a mana
ability with {T} in its cost taps its permanent for mana (106.12).

"Any type that a land you control could produce" (Reflecting Pool) looks at what each land's mana
abilities would produce if they resolved now, ignoring their costs (106.7); when no type can be
defined that way, the ability produces no mana (106.5).
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.mana import COLORS, EMPTY_POOL, MANA_TYPES, Pool, add, parse_pool, pool_text
from engine.core.occurrences import TappedForMana
from engine.core.primitives import Info
from engine.core.replace import replace
from engine.core.restricted_mana import units, whole_pool
from engine.core.state import ChoiceKind, Event, GameObject, GameState, ObjectId, PlayerId, Zone
from engine.derived.amounts import count
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.conditions import holds
from engine.derived.devotion import devotion
from engine.derived.targets import matches
from engine.instructions.perform import Context, handles, perform
from engine.modifiers.triggers import describe_mana_trigger, triggered

Result = tuple[GameState, list[Event]]

_COLOR_SYMBOLS = tuple(f"{{{c}}}" for c in COLORS)

#: How long mana its player doesn't lose as steps end lasts, in the run's words (500.5).
_LASTS = {"end_of_turn": "until end of turn", "end_of_combat": "until end of combat"}

#: Effects of mana abilities (605.1a: it "could add mana").
MANA_EFFECTS = (
    v.AddMana,
    v.AddManaForEach,
    v.AddManaCouldProduce,
    v.AddManaOneOf,
    v.AddManaCombination,
    v.AddManaDevotion,
    v.DoubleManaPool,
)


def _times(pool: Pool, n: int) -> Pool:
    a = [k * n for k in pool]
    return (a[0], a[1], a[2], a[3], a[4], a[5])


def _info(ctx: Context, key: str) -> Any:
    return dict(ctx.info).get(key)


# -- the mana production event --------------------------------------------------------------------


def _mana_replacements(
    state: GameState, player: PlayerId, tapped: GameObject
) -> list[tuple[GameObject, v.ManaReplacement]]:
    """(permanent, ability) for each replacement effect that applies to `player` tapping
    `tapped` for mana (106.12b)."""
    found = []
    for perm in state.battlefield():
        card = copiable_card(perm)
        for ability in card.abilities:
            if not isinstance(ability, v.ManaReplacement):
                continue
            controller = controller_of(state, perm)
            if ability.player == "you" and controller != player:
                continue
            if matches(state, tapped, ability.filter, controller, perm.id) is None:
                found.append((perm, ability))
    return found


def produce(
    state: GameState,
    ctx: Context,
    pool: Pool,
    player: PlayerId | None = None,
    spend_only: v.SpendOnly | None = None,
    lasts: v.ManaLasts | None = None,
) -> Result:
    """`player` (default: the ability's controller) adds `pool` (106.4), after replacement
    effects that apply while a permanent is being tapped for mana (106.12b); mana that may be
    spent only on some things keeps its restriction in the pool (106.6), and mana its player
    doesn't lose as steps end keeps how long it lasts (500.5)."""
    who = player or ctx.controller
    events: list[Event] = []
    if _info(ctx, "tapped_for_mana") and sum(pool):
        for perm, ability in _mana_replacements(state, who, ctx.source):
            before = pool
            pool = _times(pool, ability.multiply)
            events.append(
                event(
                    "replacement",
                    f"{describe(state, perm)}: {describe(state, ctx.source)} is tapped for mana, "
                    f"so it produces {pool_text(pool)} instead of {pool_text(before)} "
                    f"({ability.text or 'a replacement effect'}).",
                    "106.12b",
                    "614.1a",
                    objects=[perm.id, ctx.source.id],
                )
            )
    if not sum(pool):
        return state, events
    p = state.player(who)
    name = describe(state, ctx.source)
    if spend_only is not None or lasts is not None:
        held = p.restricted_mana + units(pool, spend_only, name, lasts)
        state = state.with_player(replace(p, restricted_mana=held))
        restricted = "".join(
            (
                f" ({spend_only.text.rstrip('.')}: 106.6)" if spend_only else "",
                f" (it isn't lost as steps end {_LASTS[lasts]}: 500.5)" if lasts else "",
            )
        )
    else:
        state = state.with_player(replace(p, mana_pool=add(p.mana_pool, pool)))
        restricted = ""
    whole = whole_pool(state.player(who).mana_pool, state.player(who).restricted_mana)
    events.append(
        event(
            "mana",
            f"{name} adds {pool_text(pool)}{restricted} to player {who}'s mana pool "
            f"(now {pool_text(whole)}).",
            "106.4",
            *(("106.6",) if spend_only is not None else ()),
            *(("500.5",) if lasts is not None else ()),
            objects=[ctx.source.id, who],
        )
    )
    return state, events


# -- what a permanent could produce (106.7) -------------------------------------------------------


def _direct_types(state: GameState, obj: GameObject, you: PlayerId) -> set[str]:
    """Types its mana abilities would produce if they resolved now, costs ignored (106.7);
    "could produce" abilities are left to `could_produce`."""
    types: set[str] = set()
    for ability in characteristics(state, obj).activated:
        if not ability.is_mana_ability:
            continue
        for effect in ability.effects:
            if isinstance(effect, v.AddMana):
                pool = parse_pool(_conditional(state, effect, you, obj.id)[0])
            elif isinstance(effect, v.AddManaForEach):
                pool = _times(parse_pool(effect.mana), _counted(state, effect, you, obj))
            elif isinstance(effect, v.AddManaOneOf | v.AddManaCombination):
                # Each type it may be activated for is one it could produce (106.7).
                types |= {t for option in effect.options for t in re.findall(r"[WUBRGC]", option)}
                continue
            else:
                continue
            # A replacement effect that multiplies the amount doesn't change the type; one that
            # yields no mana leaves no type (106.7).
            types |= {t for t, k in zip(MANA_TYPES, pool, strict=True) if k}
    return types


def _counted(state: GameState, effect: v.AddManaForEach, you: PlayerId, source: GameObject) -> int:
    """What an "add … for each" ability's count comes to now, as if it resolved (106.7)."""
    if isinstance(effect.count, int):
        return effect.count
    return count(state, effect.count, you, source, ())[0]


def could_produce(
    state: GameState, flt: v.Filter, you: PlayerId, source: ObjectId, *, colors_only: bool = False
) -> list[str]:
    """Types of mana that permanents matching `flt` (relative to `you`, the ability `source`'s)
    could produce (106.7);
    with `colors_only`, just the colors ("any color that …", 106.1b: colorless is not a color).

    A permanent whose mana ability itself makes mana "that a land … could produce" (another
    Reflecting Pool, an Exotic Orchard) could produce what the permanents *its* ability looks at
    could produce, through its own filter and as its ability produces it (a color, or any type),
    whichever permanents those are; followed until nothing more is found. Alone, such abilities
    define no type.
    """
    battlefield = state.battlefield()
    types: dict[str, set[str]] = {}
    relays: dict[str, list[tuple[v.Filter, PlayerId, bool]]] = {}
    todo = [o for o in battlefield if matches(state, o, flt, you, source) is None]
    start = [o.id for o in todo]
    while todo:
        obj = todo.pop()
        if obj.id in types:
            continue
        chars = characteristics(state, obj)
        controller = controller_of(state, obj, chars)
        types[obj.id] = _direct_types(state, obj, controller)
        relays[obj.id] = [
            (e.filter, controller, e.colors_only)
            for a in chars.activated
            if a.is_mana_ability
            for e in a.effects
            if isinstance(e, v.AddManaCouldProduce)
        ]
        for relay_filter, relay_controller, _ in relays[obj.id]:
            todo += [
                o
                for o in battlefield
                if o.id not in types
                and matches(state, o, relay_filter, relay_controller, obj.id) is None
            ]
    looks_at = {
        object_id: [
            ([o.id for o in battlefield if matches(state, o, f, c, object_id) is None], only)
            for f, c, only in found
        ]
        for object_id, found in relays.items()
    }
    changed = True
    while changed:
        changed = False
        for object_id, seen in looks_at.items():
            more: set[str] = set()
            for others, only in seen:
                for other in others:
                    more |= {t for t in types[other] if not (only and t == "C")}
            if not more <= types[object_id]:
                types[object_id] |= more
                changed = True
    found = set().union(*(types[i] for i in start)) if start else set()
    if colors_only:
        found.discard("C")
    return [f"{{{t}}}" for t in MANA_TYPES if t in found]


# -- instructions ---------------------------------------------------------------------------------


def _choose_type(
    state: GameState, ctx: Context, player: PlayerId, options: list[str], why: str, rules: str
) -> tuple[GameState, str]:
    need = NeedChoice(
        ChoiceKind.MANA,
        player,
        f"Player {player}: choose the type of mana {describe(state, ctx.source)} adds ({why}).",
        (rules,),
        tuple(options),
    )
    return state, ask(need)


def _no_mana(state: GameState, ctx: Context, why: str) -> Result:
    return state, [
        event(
            "no_mana",
            f"{describe(state, ctx.source)} would add mana of an undefined type ({why}), so it "
            "produces no mana.",
            "106.5",
            "106.7",
            objects=[ctx.source.id],
        )
    ]


def _adder(state: GameState, ctx: Context, who: str) -> PlayerId | None:
    """Who adds the mana: the ability's controller, or "that player" of its trigger event (the
    player who tapped the permanent for mana, 106.12a); None when that player has left the
    game (800.4a)."""
    found = ctx.players(state, who)
    return found[0] if found else None


@handles(v.AddMana)
def add_mana(state: GameState, instr: v.AddMana, ctx: Context) -> Result:
    mana, said = _conditional(state, instr, ctx.controller, ctx.source.id)
    who = _adder(state, ctx, instr.player)
    if who is None:
        return state, []
    state, events = produce(state, ctx, parse_pool(mana), who, instr.spend_only, instr.lasts)
    if said:
        events.insert(0, event("condition", f"{describe(state, ctx.source)}: {said}.", "608.2c"))
    return state, events


def _conditional(
    state: GameState, instr: v.AddMana, you: PlayerId, source: ObjectId
) -> tuple[str, str]:
    """The mana an "add …; if …, add … instead" effect adds now (608.2c), and why."""
    if instr.instead_if is None or instr.instead is None:
        return instr.mana, ""
    ok, why = holds(state, instr.instead_if, you, source)
    asked = f"“if {instr.instead_if.text}”" if instr.instead_if.text else "its condition"
    if ok:
        return instr.instead, f"{asked} holds ({why}), so it adds {instr.instead} instead"
    return instr.mana, f"{asked} doesn't hold ({why}), so it adds {instr.mana}"


@handles(v.AddManaForEach)
def add_mana_for_each(state: GameState, instr: v.AddManaForEach, ctx: Context) -> Result:
    # The count was counted as it began to resolve (608.2h, `settle`).
    n = _counted(state, instr, ctx.controller, ctx.source)
    pool = _times(parse_pool(instr.mana), n)
    if not n:
        return state, [
            event(
                "mana",
                f"{describe(state, ctx.source)}: the amount counted is 0, so it adds no mana.",
                "106.4",
                objects=[ctx.source.id],
            )
        ]
    return produce(state, ctx, pool)


@handles(v.AddManaCouldProduce)
def add_mana_could_produce(state: GameState, instr: v.AddManaCouldProduce, ctx: Context) -> Result:
    """One mana of a type (or color) that the lands the ability names could produce (106.7),
    chosen by the player."""
    options = could_produce(
        state, instr.filter, ctx.controller, ctx.source.id, colors_only=instr.colors_only
    )
    which = {
        "you": f"lands player {ctx.controller} controls",
        "opponent": f"lands player {ctx.controller}'s opponents control",
    }.get(instr.filter.controller, "lands on the battlefield")
    kind = "color" if instr.colors_only else "type"
    if not options:
        return _no_mana(state, ctx, f"no {kind} of mana is one {which} could produce")
    state, chosen = _choose_type(
        state, ctx, ctx.controller, options, f"a {kind} of mana {which} could produce", "106.7"
    )
    state, events = produce(state, ctx, parse_pool(chosen))
    return state, [
        event(
            "mana_type",
            f"{which[0].upper()}{which[1:]} could produce {' '.join(options)}; {chosen} is chosen.",
            "106.7",
            objects=[ctx.source.id],
        ),
        *events,
    ]


@handles(v.AddManaOneOf)
def add_mana_one_of(state: GameState, instr: v.AddManaOneOf, ctx: Context) -> Result:
    """ "Add {R} or {G}" / "one mana of any color" / "three mana of any one color": the player
    who adds it picks the type, and adds `amount` of it (106.4)."""
    who = _adder(state, ctx, instr.player)
    if who is None:
        return state, []
    options = list(instr.options)
    what = "any color" if len(options) == 5 else " or ".join(options)
    if instr.amount > 1:
        what = f"{instr.amount} mana of {'any one color' if len(options) == 5 else what}"
    state, chosen = _choose_type(state, ctx, who, options, what, "106.4")
    pool = _times(parse_pool(chosen), instr.amount)
    return produce(state, ctx, pool, who, instr.spend_only, instr.lasts)


@handles(v.AddManaCombination)
def add_mana_combination(state: GameState, instr: v.AddManaCombination, ctx: Context) -> Result:
    """ "Add two mana in any combination of colors": the player who adds it picks each mana's
    type in turn (one `{"mana": …}` answer each), then adds them all at once (106.4)."""
    who = _adder(state, ctx, instr.player)
    if who is None:
        return state, []
    options = list(instr.options)
    what = "any color" if len(options) == 5 else " or ".join(options)
    pool: Pool = EMPTY_POOL
    for n in range(1, instr.amount + 1):
        state, chosen = _choose_type(
            state, ctx, who, options, f"mana {n} of {instr.amount}, {what}", "106.4"
        )
        pool = add(pool, parse_pool(chosen))
    return produce(state, ctx, pool, who, instr.spend_only, instr.lasts)


@handles(v.AddManaProduced)
def add_mana_produced(state: GameState, instr: v.AddManaProduced, ctx: Context) -> Result:
    """ "That player adds one mana of any type that land produced" (Mana Flare)."""
    produced: Pool = _info(ctx, "produced") or EMPTY_POOL
    player: PlayerId = _info(ctx, "player") or ctx.controller
    options = [f"{{{t}}}" for t, k in zip(MANA_TYPES, produced, strict=True) if k]
    if not options:
        return _no_mana(state, ctx, "the permanent produced no mana")
    state, chosen = _choose_type(state, ctx, player, options, "a type it produced", "106.12a")
    return produce(state, ctx, parse_pool(chosen), player)


@handles(v.AddManaDevotion)
def add_mana_devotion(state: GameState, instr: v.AddManaDevotion, ctx: Context) -> Result:
    """ "Add an amount of {G} equal to your devotion to green" / "Choose a color. Add an amount
    of mana of that color equal to your devotion to that color": the color chosen as it
    resolves (608.2d), the devotion counted then (700.5: its ruling)."""
    you = ctx.controller
    color: str | None = instr.color
    if color is None:
        state, chosen = _choose_type(state, ctx, you, list(_COLOR_SYMBOLS), "a color", "700.5")
        color = chosen.strip("{}")
    n = devotion(state, you, (color,))
    said = event(
        "devotion",
        f"Player {you}'s devotion to {{{color}}} is {n}: the {{{color}}} symbols among the mana "
        "costs of the permanents they control.",
        "700.5",
        objects=[ctx.source.id, you],
    )
    state, events = produce(state, ctx, _times(parse_pool(f"{{{color}}}"), n))
    return state, [said, *events]


@handles(v.DoubleManaPool)
def double_mana_pool(state: GameState, instr: v.DoubleManaPool, ctx: Context) -> Result:
    """ "Double the amount of each type of unspent mana you have": as much again of each type
    as the pool holds now (106.4); an empty pool adds nothing."""
    del instr
    return produce(state, ctx, state.player(ctx.controller).mana_pool)


# -- activating a mana ability --------------------------------------------------------------------


def resolve(
    state: GameState,
    player: PlayerId,
    ability: v.Activated,
    source: GameObject,
    targets: Any,
    x: int,
    remembered: Info = (),
) -> Result:
    """Resolve an activated mana ability at once (605.3b), then the triggered mana abilities it
    caused (605.4a): those that trigger on a permanent being tapped for mana, which it was if
    {T} is in the cost (106.12) and the ability produced mana (106.12a). `remembered`: what it
    keeps of its cost's payment, the permanent it sacrificed (608.2h) — as an ability on the
    stack keeps it."""
    tapped = ability.cost.tap
    ctx = Context(player, source, targets, x, info=(("tapped_for_mana", tapped), *remembered))
    before = whole_pool(state.player(player).mana_pool, state.player(player).restricted_mana)
    events: list[Event] = []
    for instruction in ability.effects:
        state, more = perform(state, instruction, ctx)
        events += more
    after = whole_pool(state.player(player).mana_pool, state.player(player).restricted_mana)
    diff = [max(a - b, 0) for a, b in zip(after, before, strict=True)]
    produced: Pool = (diff[0], diff[1], diff[2], diff[3], diff[4], diff[5])
    if not tapped or not sum(produced) or source.zone is not Zone.BATTLEFIELD:
        return state, events
    return _tapped_for_mana_triggers(state, player, source, produced, events)


def _tapped_for_mana_triggers(
    state: GameState, player: PlayerId, tapped: GameObject, produced: Pool, events: list[Event]
) -> Result:
    """Triggered mana abilities of permanents watching `tapped` being tapped for mana trigger
    and resolve at once, without the stack (106.12a, 605.1b, 605.4a)."""
    occ = TappedForMana(player, tapped, produced)
    for hit in triggered(state, occ):
        events.append(describe_mana_trigger(state, occ, hit))
        ctx = Context(
            hit.controller,
            hit.source,
            (),
            0,
            info=(("produced", produced), ("player", player), ("tapped", tapped.id)),
        )
        for instruction in hit.ability.effects:
            state, more = perform(state, instruction, ctx)
            events += more
    return state, events
