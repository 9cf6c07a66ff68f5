"""Revealing (issue 28 §5, 701.20): "reveal cards from the top of your library until you reveal a
creature card", "target player reveals cards from the top of their library until they reveal
two land cards", "… until four land cards are revealed" (701.20a: the cards revealed one at a
time, the last the one that stops it) — or any objects revealed ("reveal it", "reveal your
hand").
"""

from __future__ import annotations

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import objects
from engine.cards.grammar.tree import Part

#: Whose library the cards are revealed from: the subject's own ("your" for an imperative).
_FROM_THE_TOP = ("cards from the top of your library", "cards from the top of their library")


def reveal(c: Cursor) -> tuple[Part, ...] | None:
    """What is revealed: the top cards of a library up to one of a kind, or objects."""
    until = c.attempt(_until)
    if until is not None:
        return until
    found = c.attempt(objects)
    return None if found is None else (found,)


def _until(c: Cursor) -> tuple[Part, ...] | None:
    top = c.phrase(*_FROM_THE_TOP)
    until = c.word("until") if top is not None else None
    if top is None or until is None:
        return None
    who = c.phrase("you reveal", "they reveal")
    what = c.attempt(objects)
    if what is None:
        return None
    if who is not None:
        return (*top, until, *who, what)
    passive = c.phrase("is revealed", "are revealed")
    return None if passive is None else (*top, until, what, *passive)
