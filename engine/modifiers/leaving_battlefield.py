"""An unearthed permanent leaving the battlefield (CR 702.84a, 614.1a): exiled instead.

Unearth's "If it would leave the battlefield, exile it instead of putting it anywhere else" is a
replacement effect (614.1a) created as the unearth ability resolves, for the permanent it
returned; that permanent is marked `chosen` "unearthed" (a new object remembers nothing else,
400.7). It applies whichever way the permanent would leave — dying (704.5g), sacrificed,
destroyed, bounced — but not to it being exiled, which is where it goes anyway.
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, Zone


def leaving_battlefield(state: GameState, obj: GameObject, to: Zone) -> tuple[Zone, list[Event]]:
    """Where `obj`, about to leave the battlefield for `to`, goes instead, and what was
    replaced."""
    if obj.zone is not Zone.BATTLEFIELD or to in (Zone.EXILE, Zone.BATTLEFIELD):
        return to, []
    if not dict(obj.chosen).get("unearthed"):
        return to, []
    return Zone.EXILE, [
        event(
            "replacement",
            f"{describe(state, obj)} was returned by unearth: it is exiled instead of being put "
            f"into its owner's {to.value}.",
            "702.84a",
            "614.1a",
            objects=[obj.id],
        )
    ]
