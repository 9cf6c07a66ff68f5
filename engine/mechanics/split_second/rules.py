"""Split second's rule (CR 702.61a): while a spell with split second is on the stack, no other
spell is cast — not even one a resolving ability casts (its ruling) — and no ability that isn't
a mana ability is activated; casting and activating (`engine.rules.cast_spell`,
`engine.rules.activate_ability`) ask before a cast or an activation."""

from __future__ import annotations

from engine.core.errors import IllegalActionError
from engine.core.events import describe
from engine.core.state import GameState
from engine.derived.characteristics import characteristics
from engine.mechanics.split_second.model import SPLIT_SECOND


def refuse_under_split_second(state: GameState, doing: str) -> None:
    """Refuse `doing` ("cast Lightning Bolt") while a spell with split second is on the stack."""
    for object_id in state.stack:
        spell = state.objects.get(object_id)
        if spell is not None and characteristics(state, spell).has(SPLIT_SECOND):
            raise IllegalActionError(
                f"{describe(state, spell)} has split second and is on the stack: no player can "
                f"{doing} until it leaves the stack (only mana abilities and special actions)",
                ("702.61a",),
            )
