"""Whether a card is cast with retrace (702.81a): it is in its caster's own graveyard — "your
graveyard" — and has retrace there, its own or granted (a static ability, 611.3a: Wrenn and Six's
emblem)."""

from __future__ import annotations

from engine.core.state import GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics
from engine.mechanics.retrace.model import RETRACE


def cast_with_retrace(state: GameState, obj: GameObject, player: PlayerId) -> bool:
    """Whether `player` casting `obj` casts it with retrace (702.81a)."""
    return (
        obj.zone is Zone.GRAVEYARD
        and obj.owner == player
        and RETRACE in characteristics(state, obj).keywords
    )
