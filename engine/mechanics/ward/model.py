"""Ward's instructions with a life or a discard cost (702.21a), members of the vocabulary's
`Effect` union; "Ward {cost}"'s is the one counter-unless-pays of every card
(`engine.cards.vocabulary.CounterUnlessPays`)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_N, Model


class CounterUnlessDiscards(Model):
    """Ward's instruction with a discard cost, "Ward—Discard a card" (702.21a): counter the spell
    or ability that targeted this permanent unless its controller discards a card (701.9a)."""

    op: Literal["counter_unless_discards"] = "counter_unless_discards"


class CounterUnlessPaysLife(Model):
    """Ward's instruction with a life cost, "Ward—Pay N life" (702.21a): counter the spell or
    ability that targeted this permanent unless its controller pays `life` life (119.4)."""

    op: Literal["counter_unless_pays_life"] = "counter_unless_pays_life"
    life: int = Field(ge=1, le=MAX_N)
