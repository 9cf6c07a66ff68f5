"""Exhaust (CR 702.177a) read: the label "Exhaust —" before an activated ability adds the
restriction it means, "Activate only once" (602.5b), kept for as long as the permanent is
that object (400.7)."""

from __future__ import annotations

from engine.cards.lowering.registry import keyword_label
from engine.cards.vocabulary import Activated


@keyword_label("exhaust")
def exhaust(ability: Activated) -> Activated | None:
    """The ability activated only once (702.177a); None when it says so already."""
    if ability.once or ability.zone != "battlefield":
        return None
    return ability.model_copy(update={"once": True})
