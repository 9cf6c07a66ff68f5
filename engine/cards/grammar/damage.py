"""The objects of the verb "deal" (120.2): an amount of damage and what it is dealt to —
"3 damage to any target", "damage equal to its power to …", "X damage divided as you choose
among …" — and more damage the same instruction deals to other objects ("… and 2 damage to
you", ", 2 damage to another target, and 3 damage to …").
"""

from __future__ import annotations

from engine.cards.grammar.amounts import equal_to
from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import amount, objects
from engine.cards.grammar.tree import Count, Part


def damage(c: Cursor) -> tuple[Part, ...] | None:
    """ "3 damage to any target", "damage equal to its power to …", "damage to … equal to …" """
    count: Part = c.attempt(amount)
    if count is None and (much := c.phrase("that much")) is not None:
        count = Count("back", much)
    noun = c.word("damage")
    if noun is None:
        return None
    first = c.attempt(equal_to) if count is None else None
    divided = c.phrase("divided as you choose among", "divided evenly among")
    to = divided or c.word("to")
    if to is None and count is not None and first is None and _instead_next(c):
        # "If this spell was kicked, it deals 4 damage instead.": the damage the sentence
        # before deals, to what it deals it to (lowered by `lowering.kicked`).
        return (count, noun)
    target = c.attempt(objects)
    if to is None or target is None:
        return None
    last = c.attempt(equal_to) if count is None and first is None else None
    if count is None and first is None and last is None:
        return None
    said = (to,) if isinstance(to, str) else to
    more: list[Part] = []
    while count is not None and divided is None and (extra := c.attempt(_more_damage)):
        more += extra
    return tuple(p for p in (count, noun, first, *said, target, last, *more) if p is not None)


def _instead_next(c: Cursor) -> bool:
    token = c.peek()
    return token is not None and token.text.lower() == "instead"


def _more_damage(c: Cursor) -> tuple[Part, ...] | None:
    """ "… and 2 damage to you", ", 2 damage to another target, and 3 damage to …": more
    damage the same source deals as the same instruction (120.2), to other objects."""
    comma = c.punct(",")
    joined = c.word("and")
    if comma is None and joined is None:
        return None
    count = c.attempt(amount)
    noun = c.word("damage")
    to = c.word("to")
    target = c.attempt(objects) if to is not None else None
    if count is None or noun is None or target is None:
        return None
    return tuple(p for p in (comma, joined, count, noun, to, target) if p is not None)
