"""Mandatory loops (CR 104.4b): a repeated state with no decision in between is a draw.

Each time a player would receive priority while the scenario keeps passing on its own (no action
taken, no choice answered since), the state's fingerprint is remembered. Seeing the same
fingerprint again means the game repeats a sequence of mandatory events with no way out, and the
game is a draw. Ids the engine hands out, timestamps and incarnations are left out of the
fingerprint: a loop makes new objects that are otherwise the same.
"""

from __future__ import annotations

from typing import Any

from engine.core.events import event, ref_id
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, StackAbility


def fingerprint(state: GameState) -> int:
    players = tuple(
        (
            p.id,
            p.life,
            p.counters,
            p.mana_pool,
            p.lost,
            # A state-based action may change only this (a draw from an empty library forgotten
            # by a player who can't lose, 704.5b): that is the game moving on.
            p.drew_from_empty,
            state.hand_size(p.id),
            state.library_size(p.id),
        )
        for p in state.players
    )
    # The objects as a multiset of rows (their order in `state.objects` means nothing): the sum
    # of the rows' hashes, kept up to date object by object as the state changes, so a long
    # mandatory sequence doesn't hash every object at every priority moment.
    objects = state.tally(_row_hash)
    # What each stack item targets is part of the state too: two moments that differ only in
    # targets are not a repetition.
    # Abilities are seen by source and which ability they are (the same definition object within
    # a run), not by the ids the engine hands out; spells by name.
    rows: dict[str, Any] = state.memo(_spell_row)
    if state.abilities:
        rows = rows | {
            i: (a.source.id, id(a.ability), _targets(a)) for i, a in state.abilities.items()
        }
    stack = tuple(map(rows.__getitem__, state.stack))
    triggers = tuple((t.source.id, id(t.ability)) for t in state.pending_triggers)
    # Where the game is belongs to the moment as much as the board: the same board in another
    # step, in the other combat damage step (510.4) or with another player holding priority is
    # the game moving on, not repeating (104.4b).
    t = state.turn
    turn = (t.number, t.step, t.active, t.priority, t.passed, t.lands_played, t.spells_cast)
    combat = _combat_row(state)
    effects = tuple(
        (e.source, e.modifications, e.duration, tuple(r.id for r in e.affected))
        for e in state.effects
    )
    shields = tuple((r.source, r.text, r.amount, r.duration) for r in state.replacement_effects)
    # The game's day or night designation (731.1) is part of the moment too.
    return hash(
        (players, objects, stack, triggers, turn, combat, effects, shields, state.day_night)
    )


def _combat_row(state: GameState) -> tuple[Any, ...] | None:
    """Who attacks and blocks whom, and which combat damage step the phase is in (506, 510.4)."""
    combat = state.combat
    if combat is None:
        return None
    return (
        tuple((a.ref.id, a.defender, a.blocked) for a in combat.attackers),
        tuple((b.ref.id, tuple(r.id for r in b.attackers)) for b in combat.blockers),
        combat.attackers_declared,
        combat.attacked,
        combat.blockers_declared,
        combat.damage_step,
        tuple(r.id for r in combat.first_strikers),
        tuple(tuple(r.id for r in band) for band in combat.bands),
    )


def _row_hash(o: GameObject) -> int:
    """The hash of what the fingerprint sees of an object: no engine-made id for a token."""
    return hash(
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
    )


def _spell_row(o: GameObject) -> tuple[str, tuple[str, ...]]:
    """An object's part of the stack's fingerprint (used for objects on the stack)."""
    return o.card.name, _targets(o)


def _targets(entry: GameObject | StackAbility) -> tuple[str, ...]:
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
