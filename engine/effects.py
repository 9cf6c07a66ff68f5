"""One-shot effects: what an instruction of a resolving spell or ability does (CR 608.2c, 610).

Each function takes the state and returns the new state with the events that explain the change.
Targets that became illegal are skipped by the caller (CR 608.2b); here the instruction is done
"as much as possible" (609.3).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from engine import budget
from engine.cards import vocabulary as v
from engine.characteristics import characteristics, controller_of
from engine.events import describe, event
from engine.mana import COLOR_NAMES, add, parse_cost, parse_pool, pool_text
from engine.state import (
    ContinuousEffect,
    Event,
    GameObject,
    GameState,
    ObjectRef,
    PlayerId,
    PlayerTarget,
    Target,
    Zone,
)
from engine.targets import matches
from engine.tokens import create_token
from engine.zones import library_top, move


@dataclass(frozen=True, slots=True)
class Context:
    """Who and what an instruction acts for."""

    controller: PlayerId
    source: GameObject
    #: Chosen targets per target spec, with those found illegal on resolution removed.
    targets: tuple[tuple[Target, ...], ...]
    x: int
    #: True for zone-change triggers, whose "self" may be the new object (400.7e).
    follows_source: bool = False
    #: What a triggered ability remembers (e.g. the spell that targeted a ward permanent).
    info: tuple[tuple[str, Any], ...] = ()
    #: The answer to a question this instruction asked (kind, value).
    answer: Any = None

    def amount(self, amount: v.Amount) -> int:
        return self.x if amount == "X" else amount

    def objects(self, state: GameState, ref: v.TargetRef) -> list[GameObject]:
        if ref == "self":
            current = state.current(self.source.ref)
            if current is None and self.follows_source:
                # A zone-change trigger finds the new object in the public zone it moved to
                # (CR 400.7e), e.g. Rancor returning from the graveyard.
                moved = state.objects.get(self.source.id)
                if moved is not None and moved.zone in (Zone.GRAVEYARD, Zone.EXILE):
                    return [moved]
            return [current] if current else []
        if ref == "enchanted":
            # What the source is attached to now, or was attached to as it last existed (608.2h).
            source = state.current(self.source.ref) or self.source
            host = state.objects.get(source.attached_to or "")
            return [host] if host is not None and host.zone is Zone.BATTLEFIELD else []
        out = []
        for t in self.targets[ref] if ref < len(self.targets) else ():
            if isinstance(t, ObjectRef) and (obj := state.current(t)) is not None:
                out.append(obj)
        return out


Result = tuple[GameState, list[Event]]


def perform(state: GameState, instruction: v.Effect, ctx: Context) -> Result:
    """Carry out one instruction (CR 608.2c)."""
    handler = _HANDLERS[type(instruction)]
    return handler(state, instruction, ctx)


# -- damage, life ---------------------------------------------------------------------------------


def deal_damage(
    state: GameState, source: GameObject, target: Target, amount: int, *, combat: bool = False
) -> Result:
    """Damage to a player is life loss (120.3a); to a creature it is marked (120.3e).

    Replacement and prevention effects modify it first (120.4b); `combat` marks combat damage,
    which "prevent all combat damage" effects look for.
    """
    if amount <= 0:
        return state, []
    if isinstance(target, ObjectRef) and state.current(target) is None:
        return state, []
    # Imported here: engine.replacement imports engine.actions, which imports this module.
    from engine import replacement

    state, amount, prevented = replacement.damage(state, source, target, amount, combat=combat)
    if amount <= 0:
        return state, prevented
    state, dealt = _dealt(state, source, target, amount)
    return state, prevented + dealt


def _dealt(state: GameState, source: GameObject, target: Target, amount: int) -> Result:
    source_name = describe(state, source)
    if isinstance(target, PlayerTarget):
        player = state.player(target.player)
        state = state.with_player(replace(player, life=player.life - amount))
        dealt = event(
            "damage",
            f"{source_name} deals {amount} damage to player {player.id} "
            f"(life {player.life} → {player.life - amount}).",
            "120.3a",
            objects=[source.id, player.id],
        )
        return _lifelink(state, source, amount, [dealt])
    obj = state.current(target)
    if obj is None:
        return state, []
    # 702.2b: remembered until state-based actions are next checked (704.5h).
    deathtouch = obj.deathtouch_damage or characteristics(state, source).has("Deathtouch")
    state = state.with_object(
        replace(obj, damage=obj.damage + amount, deathtouch_damage=deathtouch)
    )
    events = [
        event(
            "damage",
            f"{source_name} deals {amount} damage to {describe(state, obj)} "
            f"(damage marked: {obj.damage + amount}).",
            "120.3e",
            objects=[source.id, obj.id],
        )
    ]
    chars = characteristics(state, obj)
    toughness = chars.toughness
    if (
        chars.is_creature
        and chars.has("Indestructible")
        and toughness is not None
        and 0 < toughness <= obj.damage + amount
    ):
        # Say once why nothing happens next: 704.5g ignores indestructible permanents (702.12b).
        events.append(
            event(
                "indestructible",
                f"{describe(state, obj)} has lethal damage marked but is indestructible: the "
                "state-based action for lethal damage ignores it.",
                "702.12b",
                objects=[obj.id],
            )
        )
    return _lifelink(state, source, amount, events)


def _lifelink(state: GameState, source: GameObject, amount: int, events: list[Event]) -> Result:
    """Damage dealt by a source with lifelink makes its controller gain that much life (702.15b)."""
    chars = characteristics(state, source)
    if not chars.has("Lifelink"):
        return state, events
    controller = controller_of(state, source, chars)
    player = state.player(controller)
    state = state.with_player(replace(player, life=player.life + amount))
    events.append(
        event(
            "life",
            f"{describe(state, source)} has lifelink: player {controller} gains {amount} life "
            f"({player.life} → {player.life + amount}).",
            "702.15b",
            objects=[source.id, controller],
        )
    )
    return state, events


def _damage_attacked(state: GameState, instr: v.DamageAttacked, ctx: Context) -> Result:
    """Damage to the player the triggering attacker attacks (508.5: it stays that player even
    if the creature has left combat)."""
    defender = dict(ctx.info).get("defender")
    if defender is None or state.player(defender).lost:
        return state, []
    return deal_damage(state, ctx.source, PlayerTarget(defender), ctx.amount(instr.amount))


def _damage(state: GameState, instr: v.DealDamage, ctx: Context) -> Result:
    events: list[Event] = []
    for target in ctx.targets[instr.to] if instr.to < len(ctx.targets) else ():
        state, more = deal_damage(state, ctx.source, target, ctx.amount(instr.amount))
        events += more
    return state, events


def _damage_each(state: GameState, instr: v.DamageEach, ctx: Context) -> Result:
    """Damage to each matching permanent (and each player), untargeted (115.10a)."""
    events: list[Event] = []
    you = ctx.controller
    recipients: list[Target] = [
        o.ref for o in state.battlefield() if matches(state, o, instr.filter, you) is None
    ]
    if instr.players:
        recipients += [PlayerTarget(p) for p in state.in_game()]
    for target in recipients:
        state, more = deal_damage(state, ctx.source, target, ctx.amount(instr.amount))
        events += more
    return state, events


def _gain_life(state: GameState, instr: v.GainLife, ctx: Context) -> Result:
    player = state.player(ctx.controller)
    n = ctx.amount(instr.amount)
    state = state.with_player(replace(player, life=player.life + n))
    return state, [
        event(
            "life",
            f"Player {player.id} gains {n} life ({player.life} → {player.life + n}).",
            "119.3",
            objects=[player.id],
        )
    ]


def _lose_life(state: GameState, instr: v.LoseLife, ctx: Context) -> Result:
    who: list[PlayerId] = [ctx.controller]
    if instr.player == "target" and instr.target is not None:
        who = [t.player for t in ctx.targets[instr.target] if isinstance(t, PlayerTarget)]
    events = []
    n = ctx.amount(instr.amount)
    for pid in who:
        player = state.player(pid)
        state = state.with_player(replace(player, life=player.life - n))
        events.append(
            event(
                "life",
                f"Player {pid} loses {n} life ({player.life} → {player.life - n}).",
                "119.3",
                objects=[pid],
            )
        )
    return state, events


# -- destroy, regenerate --------------------------------------------------------------------------


def destroy(state: GameState, obj: GameObject, *, cant_regenerate: bool, why: str) -> Result:
    """Destroy a permanent (701.8a), unless indestructible (702.12b) or regenerated (701.19a)."""
    chars = characteristics(state, obj)
    if chars.has("Indestructible"):
        return state, [
            event(
                "indestructible",
                f"{describe(state, obj)} has indestructible and isn't destroyed.",
                "702.12b",
                objects=[obj.id],
            )
        ]
    from engine import replacement

    state, replaced, replacing = replacement.destroying(state, obj, cant_regenerate=cant_regenerate)
    if replaced:
        return state, replacing
    state, events = move(state, obj.id, Zone.GRAVEYARD)
    return state, [
        *replacing,
        event(
            "destroy",
            f"{describe(state, obj)} is destroyed ({why}) and put into its owner's graveyard.",
            "701.8a",
            objects=[obj.id],
        ),
        *events,
    ]


def _destroy(state: GameState, instr: v.Destroy, ctx: Context) -> Result:
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        state, more = destroy(
            state, obj, cant_regenerate=instr.cant_regenerate, why=ctx.source.card.name
        )
        events += more
    return state, events


def _destroy_all(state: GameState, instr: v.DestroyAll, ctx: Context) -> Result:
    """Destroy all matching permanents at once (CR 701.8a); regeneration applies to each."""
    chosen = [
        o for o in state.battlefield() if matches(state, o, instr.filter, ctx.controller) is None
    ]
    events: list[Event] = []
    if instr.filter.name_list is not None:
        from engine.name_list_effects import name_list_event

        events += name_list_event(state, instr.filter, chosen, "each is destroyed")
    for obj in chosen:
        current = state.current(obj.ref)
        if current is None:
            continue
        state, more = destroy(
            state, current, cant_regenerate=instr.cant_regenerate, why=ctx.source.card.name
        )
        events += more
    if not chosen:
        events.append(event("no_effect", "There is nothing to destroy.", "609.3"))
    return state, events


def _regenerate(state: GameState, instr: v.Regenerate, ctx: Context) -> Result:
    events = []
    for obj in ctx.objects(state, instr.target):
        state = state.with_object(replace(obj, regeneration_shields=obj.regeneration_shields + 1))
        events.append(
            event(
                "regeneration_shield",
                f"{describe(state, obj)} gets a regeneration shield: the next time it would be "
                "destroyed this turn, it regenerates instead.",
                "701.19a",
                objects=[obj.id],
            )
        )
    return state, events


# -- stack ----------------------------------------------------------------------------------------


def counter(state: GameState, obj: GameObject, by: GameObject) -> Result:
    """Counter a spell: it leaves the stack for its owner's graveyard (CR 701.6a)."""
    if obj.card.cant_be_countered:
        return state, [
            event(
                "cant_be_countered",
                f"{describe(state, obj)} can't be countered; {by.card.name} does nothing to it.",
                "101.2",
                objects=[obj.id, by.id],
            )
        ]
    state, events = move(state, obj.id, Zone.GRAVEYARD)
    return state, [
        event(
            "counter",
            f"{describe(state, by)} counters {describe(state, obj)}; it is put into its owner's "
            "graveyard.",
            "701.6a",
            objects=[obj.id, by.id],
        ),
        *events,
    ]


def _counter(state: GameState, instr: v.CounterSpell, ctx: Context) -> Result:
    events: list[Event] = []
    for target in ctx.targets[instr.target] if instr.target < len(ctx.targets) else ():
        if isinstance(target, ObjectRef) and (obj := state.current(target)) is not None:
            state, more = counter(state, obj, ctx.source)
            events += more
        elif isinstance(target, ObjectRef) and target.id in state.abilities:
            ability = state.abilities[target.id]
            abilities = dict(state.abilities)
            del abilities[target.id]
            state = replace(
                state, abilities=abilities, stack=tuple(i for i in state.stack if i != target.id)
            )
            events.append(
                event(
                    "counter",
                    f"{describe(state, ctx.source)} counters the ability {ability.id}.",
                    "701.6a",
                    objects=[ability.id],
                )
            )
    return state, events


# -- zones ----------------------------------------------------------------------------------------


def _bounce(state: GameState, instr: v.ReturnToHand, ctx: Context) -> Result:
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        from_graveyard = obj.zone is not Zone.BATTLEFIELD
        state, more = move(state, obj.id, Zone.HAND)
        events.append(
            event(
                "zone",
                f"{describe(state, obj)} is returned to its owner's hand (a new object, 400.7).",
                # A zone-change trigger finds the object in the zone it moved to (400.7e).
                "400.7e" if from_graveyard else "400.7",
                objects=[obj.id],
            )
        )
        events += more
    return state, events


def _flicker(state: GameState, instr: v.ExileAndReturn, ctx: Context) -> Result:
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        state, more = move(state, obj.id, Zone.EXILE)
        events.append(
            event("zone", f"{describe(state, obj)} is exiled.", "406.1", objects=[obj.id])
        )
        events += more
        if obj.token:
            # A token that left the battlefield can't come back (CR 111.8).
            events.append(
                event(
                    "zone",
                    f"{describe(state, obj)} is a token and can't return to the battlefield.",
                    "111.8",
                    objects=[obj.id],
                )
            )
            continue
        state, more = move(state, obj.id, Zone.BATTLEFIELD, controller=ctx.controller)
        events.append(
            event(
                "zone",
                f"{obj.card.name} ({obj.id}) returns to the battlefield under player "
                f"{ctx.controller}'s control as a new object.",
                "400.7",
                "110.5b",
                objects=[obj.id],
            )
        )
        events += more
    return state, events


def _sacrifice(state: GameState, instr: v.Sacrifice, ctx: Context) -> Result:
    from engine.zone_triggers import queue_sacrifice_triggers

    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        before = state
        state, more = move(state, obj.id, Zone.GRAVEYARD)
        # "Whenever you sacrifice …" abilities trigger for any reason (701.21a, 603.10a).
        controller = controller_of(before, obj)
        state = queue_sacrifice_triggers(before, state, obj, controller)
        events.append(
            event(
                "sacrifice", f"{describe(state, obj)} is sacrificed.", "701.21a", objects=[obj.id]
            )
        )
        events += more
    return state, events


def draw(state: GameState, player_id: PlayerId, n: int) -> Result:
    """Draw `n` cards one at a time (CR 121.2); drawing from an empty library is noted (121.4)."""
    events: list[Event] = []
    for _ in range(n):
        budget.check(state)
        player = state.player(player_id)
        top = library_top(state, player_id)
        if top is None and player.anonymous_library:
            state = state.with_player(
                replace(player, anonymous_library=player.anonymous_library - 1)
            )
            state, card_id = _anonymous_card(state, player_id)
            events.append(
                event(
                    "draw",
                    f"Player {player_id} draws a card ({card_id}).",
                    "121.1",
                    objects=[player_id],
                )
            )
            continue
        if top is None:
            state = state.with_player(replace(player, drew_from_empty=True))
            events.append(
                event(
                    "draw",
                    f"Player {player_id} can't draw from an empty library; they will lose the "
                    "next time state-based actions are checked.",
                    "121.4",
                    objects=[player_id],
                )
            )
            continue
        state, more = move(state, top, Zone.HAND)
        events.append(
            event(
                "draw",
                f"Player {player_id} draws {describe(state, state.objects[top])}.",
                "121.1",
                objects=[player_id, top],
            )
        )
        events += more
    return state, events


def _anonymous_card(state: GameState, player_id: PlayerId) -> tuple[GameState, str]:
    from engine.cards.anonymous import ANONYMOUS

    n = 1 + sum(1 for o in state.objects if o.startswith(f"{player_id}.card"))
    card_id = f"{player_id}.card{n}"
    state, timestamp = state.stamp()
    obj = GameObject(
        id=card_id, card=ANONYMOUS, owner=player_id, controller=player_id,
        zone=Zone.HAND, timestamp=timestamp,
    )  # fmt: skip
    return state.with_object(obj), card_id


def _draw(state: GameState, instr: v.Draw, ctx: Context) -> Result:
    return draw(state, ctx.controller, ctx.amount(instr.amount))


# -- status, counters, mana, tokens ---------------------------------------------------------------


def _tap(state: GameState, instr: v.Tap, ctx: Context) -> Result:
    events = []
    for obj in ctx.objects(state, instr.target):
        state = state.with_object(replace(obj, tapped=True))
        events.append(
            event("tap", f"{describe(state, obj)} is tapped.", "701.26a", objects=[obj.id])
        )
    return state, events


def _untap(state: GameState, instr: v.Untap, ctx: Context) -> Result:
    events = []
    for obj in ctx.objects(state, instr.target):
        stun = obj.counter("stun")
        if obj.tapped and stun:
            # 122.1d: any untap of a permanent with a stun counter, not only the untap step's, is
            # replaced by removing one stun counter.
            state = state.with_object(obj.with_counters({**dict(obj.counters), "stun": stun - 1}))
            events.append(
                event(
                    "stun",
                    f"{describe(state, obj)} has a stun counter: instead of untapping, one stun "
                    "counter is removed from it.",
                    "122.1d",
                    objects=[obj.id],
                )
            )
            continue
        state = state.with_object(replace(obj, tapped=False))
        events.append(
            event("untap", f"{describe(state, obj)} is untapped.", "701.26b", objects=[obj.id])
        )
    return state, events


def _counters(state: GameState, instr: v.PutCounters, ctx: Context) -> Result:
    events = []
    n = ctx.amount(instr.amount)
    for obj in ctx.objects(state, instr.target):
        counters = dict(obj.counters)
        counters[instr.counter] = counters.get(instr.counter, 0) + n
        state = state.with_object(obj.with_counters(counters))
        events.append(
            event(
                "counters",
                f"{n} {instr.counter} counter{'s' if n != 1 else ''} put on "
                f"{describe(state, obj)}.",
                "122.1",
                objects=[obj.id],
            )
        )
    return state, events


def add_mana(state: GameState, player_id: PlayerId, mana: str, source: GameObject) -> Result:
    player = state.player(player_id)
    state = state.with_player(replace(player, mana_pool=add(player.mana_pool, parse_pool(mana))))
    return state, [
        event(
            "mana",
            f"{describe(state, source)} adds {mana} to player {player_id}'s mana pool "
            f"(now {pool_text(state.player(player_id).mana_pool)}).",
            "106.4",
            objects=[source.id, player_id],
        )
    ]


def _add_mana(state: GameState, instr: Any, ctx: Context) -> Result:
    """Mana production goes through `engine.mana_abilities` (replacement effects, 106.12b)."""
    from engine import mana_abilities

    handlers: dict[type, Callable[[GameState, Any, Context], Result]] = {
        v.AddMana: mana_abilities.add_mana,
        v.AddManaForEach: mana_abilities.add_mana_for_each,
        v.AddManaCouldProduce: mana_abilities.add_mana_could_produce,
        v.AddManaProduced: mana_abilities.add_mana_produced,
    }
    return handlers[type(instr)](state, instr, ctx)


def _protection_from_chosen_color(state: GameState, instr: Any, ctx: Context) -> Result:
    from engine.chosen_color import protection_from_chosen_color

    return protection_from_chosen_color(state, instr, ctx)


def _create_token(state: GameState, instr: v.CreateToken, ctx: Context) -> Result:
    return create_token(state, instr.token, ctx.controller, ctx.amount(instr.count))


def _continuous(state: GameState, instr: v.ApplyContinuous, ctx: Context) -> Result:
    """A continuous effect from a resolving spell or ability (611.2): its affected set is locked
    in now (611.2c) and it gets a timestamp now (613.7b)."""
    if instr.target is not None:
        affected = ctx.objects(state, instr.target)
    else:
        assert instr.filter is not None  # noqa: S101 - the model requires one of the two
        flt = instr.filter
        affected = [
            o for o in state.battlefield() if matches(state, o, flt, ctx.controller) is None
        ]
    if not affected:
        return state, []
    number = state.ids.effect + 1
    state = replace(state, ids=replace(state.ids, effect=number))
    state, timestamp = state.stamp()
    source_name = ctx.source.card.name
    effect = ContinuousEffect(
        id=number, source=ctx.source.id, source_name=source_name, timestamp=timestamp,
        affected=tuple(o.ref for o in affected), duration=instr.duration,
        modifications=instr.modifications,
    )  # fmt: skip
    state = replace(state, effects=(*state.effects, effect))
    layers = sorted({v.LAYER_OF[m.op][1] for m in instr.modifications})
    until = " until end of turn" if instr.duration == "end_of_turn" else ""
    what = "; ".join(_describe_modification(m) for m in instr.modifications)
    names = ", ".join(describe(state, o) for o in affected)
    return state, [
        event(
            "continuous_effect",
            f"{source_name} ({ctx.source.id}): {names} — {what}{until} (timestamp {timestamp}).",
            "611.2c" if instr.filter is not None else "611.2a",
            *layers,
            objects=[ctx.source.id, *(o.id for o in affected)],
        )
    ]


def _describe_modification(m: Any) -> str:
    if isinstance(m, v.ModifyPowerToughness):
        return f"gets {m.power:+d}/{m.toughness:+d}"
    if isinstance(m, v.SetPowerToughness):
        return f"has base power and toughness {m.power}/{m.toughness}"
    if isinstance(m, v.SwitchPowerToughness):
        return "switches its power and toughness"
    if isinstance(m, v.AddKeywords):
        return f"gains {', '.join(m.keywords)}"
    if isinstance(m, v.LoseKeywords):
        return f"loses {', '.join(m.keywords)}"
    if isinstance(m, v.LoseAllAbilities):
        return "loses all abilities"
    if isinstance(m, v.SetColors):
        return f"becomes {', '.join(COLOR_NAMES[c] for c in m.colors) or 'colorless'}"
    if isinstance(m, v.AddTypes):
        return f"becomes {' '.join([*m.supertypes, *m.types, *m.subtypes])} in addition"
    if isinstance(m, v.GainControl):
        return "comes under its controller's control"
    return "doesn't untap during its controller's untap step"


def _counter_unless_pays(state: GameState, instr: v.CounterUnlessPays, ctx: Context) -> Result:
    """Ward (702.21a): counter the spell or ability unless its controller pays the cost."""
    from engine.choices import NeedChoice
    from engine.mana import ManaError, pay

    item = dict(ctx.info).get("spell")
    spell = state.objects.get(item or "")
    ability = state.abilities.get(item or "")
    if item not in state.stack or (spell is None and ability is None):
        return state, [
            event("ward", f"{item} is no longer on the stack; ward does nothing.", "702.21a")
        ]
    payer = spell.controller if spell is not None else ability.controller  # type: ignore[union-attr]
    cost = parse_cost(instr.cost)
    player = state.player(payer)
    try:
        new_pool = pay(player.mana_pool, cost)
    except ManaError:
        new_pool = None
    paid = False
    if new_pool is not None:
        if ctx.answer is None:
            raise NeedChoice(
                "pay",
                payer,
                f"Ward {instr.cost}: player {payer}, pay {instr.cost} or {item} is countered.",
                ("702.21a",),
                ("true", "false"),
            )
        paid = bool(ctx.answer[1])
    if paid and new_pool is not None:
        state = state.with_player(replace(player, mana_pool=new_pool))
        return state, [
            event(
                "ward",
                f"Player {payer} pays the ward cost {instr.cost}; {item} isn't countered.",
                "702.21a",
                objects=[payer, item],
            )
        ]
    why = "doesn't pay" if new_pool is not None else "can't pay"
    if spell is not None:
        state, events = counter(state, spell, ctx.source)
    else:
        abilities = dict(state.abilities)
        del abilities[item]
        state = replace(
            state, abilities=abilities, stack=tuple(i for i in state.stack if i != item)
        )
        events = [event("counter", f"The ability {item} is countered.", "701.6a", objects=[item])]
    return state, [
        event(
            "ward",
            f"Player {payer} {why} the ward cost {instr.cost} of {describe(state, ctx.source)}.",
            "702.21a",
            objects=[payer, item],
        ),
        *events,
    ]


def _prevent_damage(state: GameState, instr: v.PreventDamage, ctx: Context) -> Result:
    """Create prevention effects (615.1a, 615.7) for the recipients and sources it names."""
    from engine import replacement

    to: list[Target] | None = None
    if isinstance(instr.to, int):
        to = [
            t
            for t in (ctx.targets[instr.to] if instr.to < len(ctx.targets) else ())
            if isinstance(t, PlayerTarget) or state.current(t) is not None
        ]
    elif instr.to is not None:
        to = [o.ref for o in ctx.objects(state, instr.to)]
    by = None if instr.by is None else [o.ref for o in ctx.objects(state, instr.by)]
    if (to is not None and not to) or (by is not None and not by):
        return state, []
    return replacement.create_prevention(state, instr, ctx.controller, ctx.source, to, by, ctx.x)


def _copy_spell(state: GameState, instr: v.CopySpell, ctx: Context) -> Result:
    from engine.copies import copy_spell

    events: list[Event] = []
    for target in ctx.targets[instr.target] if instr.target < len(ctx.targets) else ():
        spell = state.current(target) if isinstance(target, ObjectRef) else None
        if spell is None or spell.zone is not Zone.STACK:
            continue
        state, more = copy_spell(
            state, spell, ctx.controller, ctx.answer, new_targets=instr.new_targets
        )
        events += more
    return state, events


def _create_token_copy(state: GameState, instr: v.CreateTokenCopy, ctx: Context) -> Result:
    from engine.tokens import create_token_copy

    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        state, more = create_token_copy(state, obj, ctx.controller)
        events += more
    return state, events


def _populate(state: GameState, instr: v.Populate, ctx: Context) -> Result:
    from engine.populate import populate

    return populate(state, instr, ctx)


def _sacrifice_all(state: GameState, instr: v.SacrificeAll, ctx: Context) -> Result:
    from engine.name_list_effects import sacrifice_all

    return sacrifice_all(state, instr, ctx)


def _storm_copies(state: GameState, instr: v.StormCopies, ctx: Context) -> Result:
    from engine.storm import storm_copies

    return storm_copies(state, instr, ctx)


def _investigate(state: GameState, instr: v.Investigate, ctx: Context) -> Result:
    from engine.investigate import investigate

    return investigate(state, ctx.controller, ctx.amount(instr.count), ctx.source)


def _attach(state: GameState, instr: v.Attach, ctx: Context) -> Result:
    from engine.equipment import attach

    return attach(state, instr, ctx)


_HANDLERS: dict[type, Callable[[GameState, Any, Context], Result]] = {
    v.Investigate: _investigate,
    v.Attach: _attach,
    v.Populate: _populate,
    v.CopySpell: _copy_spell,
    v.CreateTokenCopy: _create_token_copy,
    v.CounterUnlessPays: _counter_unless_pays,
    v.ApplyContinuous: _continuous,
    v.DealDamage: _damage,
    v.DamageEach: _damage_each,
    v.DamageAttacked: _damage_attacked,
    v.Destroy: _destroy,
    v.DestroyAll: _destroy_all,
    v.CounterSpell: _counter,
    v.ReturnToHand: _bounce,
    v.ExileAndReturn: _flicker,
    v.Draw: _draw,
    v.GainLife: _gain_life,
    v.LoseLife: _lose_life,
    v.Tap: _tap,
    v.Untap: _untap,
    v.AddMana: _add_mana,
    v.AddManaForEach: _add_mana,
    v.AddManaCouldProduce: _add_mana,
    v.AddManaProduced: _add_mana,
    v.ProtectionFromChosenColor: _protection_from_chosen_color,
    v.Regenerate: _regenerate,
    v.PutCounters: _counters,
    v.Sacrifice: _sacrifice,
    v.SacrificeAll: _sacrifice_all,
    v.StormCopies: _storm_copies,
    v.CreateToken: _create_token,
    v.PreventDamage: _prevent_damage,
}

__all__ = [
    "COLOR_NAMES",
    "Context",
    "add_mana",
    "counter",
    "deal_damage",
    "destroy",
    "draw",
    "perform",
]
