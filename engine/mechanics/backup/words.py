"""What the card page says for Backup N and its second instruction (702.165a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words
from engine.mechanics.backup.model import BACKUP


@keyword_words(BACKUP)
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    counters = f"{n} +1/+1 counter{'' if n == '1' else 's'}"
    return (
        f"the keyword {keyword} (702.165a), a triggered ability: when this creature enters, "
        f"put {counters} on target creature; if that's another creature, it "
        "also gains this creature's abilities printed below backup until end of turn"
    )


@effect_words("backup_grant")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "if the target is another creature, it gains this creature's abilities printed "
        "below backup until end of turn (702.165a)"
    )
