"""Replacement effects that change an amount (CR 614.1a, 616.1, 614.5): "twice that many" and
"that many plus one" on the counters put on a permanent (Doubling Season, Hardened Scales), the
life a player gains (Boon Reflection, Angel of Vitality) and the damage a source deals (Furnace
of Rath, Torbran).

Each is a static `Replacement` ability that multiplies the amount or adds a number to it (a
negative one subtracts; the result is never less than 0). `candidate` makes one a `Candidate` of
616.1 and `changed` applies it. `change` runs the loop the counters and the life gained share:
while effects apply, the affected player or the controller of the affected object chooses the
one to apply first when the order can change the result (616.1: 3 plus 1 then doubled is 8,
doubled then plus 1 is 7), each effect applies at most once (614.5), and those left are checked
again after each one (616.1f). Damage runs the same choice in its own loop beside prevention and
redirection (`engine.modifiers.prevention`), applying a change with `changed`; tokens
(`engine.modifiers.multipliers.tokens`) are only ever multiplied, whose order never matters
(616.1e), so they apply in timestamp order, said once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from engine.cards import vocabulary as v
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.modifiers.replacement_order import Candidate, next_effect, order_matters

#: The candidates that apply to the amount now, in a state (asked again after each one, 616.1f).
Candidates = Callable[[GameState], list[Candidate]]
#: The event saying a change applied: the state, the effect, the amount before and after.
Said = Callable[[GameState, Candidate, int, int], Event]


def candidate(perm: GameObject, effect_id: str, ability: v.Replacement) -> Candidate:
    """The static replacement ability `ability` of `perm` that multiplies an amount or adds a
    number to it, as a candidate of 616.1 (614.1a)."""
    change: Literal["add", "multiply"] = "add" if ability.add else "multiply"
    number = ability.add or ability.multiply
    text = ability.text.rstrip(".") or f"{perm.card.name}'s replacement ability"
    return Candidate(effect_id, perm.id, perm.timestamp, text, ("614.1a",), change, number)


def changed(pick: Candidate, n: int) -> int:
    """`n` as the change `pick` makes it: multiplied, or with a number added, never less than 0
    (107.1b)."""
    if pick.kind == "multiply":
        return n * (pick.amount or 1)
    return max(0, n + (pick.amount or 0))


def change(
    state: GameState,
    chooser: PlayerId,
    n: int,
    candidates: Candidates,
    what: Callable[[int], str],
    said: Said,
) -> tuple[GameState, int, list[Event]]:
    """The amount `n` once the replacement effects that change it apply, and the events.

    `chooser` (the affected player, or the controller of the affected object) chooses the order
    when it can change the result (616.1, 616.1e); each effect applies at most once (614.5), and
    one that would now apply is checked again (616.1f). `what` says the amount as the 616.1
    question and its event name it ("the 3 life player A would gain"); `said` makes the event of
    each change.
    """
    events: list[Event] = []
    used: set[str] = set()
    while n > 0:
        found = [c for c in candidates(state) if c.id not in used]
        if not found:
            break
        state, pick, more = next_effect(
            state, chooser, found, what(n), first=not used, order_matters=order_matters(found)
        )
        events += more
        used.add(pick.id)
        now = changed(pick, n)
        events.append(said(state, pick, n, now))
        n = now
    return state, n, events
