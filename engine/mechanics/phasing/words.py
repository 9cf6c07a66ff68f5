"""What the card page says for phasing (702.26a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words


@keyword_words("Phasing")
def phasing(keyword: str) -> str:
    del keyword
    return (
        "the keyword Phasing (702.26a): in its controller's untap step, before anything untaps, "
        "it phases out, and in their next untap step it phases in (502.1); while phased out it "
        "is treated as though it doesn't exist, and Auras and Equipment attached to it phase "
        "out with it (702.26b, 702.26g)"
    )
