"""What the card page says for the trigger event and the instruction."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, trigger_words
from engine.mechanics.graveyard_shuffle.model import FROM_ANYWHERE


@trigger_words(FROM_ANYWHERE)
def trigger(t: dict[str, Any]) -> str:
    del t
    return (
        "when this card is put into a graveyard from anywhere — the battlefield, a hand, a "
        "library, the stack (603.6c-d; from the battlefield it looks back, 603.10a)"
    )


@effect_words("shuffle_graveyard_into_library")
def shuffle_graveyard(e: dict[str, Any]) -> str:
    del e
    return "its owner shuffles their graveyard, this card included, into their library (701.24a)"
