"""Counted amounts, found as an instruction is performed (CR 608.2h, 107.3c).

"You gain life equal to the number of creatures you control", "draw a card for each …", "where X
is its power": the text defines the number (107.3c), and the game is asked for it only once, when
the instruction is carried out (608.2h) — not as the spell was cast, so a count that changed
while the spell waited on the stack is counted as it is now. `settle` does this for every
instruction the same way, before its handler runs: each counted amount becomes the number it
comes to, logged with the rule, so the handlers only ever see numbers. A number is never less
than 0 (107.1b) nor more than the vocabulary's bound `MAX_AMOUNT`.
"""

from __future__ import annotations

from typing import Any, TypeAlias

from engine.cards import vocabulary as v
from engine.cards.compiler.words import quantity_words
from engine.core.events import describe, event
from engine.core.face_down import mana_value
from engine.core.mana import EMPTY_POOL, pool_text
from engine.core.primitives import sacrificed_ref, that_creature_ref
from engine.core.state import (
    Event,
    GameObject,
    GameState,
    ObjectRef,
    PlayerId,
    PlayerTarget,
    Target,
    Zone,
)
from engine.derived.among import AMONG_RULE, kinds_of
from engine.derived.announced_x import settled_filter
from engine.derived.devotion import devotion_by_permanent
from engine.derived.event_players import event_player
from engine.derived.layers import characteristics
from engine.derived.party import party
from engine.derived.targets import matches
from engine.mechanics.kicker.model import times_kicked

#: Every counted quantity of the vocabulary (`v.Quantity`'s members).
AnyQuantity: TypeAlias = (
    v.CountPermanents
    | v.CountCards
    | v.CountCharacteristic
    | v.CountCounters
    | v.CountEventAmount
    | v.CountDevotion
    | v.CountColorsSpent
    | v.CountKicked
    | v.CountParty
    | v.CountDied
    | v.CountAmong
    | v.CountThisTurn
    | v.CountGreatest
    | v.CountOpponents
    | v.CountLifeTotal
    | v.CountSum
)
_QUANTITIES = (
    v.CountSum,
    v.CountPermanents,
    v.CountCards,
    v.CountCharacteristic,
    v.CountCounters,
    v.CountEventAmount,
    v.CountDevotion,
    v.CountColorsSpent,
    v.CountKicked,
    v.CountParty,
    v.CountDied,
    v.CountAmong,
    v.CountThisTurn,
    v.CountGreatest,
    v.CountOpponents,
    v.CountLifeTotal,
)
_ZONES = {"hand": Zone.HAND, "graveyard": Zone.GRAVEYARD}


def settle(
    state: GameState,
    instruction: Any,
    controller: PlayerId,
    source: GameObject,
    targets: tuple[tuple[Target, ...], ...],
    x: int,
    info: tuple[tuple[str, Any], ...] = (),
) -> tuple[Any, list[Event]]:
    """`instruction` with each counted amount of its own replaced by its number now (608.2h),
    and the events saying what was counted. Instructions it holds for later (a "may", a delayed
    trigger's) are settled when they are performed in turn. A "+N/+M times an amount" of a
    continuous effect becomes the plain +N/+M it comes to, locked in as the effect begins."""
    events: list[Event] = []
    update: dict[str, Any] = {}

    def number(amount: Any) -> int:
        n, said = count(state, amount, controller, source, targets, info)
        events.append(said)
        return n

    for name in ("amount", "count", "size", "then_draw", "mana_value_at_most"):
        found = getattr(instruction, name, None)
        if isinstance(found, _QUANTITIES):
            update[name] = number(found)
    flt = getattr(instruction, "filter", None)
    if isinstance(flt, v.Filter) and (flt.mana_value_at_most_x or flt.mana_value_is_x):
        # "Each permanent with mana value X or less": the X announced for the spell, or paid
        # in the ability's cost (Ugin's −X: 107.3a, 107.3k), as it resolves.
        update["filter"] = settled_filter(flt, x)
    modifications = getattr(instruction, "modifications", None)
    if isinstance(instruction, v.ApplyContinuous) and modifications is not None:
        settled = []
        for m in modifications:
            if isinstance(m, v.ModifyPowerToughnessBy):
                n = x if m.amount == "X" else m.amount
                n = number(n) if isinstance(n, _QUANTITIES) else int(n)
                m = v.ModifyPowerToughness(
                    power=_bounded_pt(m.power * n), toughness=_bounded_pt(m.toughness * n)
                )
            settled.append(m)
        if settled != list(modifications):
            update["modifications"] = tuple(settled)
    if not update:
        return instruction, []
    return instruction.model_copy(update=update), events


def count(
    state: GameState,
    quantity: AnyQuantity,
    controller: PlayerId,
    source: GameObject,
    targets: tuple[tuple[Target, ...], ...],
    info: tuple[tuple[str, Any], ...] = (),
) -> tuple[int, Event]:
    """The number `quantity` comes to now (608.2h), and the event saying so."""
    n, said, rules, seen = _tallied(state, quantity, controller, source, targets, info)
    text = (
        f"{describe(state, source)}: {said} is {n}, counted now, as the instruction is performed."
    )
    return n, event("amount", text, *rules, objects=seen[:20])


def tally(
    state: GameState, quantity: AnyQuantity, controller: PlayerId, source: GameObject
) -> tuple[int, str]:
    """The number `quantity` comes to now and its words ("the number of creature cards in
    player A's graveyard"), for a count that is no instruction's: a spell's own cost change,
    counted as its total cost is determined (601.2f)."""
    n, said, _, _ = _tallied(state, quantity, controller, source, ())
    return n, said


def _tallied(
    state: GameState,
    quantity: AnyQuantity,
    controller: PlayerId,
    source: GameObject,
    targets: tuple[tuple[Target, ...], ...],
    info: tuple[tuple[str, Any], ...] = (),
) -> tuple[int, str, list[str], list[str]]:
    """What `quantity` comes to now with its `times`, never below 0 (107.1b) nor above the
    engine's bound: the number, its words, the rules it follows and the objects counted."""
    raw, said, rules, seen = _counted(state, quantity, controller, source, targets, info)
    n = raw * quantity.times
    if n < 0:
        rules.append("107.1b")
        said += f": {n}, and a negative result counts as 0"
        n = 0
    elif n > v.MAX_AMOUNT:
        said += f": {n}, more than the engine's bound, so {v.MAX_AMOUNT}"
        n = v.MAX_AMOUNT
    # The narration is read by every player: "you" is the instruction's controller.
    said = said.replace("you control", f"player {controller} controls")
    said = said.replace(" your ", f" player {controller}'s ")
    return n, said, rules, seen


def _counted(
    state: GameState,
    quantity: AnyQuantity,
    controller: PlayerId,
    source: GameObject,
    targets: tuple[tuple[Target, ...], ...],
    info: tuple[tuple[str, Any], ...],
) -> tuple[int, str, list[str], list[str]]:
    """What `quantity` counts now, once (its `times` not applied): the number, its words, the
    rules it follows and the objects counted."""
    said = quantity_words(quantity.model_dump(mode="json", exclude_none=True))
    rules = ["608.2h"]
    seen: list[str] = []
    if isinstance(quantity, v.CountSum):
        # Each term counted as it is now (608.2h), then added up with the number (107.1).
        said = str(quantity.plus) if quantity.plus else ""
        raw = quantity.plus
        for term in quantity.terms:
            n, words, _, counted = _counted(state, term, controller, source, targets, info)
            raw += n * term.times
            seen += counted
            said += f"{' plus ' if said else ''}{words} ({n * term.times})"
        rules.append("107.1")
    elif isinstance(quantity, v.CountPermanents | v.CountCards):
        found, said = _objects(state, quantity, controller, source, targets, said, info)
        raw, seen = len(found), [o.id for o in found]
    elif isinstance(quantity, v.CountAmong):
        # Not the objects but the different kinds among them, each once (305.6, 205.2a, 105.1).
        found, said = _objects(state, quantity.among, controller, source, targets, said, info)
        kinds = sorted({k for o in found for k in _kinds(state, o, quantity.kind)})
        raw, seen = len(kinds), [o.id for o in found]
        rules.append(AMONG_RULE[quantity.kind])
        said += f" ({', '.join(kinds) or 'none'})"
    elif isinstance(quantity, v.CountEventAmount):
        # "That much": the damage its trigger event dealt, remembered as it triggered (603.2).
        dealt = dict(info).get("amount")
        raw = dealt if isinstance(dealt, int) else 0
        rules.append("603.2")
        said = "the damage dealt by the event that triggered it"
    elif isinstance(quantity, v.CountDevotion):
        # The instruction's controller's devotion, from their permanents' mana costs (700.5).
        found_by = devotion_by_permanent(state, controller, quantity.colors)
        raw, seen = sum(n for _, n in found_by), [i for i, _ in found_by]
        rules.append("700.5")
        said = said.replace("your devotion", f"player {controller}'s devotion", 1)
    elif isinstance(quantity, v.CountColorsSpent):
        # The colors among the mana spent to cast it (601.2h), kept by the permanent it became.
        holder = _object(state, "self", source, targets) or source
        spent = holder.mana_spent or EMPTY_POOL
        raw, seen = sum(1 for n in spent[:5] if n), [holder.id]
        rules.append("601.2h")
        paid = "it wasn't cast" if holder.mana_spent is None else pool_text(spent) or "no mana"
        said = f"the number of colors of mana spent to cast {describe(state, holder)} ({paid})"
    elif isinstance(quantity, v.CountKicked):
        # Its multikicker paid that many times (702.33c-d), kept by the permanent it became.
        holder = _object(state, "self", source, targets) or source
        raw, seen = times_kicked(holder.chosen), [holder.id]
        rules.append("702.33d")
        said = f"the number of times {describe(state, holder)} was kicked"
    elif isinstance(quantity, v.CountThisTurn):
        # The turn's record of the life each player gained, added up as it happens (119.3).
        raw = dict(state.turn.life_gained).get(controller, 0)
        rules.append("119.3")
        said = f"the amount of life player {controller} gained this turn"
    elif isinstance(quantity, v.CountGreatest):
        # The highest value among the permanents now (608.2h); none: 0.
        group, _ = _objects(
            state, v.CountPermanents(filter=quantity.filter), controller, source, targets, said
        )
        values = [(_characteristic(state, o, quantity.stat), o.id) for o in group]
        raw = max((n for n, _ in values), default=0)
        seen = [i for n, i in values if n == raw] if values else []
        stat = quantity.stat.replace("_", " ")
        said = f"the greatest {stat} among {said.removeprefix(f'the greatest {stat} among ')}"
    elif isinstance(quantity, v.CountOpponents):
        # Every other player still in the game (800.4a): the other player of a two-player
        # game (102.2), each other player of a free-for-all game (806.1; no teams here).
        raw = sum(1 for p in state.in_game() if p != controller)
        rules.append("102.2" if len(state.players) == 2 else "806.1")
        said = f"the number of opponents player {controller} has"
    elif isinstance(quantity, v.CountLifeTotal):
        # The controller's life total now (119.1, 608.2h); below 0 it counts as 0 (107.1b).
        raw, seen = state.player(controller).life, [controller]
        rules.append("119.1")
        said = f"player {controller}'s life total"
    elif isinstance(quantity, v.CountParty):
        # Up to one each of Cleric, Rogue, Warrior and Wizard, counted by the game (700.8a-b).
        members = party(state, controller)
        raw, seen = len(members), list(members.values())
        rules.append("700.8")
        held = ", ".join(
            f"{describe(state, state.objects[i])} as its {t}" for t, i in members.items()
        )
        said = f"the number of creatures in player {controller}'s party ({held or 'none'})"
    elif isinstance(quantity, v.CountDied):
        # The turn's record of creatures put into a graveyard from the battlefield (700.4).
        died = state.turn.died_owners
        died_kinds = state.turn.died_subtypes
        anyone, subtype = quantity.owner == "any", quantity.subtype
        raw = sum(
            1
            for k, (owner, token) in enumerate(died)
            if (anyone or owner == controller)
            and not (quantity.nontoken and token)
            and (subtype is None or (k < len(died_kinds) and subtype in died_kinds[k]))
        )
        rules.append("700.4")
        kind = "nontoken creatures" if quantity.nontoken else "creatures"
        kind = kind if subtype is None else f"{subtype} creatures"
        whose = "a" if anyone else f"player {controller}'s"
        said = f"the number of {kind} put into {whose} graveyard from the battlefield this turn"
    elif isinstance(quantity, v.CountCounters):
        # The counters on the source or the target now, or as it last existed on the
        # battlefield (608.2h).
        named = _object(state, quantity.of, source, targets)
        bearer = (named or source) if quantity.of == "self" else named
        if bearer is None:
            raw = 0
            said += " (there is no such object: 0)"
        else:
            raw, seen = bearer.counter(quantity.kind), [bearer.id]
            gone = " as it last existed" if state.current(bearer.ref) is None else ""
            times = f"{quantity.times} times " if quantity.times != 1 else ""
            on = f"on {describe(state, bearer)}{gone}"
            said = f"{times}the number of {quantity.kind} counters {on}"
    else:
        obj = _object(state, quantity.of, source, targets, info)
        if obj is None:
            raw = 0
            said += " (there is no such object: 0)"
        else:
            raw = _characteristic(state, obj, quantity.count)
            seen = [obj.id]
            gone = " as it last existed" if state.current(obj.ref) is None else ""
            times = f"{quantity.times} times " if quantity.times != 1 else ""
            said = f"{times}the {quantity.count.replace('_', ' ')} of {describe(state, obj)}{gone}"
    return raw, said, rules, seen


def _objects(
    state: GameState,
    quantity: v.CountPermanents | v.CountCards,
    controller: PlayerId,
    source: GameObject,
    targets: tuple[tuple[Target, ...], ...],
    said: str,
    info: tuple[tuple[str, Any], ...] = (),
) -> tuple[list[GameObject], str]:
    """The permanents or cards a count counts now, and its words with a target player named.
    Permanents the defending player or the trigger event's player controls are that player's
    as the instruction is performed (506.2, 603.2): none when there is none (the player left
    the game, 800.4a)."""
    if isinstance(quantity, v.CountPermanents):
        you: PlayerId | None = controller
        if quantity.player != "you":
            you = event_player(state, dict(info), quantity.player, source.ref)
            whose = "defending player" if quantity.player == "defending" else "that player"
            said = said.replace(f"{whose} controls", f"player {you or 'none'} controls")
        found = [
            o
            for o in state.battlefield()
            if you is not None and matches(state, o, quantity.filter, you, source.id) is None
        ]
        return found, said
    players = _card_owners(state, quantity, controller, targets)
    # "Cards named ~": the name the source has now, or had as it last existed (201.2, 608.2h).
    this = state.current(source.ref) or source
    name = characteristics(state, this).name if quantity.named_this else None
    found = [
        o
        for p in players
        for o in state.in_zone(_ZONES[quantity.zone], p)
        if matches(state, o, quantity.filter, controller, source.id) is None
        and (name is None or characteristics(state, o).name == name)
    ]
    if quantity.player == "target" and players:
        said = said.replace("target player's", f"player {players[0]}'s")
        said = said.replace("target opponent's", f"player {players[0]}'s")
    return found, said


def _kinds(state: GameState, obj: GameObject, kind: str) -> tuple[str, ...]:
    """The kinds `obj` has now: on the battlefield its characteristics after the layers (613),
    a card elsewhere its printed ones."""
    chars = characteristics(state, obj)
    return kinds_of(kind, chars.types, chars.subtypes, chars.colors)


def _card_owners(
    state: GameState,
    quantity: v.CountCards,
    controller: PlayerId,
    targets: tuple[tuple[Target, ...], ...],
) -> list[PlayerId]:
    if quantity.player == "each":
        return list(state.player_ids())
    if quantity.player == "target" and quantity.target is not None:
        chosen = targets[quantity.target] if quantity.target < len(targets) else ()
        return [t.player for t in chosen if isinstance(t, PlayerTarget)]
    return [controller]


def _object(
    state: GameState,
    of: int | str,
    source: GameObject,
    targets: tuple[tuple[Target, ...], ...],
    info: tuple[tuple[str, Any], ...] = (),
) -> GameObject | None:
    """The object whose number is asked for: as it is now if it is still in its zone, else as
    it last existed (608.2h) — the permanent sacrificed to pay the cost always so, remembered
    by the ability (`info`) or the spell (its `chosen`) as it was paid."""
    if of == "self":
        return state.current(source.ref) or state.lki.get(source.ref, source)
    if of == "sacrificed":
        paid = sacrificed_ref(info) or sacrificed_ref(source.chosen)
        return None if paid is None else state.current(paid) or state.lki.get(paid)
    if of == "that_creature":
        # The object the trigger event named, remembered as it triggered (603.2).
        that = that_creature_ref(info)
        return None if that is None else state.current(that) or state.lki.get(that)
    chosen = targets[of] if isinstance(of, int) and of < len(targets) else ()
    refs = [t for t in chosen if isinstance(t, ObjectRef)]
    if len(refs) != 1:
        return None
    return state.current(refs[0]) or state.lki.get(refs[0])


def _characteristic(state: GameState, obj: GameObject, which: str) -> int:
    if which == "mana_value":
        # The mana cost's total (202.3), X the number chosen for a spell on the stack — a
        # countered one's as it last existed there (202.3e, 608.2h); a transformed permanent
        # has its front face's (712.8e).
        return mana_value(obj)
    chars = characteristics(state, obj)
    value = chars.power if which == "power" else chars.toughness
    return value if value is not None else 0


def _bounded_pt(n: int) -> int:
    return max(-v.MAX_PT, min(v.MAX_PT, n))
