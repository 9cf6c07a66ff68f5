"""Verbs that move objects (issue 28 §5): "put … onto the battlefield", "return … to its
owner's hand", counters put on objects, "attach … to …", "play"/"cast" a card from a zone —
each with the destination it names as a typed node whose pronouns are references
("its owner's hand": the owner of what moves, `binders`) (400.3, 110.2, 122.1, 701.3, 601).
"""

from __future__ import annotations

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import counters, objects, whose
from engine.cards.grammar.tree import Destination, Part, Reference


def play(c: Cursor) -> tuple[Part, ...] | None:
    """ "play that card", "cast it from exile this turn without paying its mana cost", "play
    lands from your graveyard" (601, 305)"""
    what = c.attempt(objects)
    if what is None:
        return None
    where = c.phrase(
        "from exile", "from your graveyard", "from your hand", "from the top of your library"
    )
    free = c.phrase("without paying its mana cost", "without paying their mana costs")
    flash = c.phrase("as though it had flash", "as though they had flash")
    return (what, *(where or ()), *(free or ()), *(flash or ()))


def attach(c: Cursor) -> tuple[Part, ...] | None:
    """ "attach it to target creature you control" (701.3)"""
    what = c.attempt(objects)
    to = c.word("to") if what is not None else None
    where = c.attempt(objects) if to is not None else None
    return None if what is None or to is None or where is None else (what, to, where)


def _put_counters(c: Cursor) -> tuple[Part, ...] | None:
    """ "put a +1/+1 counter on target creature" (122.1)"""
    which = c.attempt(counters)
    on = c.word("on")
    target = c.attempt(objects)
    return None if which is None else None if on is None or target is None else (which, on, target)


_ZONES = ("hand", "hands", "graveyard", "graveyards", "library", "libraries")
#: What may follow "onto the battlefield" / "to the battlefield", in any order (110.2, 712).
_ENTERING = (
    "tapped and attacking",
    "tapped",
    "under your control",
    "under its owner's control",
    "under his owner's control",
    "under her owner's control",
    "under their owners' control",
    "under its owner's control tapped",
    "face down",
    "transformed",
)
_ORDER = ("in any order", "in a random order")


def destination(c: Cursor) -> Destination | None:
    """Where a moved object goes: "onto the battlefield tapped under your control", "to its
    owner's hand", "on the bottom of your library in any order", "into your graveyard";
    "its owner's" and the like are references to the owner of what moves (400.3, 110.2)."""
    battlefield = c.phrase("onto the battlefield", "to the battlefield")
    if battlefield is not None:
        parts: list[Part] = [*battlefield]
        while (more := c.phrase(*_ENTERING)) is not None:
            parts += _referring(more)
        parts += c.attempt(_with_counters) or ()
        attached = c.phrase("attached to")
        if attached is not None:
            what = c.attempt(objects)
            if what is None:
                return None
            parts += [*attached, what]
        return Destination(tuple(parts))
    lead = c.phrase("on top of", "on the bottom of", "into", "to")
    if lead is None:
        top = c.phrase("on top", "on the bottom")
        if top is None:
            return None
        return Destination((*top, *(c.phrase(*_ORDER) or ())))
    owner = whose(c)
    zone = c.word(*_ZONES) if owner is not None else None
    if owner is None or zone is None:
        return None
    return Destination((*lead, owner, zone, *(c.phrase(*_ORDER) or ())))


def _with_counters(c: Cursor) -> tuple[Part, ...] | None:
    """ "… to the battlefield with a +1/+1 counter on it": what it enters with (122.6, 614.1c)."""
    lead = c.word("with")
    which = c.attempt(counters) if lead is not None else None
    on = c.phrase("on it", "on them") if which is not None else None
    return None if lead is None or which is None or on is None else (lead, which, *on)


#: Words that refer back inside what follows "the battlefield" (`binders`).
_REFERRING = {("its", "owner's"): "owner", ("their", "owners'"): "owner"}
_REFERRING |= {("his", "owner's"): "owner", ("her", "owner's"): "owner"}  # 201.5


def _referring(words: tuple[str, ...]) -> list[Part]:
    """Words with "its owner's" and the like made references to the owner of what moves."""
    parts: list[Part] = []
    i = 0
    while i < len(words):
        pair = (words[i].lower(), words[i + 1].lower()) if i + 1 < len(words) else None
        if pair is not None and pair in _REFERRING:
            parts.append(Reference(_REFERRING[pair], words[i : i + 2]))
            i += 2
        else:
            parts.append(words[i])
            i += 1
    return parts


def put(c: Cursor) -> tuple[Part, ...] | None:
    """ "put a +1/+1 counter on …", "put it onto the battlefield", "… into your hand" """
    found = c.attempt(_put_counters)
    if found is not None:
        return found
    what = c.attempt(objects)
    where = c.attempt(destination) if what is not None else None
    if what is None or where is None:
        return None
    # "Put one of them into your hand and the rest into your graveyard."
    mark = c.pos
    more = c.phrase("and")
    rest = c.attempt(objects) if more is not None else None
    there = c.attempt(destination) if rest is not None else None
    if more is None or rest is None or there is None:
        c.pos = mark
        return (what, where)
    return (what, where, *more, rest, there)


def return_(c: Cursor) -> tuple[Part, ...] | None:
    """ "return target creature to its owner's hand", "return a creature card at random from
    your graveyard to your hand" (the cards picked at random, none chosen)"""
    what = c.attempt(objects)
    random = (c.phrase("at random from your graveyard") or ()) if what is not None else ()
    where = c.attempt(destination) if what is not None else None
    return None if what is None or where is None else (what, *random, where)


#: Tokens entering the battlefield attacking (508.4): "… token that's tapped and attacking" —
#: a player their controller chooses; "… attacking that player" names one, and isn't read.
ATTACKING = (
    "that's tapped and attacking",
    "that are tapped and attacking",
    "that's attacking",
    "that are attacking",
)
