"""The oracle compiler: a card's oracle text read, line by line, into the card vocabulary.

`compile_face` reads every line of a face and says, for each, whether it was recognised (and as
what), is a named gap (a known kind of ability the engine doesn't model yet), or is unsupported;
the engine plays what was recognised and shows the rest as unsupported text, so a line is never
approximated. The families of templates have a module each: `selectors` (objects, players,
amounts), `instructions` (what spells and abilities do, 608.2c), `abilities` (triggered,
activated and mana abilities, costs), `statics` (static and entering abilities, Enchant, Equip)
and `card` (a face's lines, in order). `engine.cards.coverage` measures it over the corpus.
"""

from __future__ import annotations

from engine.cards.compiler.card import Compiled, Outcome, Reading, compile_face
from engine.cards.compiler.text import oracle_lines, strip_reminder
from engine.cards.corpus import CorpusCard, CorpusFace
from engine.cards.grammar.selves import self_references


def readings(card: CorpusCard) -> tuple[Reading, ...]:
    """What the compiler made of each oracle line of the faces the engine plays — the front
    face, and a transforming card's back face after it (712.8) — with its reading in words."""
    return tuple(r for face in card.faces for r in compile_card_face(card, face).readings)


def compile_card_face(card: CorpusCard, face: CorpusFace) -> Compiled:
    """One face of a corpus card, read as the card store reads it: with the card's name (what ~
    stands for), the face's types and subtypes (a planeswalker's short name, 201.5c; an Aura's
    own kind, 303.4f) and whether the card has a back face to transform into (712.8)."""
    return compile_face(
        card.name,
        face.name,
        face.text,
        face.types,
        back=card.transforms,
        subtypes=face.subtypes,
    )


__all__ = [
    "Compiled",
    "Outcome",
    "Reading",
    "compile_card_face",
    "compile_face",
    "oracle_lines",
    "readings",
    "self_references",
    "strip_reminder",
]
