"""Firebending's spelling, a keyword with a number (702.189a), and what it means, said alike by
the card page and the event log; it has no instruction of its own: the ability it stands for is
made of the vocabulary's (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, number

FIREBENDING = keyword_with("Firebending", number(), cumulative=True)
RULE = "702.189a"


def meaning(n: str) -> str:
    """What "Firebending N" means, for its N ("add {R}{R}" for 2)."""
    mana = "{R}" * int(n) if n.isdigit() else f"{n} {{R}}"
    return (
        f"whenever this creature attacks, add {mana}; until end of combat, you don't lose this "
        "mana as steps and phases end"
    )
