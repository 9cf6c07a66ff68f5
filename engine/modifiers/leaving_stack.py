"""A spell cast with flashback leaving the stack (CR 702.34a, 614.1a): exiled instead.

"If the flashback cost was paid, exile this card instead of putting it anywhere else any time it
would leave the stack": a replacement effect of the spell itself (614.1a), applied whichever way
it leaves — resolving into the graveyard (608.2n), countered (701.6a), returned to a hand by
buyback (702.27a) or by an effect. It doesn't apply to a permanent spell entering the battlefield:
only an instant or sorcery can be cast with flashback (702.34a).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, Zone


def leaving_stack(state: GameState, obj: GameObject, to: Zone) -> tuple[Zone, list[Event]]:
    """Where `obj`, about to leave the stack for `to`, goes instead, and what was replaced."""
    if obj.zone is not Zone.STACK or to is Zone.EXILE or obj.spell_copy:
        return to, []
    if not dict(obj.chosen).get("flashback"):
        return to, []
    where = "onto the battlefield" if to is Zone.BATTLEFIELD else f"into its owner's {to.value}"
    return Zone.EXILE, [
        event(
            "replacement",
            f"{describe(state, obj)} was cast with flashback: it is exiled instead of being put "
            f"{where}.",
            "702.34a",
            "614.1a",
            objects=[obj.id],
        )
    ]
