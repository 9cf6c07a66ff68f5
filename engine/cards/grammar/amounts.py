"""Counted amounts (issue 28 §5): "equal to its power", "the number of Goblins you control",
"where X is …" — an amount read once here for every verb that takes one (107.1, 107.3, 208.3).
"""

from __future__ import annotations

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import amount, objects
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import Count, Part, Possessive, Reference

_STATS = ("power and toughness", "power", "toughness", "mana value", "loyalty")
#: Possessive pronouns and the kind of reference each is: "its" an object's, "their" an
#: object's or a player's, "your" the controller's (deictic).
_OWNERS = {"its": "object", "their": "object", "your": "you", "his or her": "player"}
#: "that creature's power": a reference to an earlier object, possessive.
_THAT: tuple[str, ...] = ("that creature's", "that card's", "that permanent's", "that spell's")
_THAT += ("the exiled card's", "that artifact's", "that enchantment's", "that land's")
_THAT += ("that planeswalker's",)


def possessor(c: Cursor) -> Reference | Possessive | None:
    """Whose value is counted: "its", "~'s", "that creature's", "enchanted creature's"."""
    for text, kind in _OWNERS.items():
        if (found := c.phrase(text)) is not None:
            return Reference(kind, found)
    if (that := c.phrase(*_THAT)) is not None:
        return Reference("object", that)
    token = c.peek()
    if token is not None and token.kind is Kind.SELF:
        possessive = c.peek(1)
        if possessive is None or possessive.kind is not Kind.POSSESSIVE:
            return None
        return Reference("self", (c.advance().word, c.advance().text))
    for n in range(3):
        token = c.peek(n)
        if token is None or token.kind is not Kind.WORD:
            return None
        if token.text.endswith(("'s", "’s", "s'")):
            return Possessive(tuple(c.advance().text for _ in range(n + 1)))
    return None


def stat(c: Cursor) -> Count | None:
    """A possessor's power, toughness or mana value (208, 202.3)."""
    owner = c.attempt(possessor)
    found = c.phrase(*_STATS) if owner is not None else None
    return None if owner is None or found is None else Count("stat", (owner, *found))


#: The kinds counted among objects: basic land types (305.6), card types (205.2a), colors
#: (105.1) — plural after "the number of", singular after "for each".
_KINDS = ("basic land types", "card types", "colors")
_KIND = ("basic land type", "card type", "color")


def among(c: Cursor, *, each: bool = False) -> Count | None:
    """ "basic land types among lands you control", "card type among cards in your graveyard":
    the different kinds a group's objects have between them (domain; 305.6, 205.2a, 105.1)."""
    kind = c.phrase(*(_KIND if each else _KINDS))
    word = c.word("among") if kind is not None else None
    what = c.attempt(objects) if word is not None else None
    return None if kind is None or what is None else Count("among", (*kind, word, what))


def each_among(c: Cursor) -> Count | None:
    """ "[for each] basic land type among lands you control" (the kind singular)."""
    return among(c, each=True)


def _number_of(c: Cursor) -> Count | None:
    lead = c.phrase("the number of")
    what = (c.attempt(among) or c.attempt(objects)) if lead is not None else None
    return None if lead is None or what is None else Count("number of", (*lead, what))


def _greatest(c: Cursor) -> Count | None:
    """ "the greatest power among creatures you control", "the total power of …" """
    lead = c.phrase("the greatest", "the total", "the highest")
    which = c.phrase(*_STATS) if lead is not None else None
    among = c.phrase("among", "of") if which is not None else None
    what = c.attempt(objects) if among is not None else None
    if lead is None or which is None or among is None or what is None:
        return None
    return Count("number of", (*lead, *which, *among, what))


def _times(c: Cursor) -> Count | None:
    """ "twice the number of …", "2 plus the number of …", "your life total" (107.1)"""
    total = c.phrase("your life total", "half your life total")
    if total is not None:
        return Count("stat", total)
    twice = c.word("twice")
    plus = None
    if twice is None:
        plus = c.attempt(amount)
        word = c.word("plus") if plus is not None else None
        if word is None:
            return None
    what = c.attempt(_number_of) or c.attempt(_greatest)
    if what is None:
        return None
    return Count("number of", (twice, plus, "plus" if plus is not None else None, what))


def counted(c: Cursor) -> Part:
    """An amount as a clause counts it: a number, X, a stat, "the number of …", "that much"."""
    found: Part = (
        c.attempt(_times)
        or c.attempt(_number_of)
        or c.attempt(_greatest)
        or c.attempt(stat)
        or c.attempt(amount)
    )
    if found is None:
        much = c.phrase("that much", "that many")
        found = None if much is None else Count("back", much)
    return found


def equal_to(c: Cursor) -> Count | None:
    """ "equal to its power", "equal to the number of cards in your hand" """
    lead = c.phrase("equal to")
    what = counted(c) if lead is not None else None
    return None if lead is None or what is None else Count("equal to", (*lead, what))


def where_x(c: Cursor) -> Count | None:
    """ ", where X is the number of …" (107.3a)"""
    lead = c.phrase(", where x is")
    what = counted(c) if lead is not None else None
    return None if lead is None or what is None else Count("where", (*lead, what))
