"""Fading's instruction (702.32a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import Model


class RemoveCounterOrSacrifice(Model):
    """Fading's instruction (702.32a): remove a `counter` counter from this permanent; if you
    can't, sacrifice it (701.21a)."""

    op: Literal["remove_counter_or_sacrifice"] = "remove_counter_or_sacrifice"
    counter: str = "fade"
