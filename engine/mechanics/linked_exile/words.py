"""What the card page says for the linked exile and the return of the exiled card (607.2a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("exile_linked")
def exile_linked(e: dict[str, Any]) -> str:
    if e.get("until_leaves"):
        return (
            "exile the target until this permanent leaves the battlefield — then it returns "
            "under its owner's control (610.3, 610.3c); if this permanent has left the "
            "battlefield by then, the target isn't exiled (610.3a-b)"
        )
    return (
        "exile the target, exiled with this permanent for its ability that returns the exiled "
        "card (607.2a) — if this permanent has left the battlefield by then, the card stays "
        "exiled"
    )


@effect_words("return_exiled")
def return_exiled(e: dict[str, Any]) -> str:
    where = (
        "to the battlefield under its owner's control (110.2)"
        if e.get("to") == "battlefield"
        else "to its owner's hand"
    )
    return f"return the card exiled with this permanent (607.2a), if it is still in exile, {where}"
