"""The objects of keyword actions (701) as verbs of effects read them: none ("proliferate",
"investigate"), fixed words ("venture into the dungeon", "flip a coin"), a number ("scry 2",
"adapt 3") or amass's optional creature type and number ("amass Zombies 2", 701.47). Kept apart
from `verbs`, which names each verb with the rule reading its objects.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import amount
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import Part

Rule = Callable[[Cursor], tuple[Part, ...] | None]


def none(c: Cursor) -> tuple[Part, ...] | None:
    """A keyword action with no object ("proliferate", "investigate", 701)."""
    return ()


def fixed(*phrases: str) -> Rule:
    """A verb whose objects are fixed words ("venture into the dungeon", "flip a coin")."""

    def rule(c: Cursor) -> tuple[Part, ...] | None:
        return c.phrase(*phrases)

    return rule


def amass(c: Cursor) -> tuple[Part, ...] | None:
    """ "amass Zombies 2", "amass 3" (701.47)"""
    kind = c.peek()
    named = (
        c.advance().text
        if kind is not None and kind.kind is Kind.WORD and kind.text[:1].isupper()
        else None
    )
    count = c.attempt(amount)
    return None if count is None else tuple(p for p in (named, count) if p is not None)


def count(c: Cursor) -> tuple[Part, ...] | None:
    found = c.attempt(amount)
    return None if found is None else (found,)
