"""Proliferate (CR 701.34) in play.

"To proliferate means to choose any number of permanents and/or players that have a counter,
then give each one additional counter of each kind that permanent or player already has."
(701.34a) The proliferating player answers one "any number" question (`any_number`): any of the
permanents and players with counters, none or all. Nothing is targeted (115.1), so a permanent
with hexproof or protection may be chosen, and one the player doesn't control or doesn't want
to grow (a -1/-1 counter, an opponent's planeswalker) may be left out. Each chosen one is given
its counters one kind after another, each through the one way counters are put, so replacement
effects on counters apply to each (Doubling Season, Hardened Scales: 614.1a, 616.1) and
abilities watching for counters being put see them (122.6).
"""

from __future__ import annotations

from engine.core import budget
from engine.core.choices import ask_any_number
from engine.core.events import describe, event
from engine.core.state import Event, GameState, PlayerId
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.proliferate.model import Proliferate
from engine.operations.counters import give_player_counters, put_counters

#: The cards' rulings on proliferating (data/card-rulings.json): "any number" includes zero, and
#: only permanents on the battlefield, anyone's, may be chosen.
_RULINGS = ("mr-5cbb9e60c3", "mr-450309ef91")


def _candidates(state: GameState) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The ids of the permanents (in timestamp order) and then the players (in turn order)
    that have a counter (701.34a), and each in words."""
    ids: list[str] = []
    labels: list[str] = []
    for obj in state.battlefield():
        if any(n > 0 for _, n in obj.counters):
            ids.append(obj.id)
            labels.append(describe(state, obj))
    for player in state.apnap():
        if not state.player(player).lost and any(n > 0 for _, n in state.player(player).counters):
            ids.append(player)
            labels.append(f"player {player}")
    return tuple(ids), tuple(labels)


def proliferate(state: GameState, you: PlayerId) -> tuple[GameState, list[Event]]:
    """`you` proliferate once (701.34a)."""
    options, labels = _candidates(state)
    if not options:
        return state, [
            event(
                "proliferate",
                f"Player {you} proliferates, but no permanent or player has a counter.",
                "701.34a",
                objects=[you],
            )
        ]
    chosen = ask_any_number(
        you,
        f"Player {you} proliferates: choose any number of the permanents and players with "
        "counters (none or all; not targets) to give one more counter of each kind they have.",
        ("701.34a",),
        options,
        labels,
    )
    named = [labels[options.index(c)] for c in chosen]
    events = [
        event(
            "proliferate",
            f"Player {you} proliferates, choosing "
            f"{', '.join(named) if named else 'nothing'} (a choice, not a target).",
            "701.34a",
            objects=[you, *chosen],
            rulings=_RULINGS,
        )
    ]
    # Each chosen permanent or player, with the kinds it has as proliferate begins (701.34a).
    kinds = {c: [k for k, n in sorted(_counters(state, c).items()) if n > 0] for c in chosen}
    for chosen_id in chosen:
        for kind in kinds[chosen_id]:
            budget.check(state)
            if chosen_id in state.objects:
                state, more = put_counters(state, state.objects[chosen_id], kind, 1)
            else:
                state, more = give_player_counters(state, PlayerId(chosen_id), kind, 1)
            events += more
    return state, events


def _counters(state: GameState, chosen: str) -> dict[str, int]:
    """The counters on a permanent or a player by its id."""
    if chosen in state.objects:
        return dict(state.objects[chosen].counters)
    return dict(state.player(PlayerId(chosen)).counters)


@handles(Proliferate)
def _proliferate(state: GameState, instr: Proliferate, ctx: Context) -> Result:
    events: list[Event] = []
    for _ in range(ctx.amount(instr.count)):
        state, more = proliferate(state, ctx.controller)
        events += more
    return state, events
