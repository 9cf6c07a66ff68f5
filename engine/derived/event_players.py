"""The player a trigger event names (603.2): "that player" — the player dealt the damage, who
cast the spell, whose upkeep it is — and "defending player" (506.2), from what the ability
remembered as it triggered, or, for an attacking creature's ability, the player it attacks.

One reading for both moments that ask: an instruction naming the player as it resolves, and a
target "that player controls" settled as the ability is put on the stack (603.3d).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.cards.vocabulary import TargetSpec
from engine.core.primitives import ObjectRef
from engine.core.state import GameState, PlayerId


def event_player(
    state: GameState, info: Mapping[str, object], who: str, source: ObjectRef
) -> PlayerId | None:
    """The player `who` ("defending" or "that_player") names for the ability of `source` whose
    trigger remembered `info`; None when the event named none or the player left the game."""
    found = info.get("defender" if who == "defending" else "player")
    if found is None and who == "defending" and state.combat is not None:
        found = next((a.defender for a in state.combat.attackers if a.ref == source), None)
    return found if isinstance(found, str) and found in state.apnap() else None


def settled(
    state: GameState, specs: tuple[TargetSpec, ...], info: Mapping[str, object], source: ObjectRef
) -> tuple[TargetSpec, ...]:
    """`specs` with each "… that player controls" criterion's player settled (603.3d)."""
    if not any(s.controlled_by_event for s in specs):
        return specs
    return tuple(
        s
        if s.controlled_by_event is None
        else s.model_copy(
            update={"event_player": event_player(state, info, s.controlled_by_event, source)}
        )
        for s in specs
    )
