"""A card whose own ability exiles it instead of putting it into a graveyard (CR 614.1a).

"If [this card] would be put into a graveyard from anywhere, exile it instead" says the zones it
functions from — every one (113.6b) — so it is checked whichever zone the card leaves: dying or
sacrificed from the battlefield, countered or resolved from the stack, discarded, milled. It is
the card's ability only while the card has it: a permanent that lost all its abilities (613.1f)
hasn't, nor has a double-faced card whose back face holds it anywhere but on the battlefield and
the stack (712.8a: elsewhere it has only its front face's characteristics).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, Zone
from engine.modifiers.replacement_order import held_abilities


def to_graveyard(state: GameState, obj: GameObject, to: Zone) -> tuple[Zone, list[Event]]:
    """Where `obj`, about to be put into a graveyard, goes instead, and what was replaced."""
    if to is not Zone.GRAVEYARD:
        return to, []
    if not any(isinstance(a, v.ExileInsteadOfGraveyard) for a in held_abilities(state, obj)):
        return to, []
    return Zone.EXILE, [
        event(
            "replacement",
            f"{describe(state, obj)} would be put into its owner's graveyard from the "
            f"{obj.zone.value if obj.zone else 'game'}: its own ability exiles it instead.",
            "614.1a",
            "113.6b",
            objects=[obj.id],
        )
    ]
