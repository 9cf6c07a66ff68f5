"""Tapping and untapping a permanent (CR 701.26a-b), the one way every part of the engine taps
or untaps one: a cost's
{T} (107.5), convoke and improvise (702.51a, 702.126a), a cost that taps other permanents
(crew, 702.122a), an attacker (508.1f), an effect ("tap target creature", "tap all …") and
regeneration (701.19a) all call `tap`, so "whenever [this / a creature an opponent controls]
becomes tapped" sees each of them (603.2). Only an untapped permanent becomes tapped (701.26a,
603.2e): tapping a tapped one triggers nothing, and one entering tapped never becomes tapped.
Untapping is the same the other way round (701.26b): the untap step (502.3), an effect ("untap
target creature", "untap all …") and a cost's {Q} (107.6) all call `untap`, so "whenever this
creature becomes untapped" (inspired) sees each of them; a stun counter removed instead
(122.1d) is no untapping, which the callers decide before calling it.
"""

from __future__ import annotations

from engine.core.occurrences import BecameTapped, BecameUntapped
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, Zone
from engine.modifiers.triggers import fire


def tap(state: GameState, obj: GameObject) -> tuple[GameState, list[Event]]:
    """`obj` (as the state has it now) becomes tapped, and the abilities watching for that
    trigger (603.2e); the caller says why it was tapped. The events are the triggers' own."""
    now = state.objects[obj.id]
    was_untapped = not now.tapped and now.zone is Zone.BATTLEFIELD
    state = state.with_object(replace(now, tapped=True))
    if not was_untapped:
        return state, []
    return fire(state, BecameTapped(state.objects[obj.id]))


def untap(state: GameState, obj: GameObject) -> tuple[GameState, list[Event]]:
    """`obj` (as the state has it now) becomes untapped, and the abilities watching for that
    trigger (603.2e); the caller says why it was untapped. Only a tapped permanent on the
    battlefield becomes untapped (701.26b): untapping an untapped one triggers nothing."""
    now = state.objects[obj.id]
    was_tapped = now.tapped and now.zone is Zone.BATTLEFIELD
    state = state.with_object(replace(now, tapped=False))
    if not was_tapped:
        return state, []
    return fire(state, BecameUntapped(state.objects[obj.id]))
