"""Costs that return permanents to their owners' hands (118.3, 601.2h, 602.2b).

"Return ~ to its owner's hand" returns the permanent whose ability it is (Broken Fall, Molting
Skin); "Return a land you control to its owner's hand", "Return two Islands you control to their
owner's hand" return that many permanents the player controls matching the cost's filter,
chosen by the player as the cost is paid, one question for each (601.2h). With fewer such
permanents the cost can't be paid and the activation is refused before anything is paid
(118.3). Each becomes a new object in its owner's hand (400.7). Ninjutsu's return of an
unblocked attacker is its own cost, which also remembers what that creature attacked (702.49c).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.operations.basic import return_to_hand


def pay_return_cost(
    state: GameState, player: PlayerId, source: GameObject, cost: v.Cost
) -> tuple[GameState, list[Event]]:
    """Return the permanents `cost` names to their owners' hands, refusing a cost that can't
    be paid (118.3); the permanents a `ReturnCost` returns are chosen now (601.2h)."""
    name = describe(state, source)
    chosen: list[GameObject] = []
    if cost.return_self:
        if source.zone is not Zone.BATTLEFIELD:
            raise IllegalActionError(
                f"{name} isn't on the battlefield, so it can't be returned to pay this cost",
                ("118.3",),
            )
        chosen.append(source)
    wanted = cost.return_to_hand
    if wanted is not None:
        candidates = [
            o
            for o in state.battlefield()
            if controller_of(state, o) == player
            and o not in chosen
            and matches(state, o, wanted.filter, player, source.id) is None
        ]
        if len(candidates) < wanted.count:
            raise IllegalActionError(
                f"player {player} controls {len(candidates)} permanent(s) this cost can return "
                f"and it returns {wanted.count}, so {name}'s cost can't be paid",
                ("118.3", "602.2b"),
            )
        for k in range(wanted.count):
            left = [o for o in candidates if o not in chosen]
            if len(left) == wanted.count - k:
                chosen += left  # no choice left to make
                break
            answer = ask(
                NeedChoice(
                    ChoiceKind.OBJECT,
                    player,
                    f"Player {player}: to pay {name}'s cost, choose a permanent to return to its "
                    f"owner's hand ({k + 1} of {wanted.count}).",
                    ("601.2h", "118.3"),
                    tuple(o.id for o in left),
                    labels=tuple(describe(state, o) for o in left),
                )
            )
            chosen += [o for o in left if o.id == answer]
    events: list[Event] = []
    for obj in chosen:
        paid = event(
            "pay",
            f"Player {player} returns {describe(state, obj)} to its owner's hand to pay "
            f"{name}'s cost.",
            "601.2h",
            "118.3",
            objects=[obj.id, source.id],
        )
        state, moved = return_to_hand(state, state.objects[obj.id])
        events += [paid, *moved]
    return state, events
