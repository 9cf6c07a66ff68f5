"""Mandatory loops (CR 104.4b): a repeated state with no decision in between is a draw.

Each time a player would receive priority while the scenario keeps passing on its own (no action
taken, no choice answered since), the state's fingerprint is remembered. Seeing the same
fingerprint again means the game repeats a sequence of mandatory events with no way out, and the
game is a draw. Ids the engine hands out, timestamps and incarnations are left out of the
fingerprint: a loop makes new objects that are otherwise the same.
"""

from __future__ import annotations

from dataclasses import replace

from engine.events import event, ref_id
from engine.state import Event, GameState


def fingerprint(state: GameState) -> int:
    players = tuple(
        (p.id, p.life, p.counters, p.mana_pool, p.lost, state.hand_size(p.id),
         state.library_size(p.id))
        for p in state.players
    )  # fmt: skip
    rows = [
        (
            o.id if not o.token else f"token:{o.card.name}",
            o.zone.value,
            o.controller,
            o.tapped,
            o.damage,
            o.counters,
            o.attached_to,
            o.card.name,
            o.copy_of,
            o.regeneration_shields,
            o.chosen,
        )
        for o in state.objects.values()
    ]
    # Two tokens of one name may differ only where one has None (copy_of, attached_to):
    # compared as text, they still sort.
    objects = tuple(sorted(rows, key=repr))
    # What each stack item targets is part of the state too: two moments that differ only in
    # targets are not a repetition.
    stack = tuple(
        (state.abilities[i].source.id, state.abilities[i].ability_index, _targets(state, i))
        if i in state.abilities
        else (state.objects[i].card.name, _targets(state, i))
        for i in state.stack
    )
    triggers = tuple((t.source.id, t.ability_index) for t in state.pending_triggers)
    turn = (state.turn.number, state.turn.step, state.turn.active)
    effects = tuple(
        (e.source, e.modifications, e.duration, tuple(r.id for r in e.affected))
        for e in state.effects
    )
    shields = tuple((r.source, r.text, r.amount, r.duration) for r in state.replacement_effects)
    return hash((players, objects, stack, triggers, turn, effects, shields))


def _targets(state: GameState, item: str) -> tuple[str, ...]:
    entry = state.abilities.get(item) or state.objects.get(item)
    if entry is None:
        return ()
    return tuple(ref_id(t) for group in entry.targets for t in group)


def check(state: GameState) -> tuple[GameState, list[Event]]:
    """Remember this moment; if it was seen before, the game ends in a draw (104.4b)."""
    mark = fingerprint(state)
    if mark not in state.loop_marks:
        return replace(state, loop_marks=state.loop_marks | {mark}), []
    state = replace(state, game_over=True, winner=None, agenda=(), directive=None)
    return state, [
        event(
            "game_over",
            "The game repeats the same state through mandatory actions with no way to stop: "
            "it is a draw.",
            "104.4b",
        )
    ]
