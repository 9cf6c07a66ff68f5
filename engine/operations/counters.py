"""Putting counters on a permanent or giving them to a player (CR 122.1, 122.6), one way for
every instruction that does: "put N counters on …" and proliferate (701.34a) alike; a keyword
counter's kind takes a new timestamp (613.7c).

Replacement effects on how many counters are put, and "can't" effects on counters, apply first
(614.1a, 614.17, 616.1: `engine.modifiers.multipliers`); the counters actually put are what
abilities watching for counters being put see (122.6: Sagas' chapters, "whenever one or more
counters are put on …").
"""

from __future__ import annotations

from engine.cards.vocabulary.keywords import KEYWORD_COUNTERS
from engine.cards.wording import counter_words
from engine.core.events import describe, event
from engine.core.occurrences import CountersPut
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.modifiers import multipliers
from engine.modifiers.triggers import fire
from engine.operations.basic import give_counters

#: The rule of each kind of counter a player may have (122.1).
_PLAYER_RULE = {"energy": "107.14", "poison": "122.1f"}


def put_counters(
    state: GameState, obj: GameObject, kind: str, n: int
) -> tuple[GameState, list[Event]]:
    """`n` counters of `kind` put on the permanent `obj`, as replacement and "can't" effects
    change the number (614.1a, 614.17, 616.1), and the triggers of counters being put (122.6)."""
    state, put, events = multipliers.counters(state, obj, kind, n)
    if put <= 0 < n:
        return state, events
    counters = dict(obj.counters)
    before = counters.get(kind, 0)
    counters[kind] = before + put
    changed = obj.with_counters(counters)
    rules: tuple[str, ...] = ("122.1",)
    gives = ""
    if (keyword := KEYWORD_COUNTERS.get(kind)) is not None:
        # Every counter of the kind takes the new one's timestamp (613.7c), which orders the
        # keyword it gives among the other effects of layer 6 (122.1b, 613.1f).
        state, now = state.stamp()
        stamps = {**dict(obj.counter_timestamps), kind: now}
        changed = replace(changed, counter_timestamps=tuple(sorted(stamps.items())))
        rules = ("122.1", "122.1b", "613.7c")
        gives = f" (a keyword counter: {keyword.lower()} for it, timestamp {now})"
    state = state.with_object(changed)
    events.append(
        event(
            "counters",
            f"{counter_words(put, kind)} put on {describe(state, obj)}{gives}.",
            *rules,
            objects=[obj.id],
        )
    )
    if put > 0:
        state, more = fire(state, CountersPut(state.objects[obj.id], kind, before, before + put))
        events += more
    return state, events


def give_player_counters(
    state: GameState, player: PlayerId, kind: str, n: int
) -> tuple[GameState, list[Event]]:
    """`player` gets `n` counters of `kind` (122.1): none while players can't get counters
    (614.17)."""
    _, stopped = multipliers.player_counters(state, player, kind, n)
    if stopped:
        return state, stopped
    before = state.player(player).counter(kind)
    state = give_counters(state, player, kind, n)
    rules = ("122.1", _PLAYER_RULE[kind]) if kind in _PLAYER_RULE else ("122.1",)
    said = event(
        "counters",
        f"Player {player} gets {counter_words(n, kind)} ({before} → {before + n}).",
        *rules,
        objects=[player],
    )
    return state, [said]
