"""What the card page says for phasing (702.26a) and for phasing out as an instruction
resolves (702.26b)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words, ref_words
from engine.cards.compiler.registry import keyword_words, targeted_effect_words


@keyword_words("Phasing")
def phasing(keyword: str) -> str:
    del keyword
    return (
        "the keyword Phasing (702.26a): in its controller's untap step, before anything untaps, "
        "it phases out, and in their next untap step it phases in (502.1); while phased out it "
        "is treated as though it doesn't exist, and Auras and Equipment attached to it phase "
        "out with it (702.26b, 702.26g)"
    )


@targeted_effect_words("phase_out")
def phase_out(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    what = (
        f"each {filter_words(e.get('filter', {}))} (none is targeted)"
        if e.get("target") is None
        else ref_words(e["target"], specs)
    )
    return (
        f"{what} phases out under its controller (702.26b), with what is attached to it "
        "(702.26g); it is treated as though it doesn't exist until it phases in during that "
        "player's next untap step (702.26a)"
    )
