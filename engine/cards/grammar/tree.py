"""The typed tree the oracle grammar reads a line into, and its render back to words.

Every node is a frozen dataclass whose fields hold, in the order the line says them, the words
of its own and the nodes below it; `words(node)` reads them back in that order. So the render
back (issue 28 §4) is one function for every node, and a rule that consumed a token without
putting it in the tree shows as a line that doesn't render back to itself. Reminder text and an
ability word's label are the only words a line may drop (207.2, 207.2c); the label is kept in
the tree (`Line.label`) but, like reminder text, has no rules meaning.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from operator import attrgetter
from typing import ClassVar, Literal, TypeAlias


@dataclass(frozen=True, slots=True)
class Node:
    """A node of the tree (every node class derives from it, so `words` can walk any)."""


#: One piece of a node's sequence: a word, a node, or nothing (an optional piece absent). No
#: piece is a bare tuple: a group of pieces that means something is a node of its own, so the
#: tree is typed all the way down (issue 28 §2) and mypy holds every rule to it.
Part: TypeAlias = str | Node | None
#: A node's pieces in order: each field holding words is a part or a tuple of parts.
_Pieces: TypeAlias = tuple[Part | tuple[Part, ...], ...]


def words(part: Part | tuple[Part, ...]) -> tuple[str, ...]:
    """The words a part of the tree stands for, in order (a string field is one word, or
    none when empty; a field holding a kind, a value or a binding, not words, is left out by
    its name)."""
    out: list[str] = []
    _collect(part, out)
    return tuple(out)


def _collect(part: Part | tuple[Part, ...], out: list[str]) -> None:
    """`words` into one list: a line's render back visits every node, so no tuple of words is
    made per node, and a word or an absent piece is taken where it is met rather than in a
    call of its own (most pieces are words: issue 28, the compile's time)."""
    if part is None:
        return
    if isinstance(part, str):
        if part:
            out.append(part)
        return
    pieces = part if isinstance(part, tuple) else _pieces(part)
    for p in pieces:
        if isinstance(p, str):
            if p:
                out.append(p)
        elif p is not None:
            _collect(p, out)


def _pieces(node: Node) -> _Pieces:
    """A node's fields that hold words, their values in order."""
    kind = type(node)
    get = _FIELDS.get(kind)
    if get is None:
        names = tuple(f.name for f in fields(kind) if f.name not in _NOT_WORDS)
        # One C call for a node's fields (`attrgetter` of several names gives their tuple).
        get = _FIELDS[kind] = attrgetter(*names) if len(names) > 1 else _one_or_none(names)
    return get(node)


def _one_or_none(names: tuple[str, ...]) -> Callable[[Node], _Pieces]:
    """The getter of a node class with one field that holds words, or none."""
    if not names:
        return lambda _: ()
    one = attrgetter(names[0])
    return lambda node: (one(node),)


#: Each node class's getter of its fields that hold words, in order (made once a class).
_FIELDS: dict[type[Node], Callable[[Node], _Pieces]] = {}


#: Fields that hold what a node means rather than its words (rendered from the words beside);
#: `antecedent` is a reference's binding, whose words are the antecedent's own, said earlier.
_NOT_WORDS = frozenset({"kind", "value", "antecedent", "text_kind", "printed", "names_card"})


# --- Phrases --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Amount(Node):
    """A number (107.1), X (107.3) or a counted amount ("the number of …", "that much")."""

    text: tuple[str, ...]
    value: int | None = None


@dataclass(frozen=True, slots=True)
class Count(Node):
    """An amount counted from the game: a stat ("its power"), "the number of …", "that
    much", "equal to …", "where X is …" (107.3a), the kinds among a group ("card types among
    cards in your graveyard")."""

    kind: Literal["stat", "number of", "back", "equal to", "where", "among"]
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
class Qualities(Node):
    """Qualities standing alone, not narrowing a head: "protection from red and from blue",
    "that's a Cat or Elemental", "if it's red" (105.2, 205)."""

    items: tuple[Quality, ...]


@dataclass(frozen=True, slots=True)
class Postfix(Node):
    """What follows the head of a selector: who controls it ("you control"), where it is ("in
    your graveyard"), what it has ("with flying", "with power 2 or less"), its name, what was
    done to it ("exiled this way")."""

    kind: str
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Selector(Node):
    """Objects or players selected: "target creature an opponent controls", "each opponent",
    "up to two other target nonland permanents", "Goblins you control". The head is empty
    when the qualities name the kind themselves ("target artifact or creature"); the limit is
    "up to", "at least" or "the top" before an amount."""

    limit: tuple[str, ...]
    amount: Amount | None
    determiner: tuple[str, ...]
    qualities: tuple[Quality, ...]
    head: str
    postfix: tuple[Postfix, ...]


#: The node a reference may name as its antecedent: what an earlier part of the line selected
#: (a `Selector`, a `Quantity` of cards), made (a `Predicate` creating tokens), did (a
#: `Predicate`, for "this way" and "the exiled card") or named (the card itself, a `Reference`).
Antecedent: TypeAlias = (
    "Selector | Objects | Quantity | TokenSpec | Predicate | CostAction | Reference | Postfix"
    " | Possessive"
)


@dataclass(frozen=True, slots=True)
class Reference(Node):
    """A word referring to something: deictic ones name what needs no earlier words — the
    card itself ("~", 201.5), "you", "defending player" — and anaphoric ones (the binder, issue
    28 §2) name what an earlier part of the line selected, made or did: "it", "that creature",
    "its controller", "the exiled card", "that player", "they", "this way". The binder
    (`binders.bind`) sets an anaphoric reference's `antecedent`; a line with one it can't
    bind is refused. `printed` is how the card names itself where a "~" stands, as printed
    ("this Equipment", 201.5): what kind of permanent the words say it is."""

    kind: str
    text: tuple[str, ...]
    antecedent: Antecedent | None = None
    printed: str = ""


@dataclass(frozen=True, slots=True)
class Possessive(Node):
    """A selector said as a possessive, whose value a count reads: "enchanted creature's",
    "target player's" (the words as printed, the possessive ending kept)."""

    text: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Predicative(Node):
    """What something is said to be ("if that creature is a Demon", "if it's a land card"): a
    classification, not an object the line introduces, so no reference binds to it."""

    what: Part


@dataclass(frozen=True, slots=True)
class Located(Node):
    """An object and where it is, said after it ("it from your graveyard")."""

    what: Part
    zone: Postfix


@dataclass(frozen=True, slots=True)
class Objects(Node):
    """Selectors or references joined by "and", "or" or commas ("target creature or player")."""

    items: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Quoted(Node):
    """A quoted ability: a whole line of its own, read by the same grammar (113.2c). Inside the
    quotes "this creature" / "this token" is the object that has the ability; `names_card` says
    the quotes name the card the line is printed on by its name (a different object, which the
    lowering can't name from inside them); `printed` is the ability's text as printed."""

    open: str
    line: Line
    close: str
    printed: str = ""
    names_card: bool = False


@dataclass(frozen=True, slots=True)
class Keyword(Node):
    """A keyword ability as a line or a granted one lists it: its name and parameter (702)."""

    name: tuple[str, ...]
    parameter: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Keywords(Node):
    """Keywords with their separators (702.1: "Flying, vigilance")."""

    items: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Counters(Node):
    """Counters of a kind and how many: "a +1/+1 counter", "two charge counters" (122.1)."""

    amount: Part
    kind_word: str
    noun: str


@dataclass(frozen=True, slots=True)
class Quantity(Node):
    """An amount of a countable thing that isn't an object on the battlefield: "two cards",
    "3 life", "cards equal to …" — what draw, discard, mill, gain and lose count (120, 121).
    Drawn or discarded cards are an antecedent ("draw a card, then reveal it")."""

    before: Part
    noun: str
    after: Part = None


@dataclass(frozen=True, slots=True)
class Becoming(Node):
    """What an object "becomes" (613.1d-f, 613.4b): "a 3/3 red and green Elemental creature
    with haste", "an artifact creature in addition to its other types", "the color of your
    choice" — its words, and the keywords and quoted abilities it has "with" them."""

    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Destination(Node):
    """Where a moved object goes (400.3, 110.2): "to its owner's hand", "onto the battlefield
    under your control", "on the bottom of your library in any order"; a pronoun in it is a
    reference ("its owner's": the owner of what moves)."""

    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class TokenSpec(Node):
    """Tokens as "create" describes them (111.1, 111.4): how many, their power/toughness,
    colors, types and subtypes, "token(s)", and what follows — "with flying", "that's a copy
    of …" (707.2), a quoted ability. An antecedent: "create a token … . It gains haste."."""

    amount: Part
    pt: str
    qualities: tuple[Quality, ...]
    noun: str
    rest: tuple[Part, ...]


# --- Sentences ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Modifier(Node):
    """A modifier of a clause: a duration (611.2), "for each …", "instead" (614.1a), "unless
    … pays …" (118.12a), a condition ("if …", "as long as …")."""

    kind: Literal[
        "duration",
        "for each",
        "instead",
        "unless",
        "condition",
        "where",
        "delayed",
        "reflexive",
        "watching",
        "next_cast",
    ]
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Predicate(Node):
    """A verb and its objects: "deals 3 damage to any target", "gets +1/+1", "draw two cards"."""

    verb: str
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Clause(Node):
    """An optional subject, "each" after a plural one ("Up to two target creatures each get
    +2/+2"), "may", verbs joined by "and"/"then", and the clause's modifiers."""

    lead: tuple[Modifier, ...]
    subject: Part
    each: str
    may: tuple[str, ...]
    predicates: tuple[Part, ...]
    modifiers: tuple[Modifier, ...]


@dataclass(frozen=True, slots=True)
class Sentence(Node):
    """ "Then" when it opens the sentence (a sequence, 608.2c), clauses joined by ", then",
    "and" or ";", and the full stop."""

    then: str
    clauses: tuple[Part, ...]
    stop: str
    #: "It's still a land." after an object became a creature: it keeps its card types
    #: (205.1b), said as a sentence of its own and read with this one.
    still: tuple[str, ...] = ()


# --- Lines ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Event(Node):
    """A trigger event (603.1): "~ enters", "a creature you control dies", "the beginning of
    your upkeep", "you cast a noncreature spell"."""

    kind: str
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class CostAction(Node):
    """An action paid as a cost (118, 602.1a): "Sacrifice a creature", "Pay 2 life", "Remove
    a +1/+1 counter from ~"."""

    verb: str
    text: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Cost(Node):
    """An activation cost's items with their commas (602.1a, 118), or a loyalty cost (606.4)."""

    items: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Restriction(Node):
    """A restriction on activating an ability and its full stop: "Activate only as a sorcery."
    (602.5b, 602.5d)."""

    text: tuple[Part, ...]
    stop: str


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
    """A line's rules text, of one kind (113.3); each kind is a class of its own below, with
    `kind` naming it."""

    line_kind: ClassVar[LineKind]

    @property
    def kind(self) -> LineKind:
        return self.line_kind


@dataclass(frozen=True, slots=True)
class KeywordLine(Body):
    """Keywords (702), and a keyword's cost after a dash ("Ward—Pay 3 life.")."""

    line_kind: ClassVar[LineKind] = "keywords"
    keywords: Keywords
    dash: str = ""
    cost: Cost | None = None
    stop: str = ""


@dataclass(frozen=True, slots=True)
class Activated(Body):
    """An activated ability: cost ":" effect, and its restrictions (602.1)."""

    line_kind: ClassVar[LineKind] = "activated"
    cost: Cost
    colon: str
    effect: tuple[Sentence, ...]
    restrictions: tuple[Restriction, ...]


@dataclass(frozen=True, slots=True)
class Modal(Body):
    """A modal header: "Choose one —", "Choose one or both —", "Choose up to two —", "An
    opponent chooses one —" (700.2, the chooser first when another player chooses)."""

    line_kind: ClassVar[LineKind] = "modal"
    chooser: Part
    choose: str
    limit: tuple[str, ...]
    amount: Amount
    more: tuple[str, ...]
    dash: str


@dataclass(frozen=True, slots=True)
class Triggered(Body):
    """A triggered ability (603.1): "When"/"Whenever"/"At", its event, ",", an intervening
    "if" and its comma (603.4), its effect — sentences or a modal header (700.2) — and "This
    ability triggers only once each turn." (603.2h)."""

    line_kind: ClassVar[LineKind] = "triggered"
    when: str
    event: Event
    comma: str
    condition: Modifier | None
    condition_comma: str
    effect: tuple[Sentence, ...]
    modal: Modal | None = None
    restrictions: tuple[Restriction, ...] = ()


@dataclass(frozen=True, slots=True)
class Mode(Body):
    """A modal bullet and its effect (700.2), or a spree mode's "+ {1} —" and its (702.172)."""

    line_kind: ClassVar[LineKind] = "mode"
    head: tuple[Part, ...]
    effect: tuple[Sentence, ...]


@dataclass(frozen=True, slots=True)
class Replacement(Body):
    """ "As ~ enters, …" — a replacement effect on how the card enters (614.1c, 614.12)."""

    line_kind: ClassVar[LineKind] = "replacement"
    lead: tuple[Part, ...]
    effect: tuple[Sentence, ...]


@dataclass(frozen=True, slots=True)
class Text(Body):
    """Static ability or spell text (113.3a, 113.3d), with "As an additional cost to cast ~,"
    before it when it has one (601.2b); `text_kind` says which."""

    text_kind: Literal["static", "spell"]
    lead: tuple[Part, ...]
    effect: tuple[Sentence, ...]

    @property
    def kind(self) -> LineKind:
        return self.text_kind


@dataclass(frozen=True, slots=True)
class Reminder(Body):
    """A line of reminder text only (207.2): no rules meaning."""

    line_kind: ClassVar[LineKind] = "reminder"


@dataclass(frozen=True, slots=True)
class Line(Node):
    """A whole oracle line: an optional ability word and its dash (207.2c), and its body."""

    label: tuple[str, ...]
    body: Body
