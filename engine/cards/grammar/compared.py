"""How a selector's stat is compared (208, 202.3): "with power less than or equal to 2", "with
power less than this creature's power" — the comparison's words, and the card's own power or
toughness as what it is compared with, for `phrases`' "with" postfix.
"""

from __future__ import annotations

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import Part, Reference

#: How a stat compares with an amount after it ("power less than or equal to 2", 208).
COMPARED = (
    "less than or equal to",
    "greater than or equal to",
    "less than",
    "greater than",
    "equal to",
)


def own_stat(c: Cursor) -> tuple[Part, ...] | None:
    """ "this creature's power": the card's own power or toughness, a stat compared with."""
    token = c.peek()
    possessive = c.peek(1)
    if token is None or token.kind is not Kind.SELF or possessive is None:
        return None
    if possessive.kind is not Kind.POSSESSIVE:
        return None
    own = Reference("self", (c.advance().word, c.advance().text))
    which = c.word("power", "toughness")
    return None if which is None else (own, which)
