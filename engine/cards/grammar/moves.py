"""Verbs that move objects (issue 28 §5): "put … onto the battlefield", "return … to its
owner's hand", counters put on objects, "attach … to …", "play"/"cast" a card from a zone —
each with the destination it names as a typed node whose pronouns are references
("its owner's hand": the owner of what moves, `binders`) (400.3, 110.2, 122.1, 701.3, 601).
"""

from __future__ import annotations

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import counters, objects
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
    return (what, *(where or ()), *(free or ()))


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


_PLACES = (
    "onto the battlefield tapped under your control",
    "onto the battlefield under your control",
    "onto the battlefield tapped",
    "onto the battlefield",
    "into your hand",
    "into its owner's hand",
    "into its owner's graveyard",
    "into your graveyard",
    "into their owner's graveyard",
    "on top of its owner's library",
    "on top of your library",
    "on the bottom of its owner's library",
    "on the bottom of your library",
    "on the bottom of your library in any order",
    "on the bottom of your library in a random order",
    "on top",
)


_PLACES_LONGEST_FIRST = tuple(sorted(_PLACES, key=lambda p: -len(p)))
#: Words of a destination that refer back, and the reference each is (`binders`).
_PLACE_REFERENCES = {
    ("its", "owner's"): "owner",
    ("their", "owner's"): "owner",
    ("their", "owners'"): "owner",
    ("its", "controller's"): "controller",
    ("that", "creature"): "object",
}


def destination(words: tuple[str, ...]) -> Destination:
    """A destination's words as a node, its back-references made `Reference`s."""
    parts: list[Part] = []
    i = 0
    while i < len(words):
        pair = (words[i].lower(), words[i + 1].lower()) if i + 1 < len(words) else None
        if pair is not None and pair in _PLACE_REFERENCES:
            parts.append(Reference(_PLACE_REFERENCES[pair], words[i : i + 2]))
            i += 2
        else:
            parts.append(words[i])
            i += 1
    return Destination(tuple(parts))


def put(c: Cursor) -> tuple[Part, ...] | None:
    """ "put a +1/+1 counter on …", "put it onto the battlefield", "… into your hand" """
    found = c.attempt(_put_counters)
    if found is not None:
        return found
    what = c.attempt(objects)
    where = c.phrase(*_PLACES_LONGEST_FIRST) if what is not None else None
    return None if what is None or where is None else (what, destination(where))


def return_(c: Cursor) -> tuple[Part, ...] | None:
    """ "return target creature to its owner's hand" """
    what = c.attempt(objects)
    where = c.phrase(
        "to its owner's hand",
        "to their owner's hand",
        "to their owners' hands",
        "to your hand",
        "to the battlefield under your control",
        "to the battlefield under its owner's control",
        "to the battlefield tapped",
        "to the battlefield attached to that creature",
        "to the battlefield",
    )
    return None if what is None or where is None else (what, destination(where))
