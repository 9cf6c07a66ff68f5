"""An object's oracle lines the engine doesn't model, as a run reads them (issue 25: a run is
never silently wrong).

`engine.cards.unsupported.classify` tells what kind of ability each unread line is and which
events its words name; this module adds where the line functions (113.6) and keeps the run's
record of them. Abilities of an instant or sorcery function on the stack, those of any other
object on the battlefield (113.6); a characteristic-defining ability functions everywhere
(113.6a — here: wherever the game can look at it, so not in a library); a line that states the
zones it works in — the card "in your graveyard", "from your hand", cycling, flashback — works
only there (113.6b, 113.6j, 113.6k, 113.6m); what modifies how the card is cast or says "this
spell" works on the stack (113.6d, 113.6g); "as this enters" and "enters as a copy" work as the
permanent enters, so already on its way there, on the stack (113.6h, 614.12).

The run's record (`Noted`) is data a state carries: every unread line of every object that was
in a zone where the line functions, with the step where it first could have mattered (the
output's `unmodelled`), and what happened in the current step that such a line may name
(`engine.modifiers.unmodelled` fills and reads it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Literal

from engine.cards.corpus import MISSING_FACE_END
from engine.cards.unsupported import UnsupportedLine, chapter_line, classify_all
from engine.cards.vocabulary import CardDef
from engine.core.primitives import ObjectId, PlayerId, Zone

#: The kinds of unread line the output names (`unmodelled[].kind`).
Kind = Literal[
    "static", "triggered", "activated", "spell", "as_enters", "copy", "characteristic", "keyword"
]

_EVERYWHERE = frozenset(Zone) - {Zone.LIBRARY}
_ON_STACK = frozenset({Zone.STACK})
_ON_BATTLEFIELD = frozenset({Zone.BATTLEFIELD})
_ENTERING = frozenset({Zone.STACK, Zone.BATTLEFIELD})
_NOWHERE: frozenset[Zone] = frozenset()
_GRAVEYARD = frozenset({Zone.GRAVEYARD})

#: Keywords that work from a zone of their own (702): cycling and its kin from a hand, flashback
#: and its kin from a graveyard, suspend and its kin from a hand and from exile.
_KEYWORD_ZONES: tuple[tuple[re.Pattern[str], frozenset[Zone]], ...] = (
    (
        re.compile(
            r"^(\w+cycling|Cycling|Channel|Ninjutsu|Commander ninjutsu|Forecast|Bloodrush|"
            r"Transmute|Reinforce|Miracle|Splice|Evoke|Sneak)\b"
        ),
        frozenset({Zone.HAND}),
    ),
    (
        re.compile(
            r"^(Flashback|Unearth|Embalm|Eternalize|Scavenge|Retrace|Jump-start|Aftermath|"
            r"Encore|Disturb|Escape|Dredge|Harmonize|Mayhem)\b"
        ),
        frozenset({Zone.GRAVEYARD}),
    ),
    (
        re.compile(r"^(Suspend|Foretell|Plot|Madness|Warp)\b"),
        frozenset({Zone.HAND, Zone.EXILE}),
    ),
)
_ZONE_WORDS: tuple[tuple[str, Zone], ...] = (
    ("graveyard", Zone.GRAVEYARD),
    ("hand", Zone.HAND),
    ("exile", Zone.EXILE),
)
_THIS_SPELL = re.compile(r"\bthis spell\b|\bcast this\b|\bcan't be countered\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Unread:
    """One unread oracle line of a card: its kind, the kinds of event its words name (the
    names `engine.modifiers.unmodelled` gives what happens), where it functions (113.6), whether it
    is a replacement or prevention effect (614.1, 615.1) or changes characteristics (613.1), and
    for a triggered line what its condition says about the card itself, a step or a turn."""

    text: str
    kind: Kind
    events: tuple[str, ...]
    zones: frozenset[Zone]
    replacement: bool = False
    changes_characteristics: bool = False
    about_self: bool = False
    step: str | None = None
    yours: bool = False
    #: "Whenever you cast / discard / draw …": its controller's doing only (603.2).
    by_you: bool = False
    #: About the object its source is attached to, or a step of that player's turn.
    about_attached: bool = False
    #: A Saga's chapter numbers (714.2a), for a chapter line.
    chapters: tuple[int, ...] = ()


def lines(card: CardDef) -> tuple[Unread, ...]:
    """The unread lines of `card` (its copiable values), each read once per card text."""
    if not card.unsupported:
        return ()
    return _read(card.name, card.unsupported, card.is_permanent_card)


@cache
def _read(name: str, texts: tuple[str, ...], permanent: bool) -> tuple[Unread, ...]:
    return tuple(
        _unread(line, text, name, permanent)
        for text, line in zip(texts, classify_all(texts, name, not permanent), strict=True)
    )


def read_line(text: str, name: str, permanent: bool) -> Unread:
    """One line of the card `name` as the run reads it."""
    return _read(name, (text,), permanent)[0]


def _unread(line: UnsupportedLine, text: str, name: str, permanent: bool) -> Unread:
    # No line of the corpus is "unknown" (tests/engine/test_unsupported_kinds.py); a card text
    # from elsewhere that is, is said as a static ability, the widest warning (604.1).
    kind: Kind = "static" if line.kind == "unknown" else line.kind
    chapter = chapter_line(text)
    return Unread(
        text=line.text,
        kind=kind,
        events=line.events,
        zones=_zones(text, name, kind, permanent),
        replacement=line.replacement,
        # A static ability's effect on characteristics applies all the time (613.1); a
        # characteristic-defining ability, "as this enters" and a copy line are said apart.
        changes_characteristics=line.changes_characteristics and kind == "static",
        about_self=line.about_self,
        step=line.step,
        yours=line.yours,
        by_you=line.by_you,
        about_attached=line.about_attached,
        chapters=chapter[0] if chapter is not None else (),
    )


def _zones(text: str, name: str, kind: Kind, permanent: bool) -> frozenset[Zone]:
    """Where the line functions (113.6)."""
    if text.endswith(MISSING_FACE_END):
        # A face or half the card data doesn't have: it would function only as that half is
        # cast (715.3, 709.3) or the permanent is turned to it (712.8), and with no text the
        # engine can do neither, so no run reaches it. The card says so wherever it is shown
        # (its `unsupported`, the builder's mark), not in every run it sits in. Likewise
        # casting an adventurer card as an Adventure, which the engine can't (715.3).
        return _NOWHERE
    if kind == "characteristic":
        return _EVERYWHERE  # 113.6a
    if kind == "triggered" and (cycled := _cycled(name).search(text)) is not None:
        # "When you cycle this card" triggers from the zone the card winds up in (702.29c); a
        # second condition ("… or cycle another card while this is on the battlefield", "and
        # when this creature dies") functions where it says (113.6k).
        more = not text[cycled.end() :].startswith(",")
        return _GRAVEYARD | (_ON_BATTLEFIELD if more and permanent else _NOWHERE)
    for pattern, zones in _KEYWORD_ZONES:
        if pattern.match(text):
            return zones  # 113.6b, 113.6j: the keyword's cost or effect names its zone
    stated = _stated_zones(text, name)
    if stated:
        return stated  # 113.6b, 113.6k, 113.6m
    if kind in ("as_enters", "copy"):
        return _ENTERING  # 113.6h, 614.12
    if not permanent or _THIS_SPELL.search(text):
        return _ON_STACK  # 113.6, 113.6d, 113.6g
    return _ON_BATTLEFIELD


@cache
def _self_words(name: str) -> re.Pattern[str]:
    """The words by which a line names the card itself (201.5) followed by a zone's words."""
    names = {re.escape(n) for n in (name, name.split(",")[0]) if n}
    self = "|".join([*sorted(names, key=len, reverse=True), "this card", "~"])
    return re.compile(
        rf"\b(?:{self})(?: is)? (?:in|from) (?:your|a|its owner's) (graveyard|hand)\b|"
        rf"\b(?:{self})(?: is)? (?:in|from) (exile)\b|"
        rf"\b(?:[Dd]iscard|[Rr]eveal) (?:{self})\b(?: from your hand)?",
    )


@cache
def _cycled(name: str) -> re.Pattern[str]:
    """ "When you cycle this card" (or "cycle or discard"), naming the card itself (702.29c)."""
    names = {re.escape(n) for n in (name, name.split(",")[0]) if n}
    self = "|".join([*sorted(names, key=len, reverse=True), "this card", "~"])
    return re.compile(rf"When(?:ever)? you cycle (?:or discard )?(?:{self})\b")


def _stated_zones(text: str, name: str) -> frozenset[Zone]:
    """The zones the line says the card itself is in or moves out of (113.6b, 113.6m)."""
    found: set[Zone] = set()
    for m in _self_words(name).finditer(text):
        words = m.group(1) or m.group(2) or "hand"  # discarding or revealing it: from a hand
        found |= {zone for word, zone in _ZONE_WORDS if word == words}
    return frozenset(found)


@dataclass(frozen=True, slots=True)
class Entry:
    """One unread line of one object that was in a zone where it functions during the run:
    the output's `unmodelled` entry. `first_step` is the step where it first could have
    mattered (its first warning), or None."""

    object: ObjectId
    label: str
    name: str
    line: str
    kind: Kind
    first_step: int | None = None

    def to_data(self) -> dict[str, str | int | None]:
        return {
            "object": self.object,
            "label": self.label,
            "name": self.name,
            "line": self.line,
            "kind": self.kind,
            "first_step": self.first_step,
        }


@dataclass(frozen=True, slots=True)
class Noted:
    """The run's record of unread lines (`entries`, in the order they were first seen) and, for
    the step under way, the names of what happened that a line may name, the objects it
    happened to and who cast a spell (filled by `engine.modifiers.unmodelled.note`, read and
    emptied as the step ends)."""

    entries: tuple[Entry, ...] = ()
    happened: frozenset[str] = frozenset()
    subjects: frozenset[ObjectId] = frozenset()
    #: The players who cast a spell in the step under way (601.2i).
    casters: frozenset[PlayerId] = frozenset()
