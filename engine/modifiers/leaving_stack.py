"""A spell exiled instead of leaving the stack any other way (CR 614.1a): one cast with flashback
(702.34a), or a split card's half cast from a graveyard with aftermath (702.127a).

"If the flashback cost was paid, exile this card instead of putting it anywhere else any time it
would leave the stack", and aftermath's "If this spell was cast from a graveyard, exile it instead
…": a replacement effect of the spell itself (614.1a), applied whichever way it leaves —
resolving into the graveyard (608.2n), countered (701.6a), returned to a hand by buyback
(702.27a) or by an effect. It doesn't apply to a permanent spell entering the battlefield: only
an instant or sorcery can be cast with flashback (702.34a), and aftermath is a split card's.
Which spells it applies to is a mark in their `chosen`, each registered with its rule and how
it was cast (`EXILED_FROM_STACK`; flashback's here, aftermath's by its package).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.registry import Registry
from engine.core.state import Event, GameObject, GameState, Zone

#: A spell's mark (in its `chosen`) -> (the rule exiling it as it leaves the stack, how it was
#: cast, in words).
EXILED_FROM_STACK: Registry[str, tuple[str, str]] = Registry("the mark of a spell exiled")
EXILED_FROM_STACK.register("flashback", ("702.34a", "cast with flashback"))
#: The same for a spell exiled only instead of being put into its owner's graveyard ("If that
#: spell would be put into your graveyard, exile it instead.", 614.1a): registered by the
#: mechanic whose permission cast it (`engine.mechanics.graveyard_cast`).
EXILED_INSTEAD_OF_GRAVEYARD: Registry[str, tuple[str, str]] = Registry(
    "the mark of a spell exiled instead of a graveyard"
)


def leaving_stack(state: GameState, obj: GameObject, to: Zone) -> tuple[Zone, list[Event]]:
    """Where `obj`, about to leave the stack for `to`, goes instead, and what was replaced."""
    if obj.zone is not Zone.STACK or to is Zone.EXILE or obj.spell_copy:
        return to, []
    chosen = dict(obj.chosen)
    found = next((v for mark, v in EXILED_FROM_STACK.items() if chosen.get(mark)), None)
    if found is None and to is Zone.GRAVEYARD:
        instead = EXILED_INSTEAD_OF_GRAVEYARD.items()
        found = next((v for mark, v in instead if chosen.get(mark)), None)
    if found is None:
        return to, []
    rule, how = found
    where = "onto the battlefield" if to is Zone.BATTLEFIELD else f"into its owner's {to.value}"
    return Zone.EXILE, [
        event(
            "replacement",
            f"{describe(state, obj)} was {how}: it is exiled instead of being put {where}.",
            *dict.fromkeys((rule, "614.1a")),
            objects=[obj.id],
        )
    ]
