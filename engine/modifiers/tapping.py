"""Tapping a permanent (CR 701.26a), the one way every part of the engine taps one: a cost's
{T} (107.5), convoke and improvise (702.51a, 702.126a), a cost that taps other permanents
(crew, 702.122a), an attacker (508.1f), an effect ("tap target creature", "tap all …") and
regeneration (701.19a) all call `tap`, so "whenever [this / a creature an opponent controls]
becomes tapped" sees each of them (603.2). Only an untapped permanent becomes tapped (701.26a,
603.2e): tapping a tapped one triggers nothing, and one entering tapped never becomes tapped.
"""

from __future__ import annotations

from engine.core.occurrences import BecameTapped
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
