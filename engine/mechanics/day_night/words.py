"""What the card page says for daybound and nightbound (702.145b, e)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words


@keyword_words("Daybound")
def daybound(keyword: str) -> str:
    del keyword
    return (
        "the keyword Daybound (702.145b): if it is neither day nor night, it becomes day "
        "(702.145d); as it becomes night, this transforms; it enters transformed at night; "
        "it transforms only that way. Day becomes night in an untap step after a turn whose "
        "active player cast no spells (502.2, 731.2a)"
    )


@keyword_words("Nightbound")
def nightbound(keyword: str) -> str:
    del keyword
    return (
        "the keyword Nightbound (702.145e): as it becomes day, this transforms; it "
        "transforms only that way. Night becomes day in an untap step after a turn whose "
        "active player cast two or more spells (502.2, 731.2b)"
    )
