"""Activated abilities limited in number (CR 602.5b): "Activate only once each turn" — once a
turn for the object, kept by the turn — "Activate no more than twice each turn" — that many
times a turn, kept alike — and "Activate only once" (exhaust's, 702.177a) — once
for as long as it is that object (400.7: a permanent that left and came back is a new object,
whose ability may be activated again), kept by the game. Either limit stays with the object
even if its controller changes (602.5b); the ability is known by its text, so an object with
two such abilities may activate each once.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.errors import IllegalActionError
from engine.core.replace import replace
from engine.core.state import GameObject, GameState
from engine.rules.loyalty import once_this_turn


def refuse_used(state: GameState, obj: GameObject, ability: v.Activated, name: str) -> None:
    """Refuse the activation when its limit is used up (602.5b)."""
    if ability.once_each_turn and (obj.ref, ability.text) in state.turn.activated_once:
        raise IllegalActionError(
            f"{name}'s ability was already activated this turn, and it says “Activate only once "
            "each turn”",
            ("602.5b",),
        )
    most = ability.most_each_turn
    if most is not None and state.turn.activated_once.count((obj.ref, ability.text)) >= most:
        times = {2: "twice", 3: "three times"}.get(most, f"{most} times")
        raise IllegalActionError(
            f"{name}'s ability was already activated {times} this turn, and it says “Activate no "
            f"more than {times} each turn”",
            ("602.5b",),
        )
    if ability.once and (obj.ref, ability.text) in state.activated_once:
        raise IllegalActionError(
            f"{name}'s ability was already activated, and it says “Activate only once”",
            ("602.5b",),
        )


def note_used(state: GameState, obj: GameObject, ability: v.Activated) -> GameState:
    """The state after the ability was activated, its limits noted (602.5b)."""
    if ability.once_each_turn or ability.most_each_turn is not None:
        state = once_this_turn(state, obj, ability.text)
    if ability.once:
        state = replace(state, activated_once=(*state.activated_once, (obj.ref, ability.text)))
    return state
