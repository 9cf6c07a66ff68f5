"""Loyalty abilities (CR 606): when one may be activated, and paying its loyalty cost.

A loyalty ability is an activated ability with a loyalty symbol in its cost (606.2); the rest of
activating it is `engine.rules.activate_ability.activate`'s.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.emblems import emblems
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.modifiers.replacement_order import abilities, held_abilities


def _allows(obj: GameObject) -> int:
    """1 for an object with an ability letting loyalty abilities be activated at instant speed
    (`GameState.tally`)."""
    return int(
        obj.zone in (Zone.BATTLEFIELD, Zone.COMMAND)
        and any(isinstance(a, v.LoyaltyAtInstantSpeed) for a in abilities(obj))
    )


def at_instant_speed(state: GameState, obj: GameObject) -> GameObject | None:
    """The permanent or emblem whose ability lets `obj`'s loyalty abilities be activated any
    time its controller could cast an instant (101.1 over 606.3's timing), or None."""
    if not state.tally(_allows):
        return None
    you = controller_of(state, obj)
    for source in (*state.battlefield(), *emblems(state)):
        for ability in held_abilities(state, source):
            if not isinstance(ability, v.LoyaltyAtInstantSpeed):
                continue
            if ability.whose == "self":
                applies = source.id == obj.id and (
                    obj.entered_this_turn or not ability.entered_this_turn
                )
            else:
                applies = (
                    controller_of(state, source) == you
                    and "Planeswalker" in characteristics(state, obj).types
                )
            if applies:
                return source
    return None


def loyalty_cost(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    symbol: int | str,
    x: int | None,
    timing: str | None,
) -> int:
    """Whether a loyalty ability of `obj` can be activated now (606.3, 606.6), and the loyalty
    counters its cost puts on (a positive number) or removes (a negative one), X chosen for
    [−X] (107.3a); `timing` is why its player can't act at sorcery speed now, if so."""
    name = describe(state, obj)
    if reason := timing:
        raise IllegalActionError(
            f"{name}'s loyalty abilities can be activated only in its controller's main phase "
            f"with an empty stack: {reason}",
            ("606.3",),
        )
    if (obj.ref, "loyalty") in state.turn.activated_once:
        raise IllegalActionError(
            f"a loyalty ability of {name} has already been activated this turn, and only one "
            "can be each turn",
            ("606.3",),
        )
    have = obj.counter("loyalty")
    if symbol == "-X":
        if x is None:
            x = ask(
                NeedChoice(
                    ChoiceKind.X,
                    player,
                    f"Choose X to activate {name}'s [−X] ability.",
                    ("107.3a", "606.4"),
                    (),
                    0,
                    have,
                )
            )
        amount = -(x or 0)
    else:
        amount = int(symbol)
    if -amount > have:
        paid = f"[−X] cost (X is {-amount})" if symbol == "-X" else f"[−{-amount}] cost"
        raise IllegalActionError(
            f"{name} has {have} loyalty counter{'s' if have != 1 else ''}, fewer than the "
            f"{-amount} its {paid} removes",
            ("606.6",),
        )
    return amount


def once_this_turn(state: GameState, obj: GameObject, which: str) -> GameState:
    """Note an activation that can happen only once each turn (602.5b, 606.3)."""
    turn = replace(state.turn, activated_once=(*state.turn.activated_once, (obj.ref, which)))
    return replace(state, turn=turn)


def pay_loyalty(
    state: GameState, player: PlayerId, obj: GameObject, amount: int, x: bool
) -> tuple[GameState, list[Event]]:
    """Pay a loyalty cost: put on or remove that many loyalty counters (606.4); the permanent
    has had a loyalty ability activated this turn (606.3)."""
    state = once_this_turn(state, obj, "loyalty")
    source = state.current(obj.ref)
    if source is None:
        return state, []
    before = source.counter("loyalty")
    after = before + amount
    state = state.with_object(source.with_counters({**dict(source.counters), "loyalty": after}))
    name = describe(state, source)
    n = abs(amount)
    counters = f"{n} loyalty counter{'s' if n != 1 else ''}"
    if amount > 0:
        text = f"Player {player} puts {counters} on {name} to pay [+{n}]"
    elif amount < 0:
        paid = f"[−X] (X is {n})" if x else f"[−{n}]"
        text = f"Player {player} removes {counters} from {name} to pay {paid}"
    else:
        paid = "[−X] (X is 0)" if x else "[0]"
        text = f"Player {player} pays {paid}: no loyalty counters go on or off {name}"
    return state, [event("pay", f"{text} (loyalty {before} → {after}).", "606.4", objects=[obj.id])]


def instant_speed(state: GameState, obj: GameObject, by: GameObject) -> Event:
    """The event saying a loyalty ability was activated outside 606.3's timing because an
    ability allows it (101.1)."""
    ability = next(a for a in held_abilities(state, by) if isinstance(a, v.LoyaltyAtInstantSpeed))
    whose = "" if by.id == obj.id else f" ({describe(state, by)})"
    return event(
        "loyalty_timing",
        f"{describe(state, obj)}'s loyalty ability is activated outside its controller's main "
        f"phase with an empty stack: “{ability.text}”{whose} allows it; still "
        "only one loyalty ability of it this turn.",
        "101.1",
        "606.3",
        objects=[obj.id, by.id],
    )
