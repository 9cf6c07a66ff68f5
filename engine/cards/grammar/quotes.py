"""Quoted abilities (113.2c): a quoted span read as a line of its own with the same grammar,
alone or joined by "and" to others or to keywords ("has haste and "{T}: …""), wherever an
effect grants one — "gains", "has", a token "with" it, an object that becomes a creature "with"
it.
"""

from __future__ import annotations

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.tokens import Kind, tokenize
from engine.cards.grammar.tree import Part, Quoted


def quoted(c: Cursor) -> Quoted | None:
    """A quoted ability, read as a line of its own with the same grammar (113.2c)."""
    token = c.kind(Kind.QUOTE)
    if token is None or not token.text.endswith(('"', "”", "'")) or len(token.text) < 2:
        return None
    inner = c.nested(token.body)
    if inner is None:
        return None
    named = any(
        t.kind is Kind.SELF and not t.text.lower().startswith("this ")
        for t in tokenize(token.body, c.selves)
    )
    return Quoted(token.text[0], inner, token.text[-1], token.body, named)


def quotes(c: Cursor) -> tuple[Part, ...] | None:
    """Quoted abilities joined by "and" ("has "…" and "…""), each read as a line (113.2c)."""
    first = c.attempt(quoted)
    if first is None:
        return None
    out: list[Part] = [first]
    while True:
        mark = c.pos
        joiner = c.phrase(", and", "and", ",")
        nxt = c.attempt(quoted) if joiner is not None else None
        if nxt is None or joiner is None:
            c.pos = mark
            return tuple(out)
        out += [*joiner, nxt]


def and_quotes(c: Cursor) -> tuple[Part, ...] | None:
    """ "… and "…"" after keywords ("has haste and "{T}: …"", "gains flying, haste, and "…""):
    the quoted abilities granted beside them (113.2c)."""
    joiner = c.phrase(", and", "and")
    found = quotes(c) if joiner is not None else None
    return None if joiner is None or found is None else (*joiner, *found)
