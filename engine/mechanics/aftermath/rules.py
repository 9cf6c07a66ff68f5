"""Aftermath (CR 702.127a) in play: which half of a split card may be cast from where, and the
spell cast from a graveyard exiled as it leaves the stack.

Casting a split card, its caster chooses the half (709.3) and only that half is evaluated to see
if it can be cast (709.3a): the half with aftermath may be cast from its owner's graveyard and
from no other zone; the other half is cast from the hand as any card is (601.3). A spell cast
from a graveyard with aftermath is exiled instead of being put anywhere else whenever it would
leave the stack — resolving, countered, or returned by an effect (a replacement effect of the
spell itself, 614.1a; the Amonkhet ruling: "whether it resolves, it's countered, or it leaves
the stack in some other way").
"""

from __future__ import annotations

from engine.core.state import GameObject, PlayerId, Zone
from engine.mechanics.aftermath.model import AFTERMATH, CAST_FROM_GRAVEYARD, RULE
from engine.modifiers.leaving_stack import EXILED_FROM_STACK


def has_aftermath(obj: GameObject) -> bool:
    """Whether the card, as the half its caster chose (709.3a), has aftermath (702.127a)."""
    return AFTERMATH in obj.card.keywords


def from_graveyard(obj: GameObject, player: PlayerId) -> bool:
    """Whether `player` may cast `obj`, the half with aftermath chosen, from where it is: their
    own graveyard (702.127a)."""
    return has_aftermath(obj) and obj.zone is Zone.GRAVEYARD and obj.owner == player


EXILED_FROM_STACK.register(CAST_FROM_GRAVEYARD, (RULE, "cast from a graveyard with aftermath"))
