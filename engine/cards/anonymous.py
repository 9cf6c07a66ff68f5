"""The stand-in for an anonymous library card (a scenario's `players[].library` count)."""

from __future__ import annotations

from engine.cards.vocabulary import CardDef, Unsupported

ANONYMOUS = CardDef(
    name="Unknown card",
    type_line="Sorcery",
    abilities=(Unsupported(text="An anonymous card drawn from the library; it can't be played."),),
    oracle="An anonymous card from the library.",
)
