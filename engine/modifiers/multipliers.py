"""Counters about to be put and tokens about to be created: how many (CR 614.1a, 616.1, 614.17).

`counters` applies, to counters that would be put on a permanent — on the battlefield or as it
enters (122.6) — first the "can't" effects that stop them (Solemnity's "Counters can't be put on
artifacts, creatures, enchantments, or lands": 614.17, and no replacement effect then applies,
614.17c), then static replacement abilities that change how many (Doubling Season's "twice that
many", Hardened Scales' "that many plus one"), in the order the permanent's controller chooses when
the order can change the result (616.1: 1 counter doubled then plus one is 3; plus one then doubled
is 4; `engine.modifiers.amount_changes`). `player_counters` applies "Players can't get counters." to
a player's poison and energy counters. `tokens` multiplies tokens about to be created under a
player's control (Anointed Procession: twice that many, 614.1a; several multiply, in any order,
616.1e).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.modifiers import amount_changes
from engine.modifiers.replacement_order import Candidate, held_abilities, static_replacements


def _prohibitor(state: GameState, obj: GameObject | None) -> GameObject | None:
    """The permanent whose "can't" effect stops counters being put on `obj` (a player's, when
    None), or None."""
    for perm in state.battlefield():
        for ability in held_abilities(state, perm):
            if not isinstance(ability, v.CountersProhibition):
                continue
            if obj is None and ability.players:
                return perm
            flt = ability.filter
            you = controller_of(state, perm)
            if (
                obj is not None
                and flt is not None
                and matches(state, obj, flt, you, perm.id) is None
            ):
                return perm
    return None


def _cant(state: GameState, perm: GameObject, on: str, n: int, kind: str) -> Event:
    return event(
        "cant",
        f"{describe(state, perm)}: the {n} {kind} counter{'s' if n != 1 else ''} that would be "
        f"put on {on} can't be (a “can't” effect; no replacement effect applies to it).",
        "614.17",
        "614.17c",
        objects=[perm.id],
    )


def prohibited(state: GameState, obj: GameObject, kind: str, n: int) -> list[Event]:
    """The event saying `n` counters of `kind` can't be put on `obj` (614.17), or none when
    they can: for counters a damage's results put on a creature (wither, infect: 120.3d)."""
    perm = _prohibitor(state, obj) if n > 0 else None
    return [] if perm is None else [_cant(state, perm, describe(state, obj), n, kind)]


def _candidates(state: GameState, obj: GameObject, kind: str) -> list[Candidate]:
    out = []
    for perm, effect_id, ability in static_replacements(state, "counters"):
        if ability.counter is not None and ability.counter != kind:
            continue
        if matches(state, obj, ability.filter, controller_of(state, perm), perm.id) is not None:
            continue
        out.append(amount_changes.candidate(perm, effect_id, ability))
    return out


def counters(
    state: GameState, obj: GameObject, kind: str, n: int, *, entering: bool = False
) -> tuple[GameState, int, list[Event]]:
    """How many of `n` counters of `kind` are put on `obj` (on the battlefield, or as it enters
    with `entering`: 122.6, checked as it would exist there, 614.12), and the events.

    The affected object's controller chooses the order of the effects that apply (616.1), each
    at most once (614.5): `engine.modifiers.amount_changes`.
    """
    if n <= 0:
        return state, n, []
    name = describe(state, obj)
    if (perm := _prohibitor(state, obj)) is not None:
        return state, 0, [_cant(state, perm, name, n, kind)]
    chooser = obj.controller if entering else controller_of(state, obj)

    def said(state: GameState, pick: Candidate, n: int, now: int) -> Event:
        return event(
            "replacement",
            f"{pick.text}: {now} {kind} counter{'s' if now != 1 else ''} "
            f"{'is' if now == 1 else 'are'} put on {name} instead of {n}.",
            *pick.rules,
            objects=[obj.id, pick.source],
        )

    return amount_changes.change(
        state,
        chooser,
        n,
        lambda state: _candidates(state, obj, kind),
        lambda n: f"the {n} {kind} counter{'s' if n != 1 else ''} that would be put on {name}",
        said,
    )


def player_counters(
    state: GameState, player: PlayerId, kind: str, n: int
) -> tuple[int, list[Event]]:
    """How many of `n` counters of `kind` (poison, energy) `player` gets: none while a "Players
    can't get counters." effect exists (614.17), and the events."""
    if n <= 0 or (perm := _prohibitor(state, None)) is None:
        return n, []
    return 0, [_cant(state, perm, f"player {player}", n, kind)]


def tokens(state: GameState, controller: PlayerId, n: int) -> tuple[int, list[Event]]:
    """How many of `n` tokens an effect creates under `controller`'s control (614.1a): each
    "twice that many" applies once (614.5); multiplications give the same number in any order
    (616.1e), so they apply in timestamp order."""
    if n <= 0:
        return n, []
    found = [
        amount_changes.candidate(perm, effect_id, ability)
        for perm, effect_id, ability in static_replacements(state, "tokens")
        if ability.to == "any" or controller_of(state, perm) == controller
    ]
    events: list[Event] = []
    if len(found) > 1:
        events.append(
            event(
                "replacement_order",
                f"{len(found)} replacement effects multiply the tokens player {controller} would "
                "create; their order doesn't change the result, so they apply in timestamp order.",
                "616.1e",
                objects=[c.source for c in found],
            )
        )
    for pick in sorted(found, key=lambda c: c.timestamp):
        now = amount_changes.changed(pick, n)
        events.append(
            event(
                "replacement",
                f"{describe(state, state.objects[pick.source])} (“{pick.text}”): player "
                f"{controller} creates {now} tokens instead of {n}.",
                *pick.rules,
                objects=[pick.source],
            )
        )
        n = now
    return n, events
