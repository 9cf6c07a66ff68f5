"""The typed tree the oracle grammar reads a line into, and its render back to words.

Every node is a frozen dataclass whose fields hold, in the order the line says them, the words
of its own and the nodes below it; `words(node)` reads them back in that order. So the render
back (issue 28 §4) is one function for every node, and a rule that consumed a token without
putting it in the tree shows as a line that doesn't render back to itself. Reminder text and an
ability word's label are the only words a line may drop (207.2, 207.2c); the label is kept in
the tree (`Line.label`) but, like reminder text, has no rules meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal, TypeAlias


@dataclass(frozen=True, slots=True)
class Node:
    """A node of the tree (every node class derives from it, so `words` can walk any)."""


Part: TypeAlias = str | Node | tuple["Part", ...] | None


def words(part: Part) -> tuple[str, ...]:
    """The words a part of the tree stands for, in order (a string field is one word, or
    none when empty; a field holding a kind or a value, not words, is left out by its name)."""
    if part is None:
        return ()
    if isinstance(part, str):
        return (part,) if part else ()
    if isinstance(part, tuple):
        return tuple(w for p in part for w in words(p))
    out: list[str] = []
    for name in _word_fields(type(part)):
        out += words(getattr(part, name))
    return tuple(out)


_FIELDS: dict[str, tuple[str, ...]] = {}


def _word_fields(kind: type[Node]) -> tuple[str, ...]:
    """A node class's fields that hold words, in order (worked out once a class)."""
    found = _FIELDS.get(kind.__qualname__)
    if found is None:
        found = _FIELDS[kind.__qualname__] = tuple(
            f.name for f in fields(kind) if f.name not in _NOT_WORDS
        )
    return found


#: Fields that hold what a node means rather than its words (rendered from the words beside).
_NOT_WORDS = frozenset({"kind", "value"})


# --- Phrases --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Amount(Node):
    """A number (107.1), X (107.3) or a counted amount ("the number of …", "that much")."""

    text: tuple[str, ...]
    value: int | None = None


@dataclass(frozen=True, slots=True)
class Count(Node):
    """An amount counted from the game: a stat ("its power"), "the number of …", "that
    much", "equal to …", "where X is …" (107.3a)."""

    kind: Literal["stat", "number of", "back", "equal to", "where"]
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Mana(Node):
    """Mana symbols as printed ("{2}{G}"), 107.4."""

    symbols: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Quality(Node):
    """A word narrowing what a selector selects: a color, a card type or subtype, a state
    ("tapped", "attacking"), "non-" forms (205.4, 105.2, 110.5); joined by "or"/"and" words."""

    text: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Postfix(Node):
    """What follows the head of a selector: who controls it ("you control"), where it is ("in
    your graveyard"), what it has ("with flying", "with power 2 or less"), its name."""

    kind: str
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Selector(Node):
    """Objects or players selected: "target creature an opponent controls", "each opponent",
    "up to two other target nonland permanents", "Goblins you control". The head is empty
    when the qualities name the kind themselves ("target artifact or creature"); the limit is
    "up to" or "the top" before an amount."""

    limit: tuple[str, ...]
    amount: Amount | None
    determiner: tuple[str, ...]
    qualities: tuple[Quality, ...]
    head: str
    postfix: tuple[Postfix, ...]


@dataclass(frozen=True, slots=True)
class Reference(Node):
    """A word referring to something the line already named or produced (the binder, issue 28
    §2): the card itself ("~"), "it", "that creature", "its controller", "you" …"""

    kind: str
    text: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Objects(Node):
    """Selectors or references joined by "and", "or" or commas ("target creature or player")."""

    items: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Quoted(Node):
    """A quoted ability: a whole line of its own, read by the same grammar (113.2c)."""

    open: str
    line: Line
    close: str


@dataclass(frozen=True, slots=True)
class Keyword(Node):
    """A keyword ability as a line or a granted one lists it: its name and parameter (702)."""

    name: tuple[str, ...]
    parameter: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Keywords(Node):
    """Keywords with their separators (702.1: "Flying, vigilance")."""

    items: tuple[Part, ...]


# --- Sentences ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Modifier(Node):
    """A modifier of a clause: a duration (611.2), "for each …", "instead" (614.1a), "unless
    … pays …" (118.12a), a condition ("if …", "as long as …")."""

    kind: Literal[
        "duration", "for each", "instead", "unless", "condition", "where", "delayed", "reflexive"
    ]
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Predicate(Node):
    """A verb and its objects: "deals 3 damage to any target", "gets +1/+1", "draw two cards"."""

    verb: str
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Clause(Node):
    """An optional subject, "may", verbs joined by "and"/"then", and the clause's modifiers."""

    lead: tuple[Modifier, ...]
    subject: Part
    may: tuple[str, ...]
    predicates: tuple[Part, ...]
    modifiers: tuple[Modifier, ...]


@dataclass(frozen=True, slots=True)
class Sentence(Node):
    """Clauses joined by ", then", "and" or ";", and the full stop."""

    clauses: tuple[Part, ...]
    stop: str


# --- Lines ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Event(Node):
    """A trigger event (603.1): "~ enters", "a creature you control dies", "the beginning of
    your upkeep", "you cast a noncreature spell"."""

    kind: str
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Cost(Node):
    """An activation cost's items with their commas (602.1a, 118)."""

    items: tuple[Part, ...]


LineKind = Literal[
    "keywords",
    "activated",
    "triggered",
    "static",
    "spell",
    "modal",
    "mode",
    "replacement",
    "reminder",
]


@dataclass(frozen=True, slots=True)
class Body(Node):
    """A line's rules text, of one kind (113.3): keywords, an activated ability (cost ":"
    effect), a triggered ability ("When"/"Whenever"/"At" event "," [if …] effect), a static
    ability, spell text, a modal header or one of its bullets."""

    kind: LineKind
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Line(Node):
    """A whole oracle line: an optional ability word and its dash (207.2c), and its body."""

    label: tuple[str, ...]
    body: Body
