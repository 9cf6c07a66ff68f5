"""Reading the instructions that refer to the exiled card (sentence readers); the face reader of
`engine.mechanics.linked_exile` links them to the face's exile (607.2a), and leaves them unread
when nothing on the face exiles a card."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import sentence_reader

#: The copy and its cast, one sentence (`engine.cards.compiler.copying.goes_on` joins them).
_COPY = (
    "you may copy the exiled card. if you do, you may cast the copy without paying its mana cost"
)


@sentence_reader("the exiled card's colors", 486)
def colors(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "add one mana of any of the exiled card's colors" (Chrome Mox), or None."""
    del targets, subject
    if text != "add one mana of any of the exiled card's colors":
        return None
    return [{"op": "add_mana_of_exiled_colors"}]


@sentence_reader("cast a copy of the exiled card", 487)
def cast_copy(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "you may copy the exiled card. if you do, you may cast the copy without paying its mana
    cost" (Isochron Scepter, Spellbinder; 707.12), or None."""
    del targets, subject
    return [{"op": "cast_copy_of_exiled"}] if text == _COPY else None
