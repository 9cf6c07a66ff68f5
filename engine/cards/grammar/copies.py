"""What a created token copies and the copy effect's exceptions (707.2, 707.9): "a token that's
a copy of target creature you control, except it isn't legendary", "two tokens that are copies
of ~".

An exception is one of the shapes the copy effects of the corpus say most: a supertype lost ("it
isn't legendary", "the token isn't legendary", "it's not legendary"), keywords ("it has haste"),
a power and toughness ("it's 1/1") and types added ("it's an artifact in addition to its other
types", "it's a Spirit in addition to its other types") — joined by ", " / "and" / ", and", the
subject "it" said again or left out ("it's 1/1 and has flying"). The lowering decides which of
them the engine models; any other exception leaves the line unread here.
"""

from __future__ import annotations

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import keywords, objects
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import Part

#: The card types and supertypes "in addition to its other types" may add (205.2a, 205.4a);
#: a subtype is any capitalised word, which the lowering checks against the CR's lists.
_TYPE_WORDS = frozenset({"artifact", "enchantment", "creature", "legendary", "snow"})
#: The words a supertype lost is said in (205.4a).
_NOT_LEGENDARY = (
    "it isn't legendary",
    "it is not legendary",
    "it's not legendary",
    "the token isn't legendary",
    "the token is not legendary",
    "isn't legendary",
)


def copy_of(c: Cursor, plural: bool) -> tuple[Part, ...] | None:
    """ "that's a copy of <objects>" after "a token", "that are copies of <objects>" after
    "tokens", and the copy effect's exceptions after a comma, if any (707.9)."""
    said = c.phrase("that are copies of") if plural else c.phrase("that's a copy of")
    what = c.attempt(objects) if said is not None else None
    if said is None or what is None:
        return None
    return (*said, what, *(c.attempt(_exceptions) or ()))


def _exceptions(c: Cursor) -> tuple[Part, ...] | None:
    """ ", except it isn't legendary and it has haste" (707.9a)."""
    comma = c.punct(",")
    said = c.word("except") if comma is not None else None
    first = _exception(c, subject=True) if said is not None else None
    if comma is None or said is None or first is None:
        return None
    found: list[Part] = [comma, said, *first]
    while True:
        mark = c.pos
        joiner = c.phrase(", and", "and")
        if joiner is None and (comma := c.punct(",")) is not None:
            joiner = (comma,)
        more = _exception(c, subject=False) if joiner is not None else None
        if joiner is None or more is None:
            c.pos = mark
            return tuple(found)
        found += [*joiner, *more]


def _exception(c: Cursor, subject: bool) -> tuple[Part, ...] | None:
    """One exception, its subject ("it", "the token") said or — after a joiner — left out."""
    if (lost := c.phrase(*_NOT_LEGENDARY)) is not None:
        return None if lost[0] == "isn't" and subject else lost
    has = c.phrase("it has", "the token has", *(() if subject else ("has",)))
    if has is not None:
        granted = keywords(c)
        return None if granted is None else (*has, granted)
    is_ = c.phrase("it's", "it is", "the token is", *(() if subject else ("is",)))
    if is_ is None:
        return None
    if (pt := c.kind(Kind.PT)) is not None:
        return (*is_, pt.text)
    article = c.word("a", "an")
    types: list[str] = []
    while (token := c.peek()) is not None and token.kind is Kind.WORD:
        if token.text not in _TYPE_WORDS and not token.text[:1].isupper():
            break
        types.append(c.advance().text)
    added = c.phrase("in addition to its other types") if types else None
    if added is None:
        return None
    return (*is_, *((article,) if article else ()), *types, *added)
