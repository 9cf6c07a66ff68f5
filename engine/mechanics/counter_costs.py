"""Costs that remove counters from a permanent the player chooses (118.3, 601.2h, 602.2b).

"Remove a +1/+1 counter from a creature you control" (Spike Rogue, Ghave, Guru of Spores) takes
one counter of that kind off one permanent its controller controls matching the cost's filter —
the card itself too, when it matches — chosen by the player as the cost is paid, asked only
when more than one such permanent has one (601.2h). With none, the cost can't be paid and the
activation is refused before anything is paid (118.3). A removal from the card itself ("Remove
a charge counter from this artifact") is `engine.operations.basic.pay_counted`'s.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.operations.basic import remove_counters_cost


def pay_counters_from(
    state: GameState, player: PlayerId, source: GameObject, cost: v.Cost
) -> tuple[GameState, list[Event]]:
    """Remove each counter `cost` takes from a chosen permanent (its `CounterCost.source`),
    refusing a cost no permanent can pay (118.3)."""
    events: list[Event] = []
    name = describe(state, source)
    for removed in cost.remove_counters:
        if removed.source is None:
            continue
        candidates = [
            o
            for o in state.battlefield()
            if controller_of(state, o) == player
            and o.counter(removed.counter) >= removed.count
            and matches(state, o, removed.source, player, source.id) is None
        ]
        if not candidates:
            raise IllegalActionError(
                f"player {player} controls no permanent this cost can take a {removed.counter} "
                f"counter from, so {name}'s cost can't be paid",
                ("118.3", "602.2b"),
            )
        chosen = candidates[0]
        if len(candidates) > 1:
            answer = ask(
                NeedChoice(
                    ChoiceKind.OBJECT,
                    player,
                    f"Player {player}: to pay {name}'s cost, choose a permanent to remove a "
                    f"{removed.counter} counter from.",
                    ("601.2h", "118.3"),
                    tuple(o.id for o in candidates),
                    labels=tuple(describe(state, o) for o in candidates),
                )
            )
            chosen = next(o for o in candidates if o.id == answer)
        state, more = remove_counters_cost(state, chosen, removed.counter, removed.count)
        events += more
    return state, events
