"""A whole oracle line read into a `Line` (113.3, 207.2c): an optional ability word, then
keywords, an activated ability, a triggered ability, a modal header or bullet, or static
ability or spell text — and the checks that make a reading trustworthy (issue 28 §4): every
token used by a rule that puts it in the tree (reminder text aside), and the tree rendered back
to the line's words.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from engine.cards.grammar.binders import bind
from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.effects import sentences
from engine.cards.grammar.events import state_event, subject_event
from engine.cards.grammar.modifiers import beginning, condition
from engine.cards.grammar.moves import destination
from engine.cards.grammar.phrases import amount, counters, keywords, mana, objects
from engine.cards.grammar.tokens import Kind, Token, normalised, tokenize
from engine.cards.grammar.tree import (
    Activated,
    Body,
    Cost,
    CostAction,
    Event,
    KeywordLine,
    Line,
    Modal,
    Mode,
    Modifier,
    Part,
    Reference,
    Reminder,
    Replacement,
    Restriction,
    Text,
    Triggered,
    words,
)

# --- Costs (602.1a, 118) ----------------------------------------------------------------


def _cost_item(c: Cursor) -> Part:
    found = mana(c)
    if found is not None:
        return found
    verb = c.word("sacrifice", "exile", "tap", "untap", "discard", "return")
    if verb is not None:
        what = c.attempt(objects)
        if what is None:
            return None
        return CostAction(verb, (what, c.attempt(destination)))
    waterbend = c.word("waterbend")
    if waterbend is not None:
        price = mana(c)  # "Waterbend {3}" (701.67a)
        return None if price is None else CostAction(waterbend, (price,))
    pay = c.word("pay")
    if pay is not None:
        count = c.attempt(amount)
        life = c.word("life")
        return None if count is None or life is None else CostAction(pay, (count, life))
    remove = c.word("remove")
    if remove is not None:
        which = c.attempt(counters)
        source = c.word("from")
        what = c.attempt(objects)
        if which is None or source is None or what is None:
            return None
        return CostAction(remove, (which, source, what))
    return None


def cost(c: Cursor) -> Cost | None:
    loyalty = c.kind(Kind.LOYALTY)
    if loyalty is not None:
        return Cost((loyalty.text,))
    first = _cost_item(c)
    if first is None:
        return None
    items: list[Part] = [first]
    while c.punct(",") is not None:
        nxt = _cost_item(c)
        if nxt is None:
            return None
        items += [",", nxt]
    return Cost(tuple(items))


def _restriction(c: Cursor) -> Restriction | None:
    """ "Activate only as a sorcery." (602.5d) and the like."""
    lead = c.phrase("activate only")
    if lead is not None and (only_if := c.attempt(condition)) is not None:
        stop = c.punct(".")
        return None if stop is None else Restriction((*lead, only_if), stop)
    when = c.phrase(
        "as a sorcery",
        "once each turn",
        "during your turn",
        "during your upkeep",
        "during combat",
        "as a sorcery and only once each turn",
        "during your turn and only once each turn",
        "during your upkeep and only once each turn",
        "during your turn , before attackers are declared",
    )
    stop = c.punct(".")
    if lead is None or when is None or stop is None:
        return None
    return Restriction((*lead, *when), stop)


def _activated(c: Cursor) -> Activated | None:
    paid = cost(c)
    colon = c.punct(":")
    effect = sentences(c) if paid is not None and colon is not None else None
    if paid is None or colon is None or effect is None:
        return None
    restrictions: list[Restriction] = []
    while (found := c.attempt(_restriction)) is not None:
        restrictions.append(found)
    return Activated(paid, colon, effect, tuple(restrictions))


# --- Triggers (603.1) -------------------------------------------------------------------


def _triggered(c: Cursor) -> Triggered | None:
    when = c.word("when", "whenever", "at")
    if when is None:
        return None
    event = c.attempt(beginning) if when.lower() == "at" else c.attempt(subject_event)
    if event is not None and when.lower() == "when":
        event = c.attempt(partial(_and_whenever, event)) or event
    if event is None and when.lower() == "when":
        event = c.attempt(state_event)  # a state trigger (603.8)
    comma = c.punct(",")
    if event is None or comma is None:
        return None
    # The intervening "if" (603.4) and its comma.
    intervening: Modifier | None = None
    after: str | None = None
    mark = c.pos
    if (found := c.attempt(condition)) is not None and (after := c.punct(",")) is not None:
        intervening = found
    else:
        c.pos = mark
    effect = sentences(c)
    modal = c.attempt(_modal) if effect is None else None
    if effect is None and modal is None:
        return None
    limits: list[Restriction] = []
    while (limit := c.attempt(_once)) is not None:
        limits.append(limit)
    return Triggered(
        when, event, comma, intervening, after or "", effect or (), modal, tuple(limits)
    )


def _and_whenever(first: Event, c: Cursor) -> Event | None:
    """ "When ~ enters and whenever an opponent draws a card, …": one ability with two trigger
    events (603.2), the second after "and whenever"; an event of kind "both" holding the two."""
    joined = c.words("and", "whenever")
    second = c.attempt(subject_event) if joined is not None else None
    if joined is None or second is None:
        return None
    return Event("both", (first, *joined, second))


def _once(c: Cursor) -> Restriction | None:
    """ "This ability triggers only once each turn." (603.2h)"""
    found = c.phrase("this ability triggers only once each turn")
    stop = c.punct(".") if found is not None else None
    return None if found is None or stop is None else Restriction(found, stop)


# --- Modal text (700.2) -----------------------------------------------------------------


def _modal(c: Cursor) -> Modal | None:
    # A modal header says "choose" or "chooses" and ends in a dash (700.2): a line without
    # them isn't one, and its first words aren't read as a chooser only to find so — every
    # line is tried as a header first (issue 28: the compile's time).
    rest = c.lower[c.pos :]
    if "—" not in rest or ("choose" not in rest and "chooses" not in rest):
        return None
    chooser = c.attempt(objects) if c.peek() is not None and c.lower[c.pos] != "choose" else None
    choose = c.word("chooses") if chooser is not None else c.word("choose")
    if choose is None:
        return None
    up_to = c.phrase("up to") or ()
    count = c.attempt(amount)
    more = c.phrase("or both", "or more") or ()
    dash = c.kind(Kind.DASH)
    if count is None or dash is None:
        return None
    return Modal(chooser, choose, up_to, count, more, dash.text)


def _mode(c: Cursor) -> Mode | None:
    """A bullet and its effect (700.2), or a spree mode's "+ {1} —" and its effect (702.172)."""
    bullet = c.kind(Kind.BULLET)
    head: tuple[Part, ...]
    if bullet is not None:
        # A mode may have a name before a dash ("• Sell Contraband — …"), a label (700.2d).
        label = c.attempt(_label) or ()
        head = (bullet.text, *label)
    else:
        plus = c.punct("+")
        cost = mana(c) if plus is not None else None
        dash = c.kind(Kind.DASH) if cost is not None else None
        if plus is None or cost is None or dash is None:
            return None
        head = (plus, cost, dash.text)
    effect = sentences(c)
    return None if effect is None else Mode(head, effect)


def _keywords(c: Cursor) -> KeywordLine | None:
    found = keywords(c)
    if found is None:
        return None
    dash = c.kind(Kind.DASH)
    if dash is not None:
        paid = cost(c)
        # "Ward—Pay 3 life." ends with a full stop; "Suspend 3—{2}{U}" with the line (702.62).
        stop = c.punct(".") or ("" if c.at_end() else None)
        if paid is None or stop is None:
            return None
        return KeywordLine(found, dash.text, paid, stop)
    return KeywordLine(found)


def _as_enters(c: Cursor) -> Replacement | None:
    """ "As ~ enters, choose a color." — a replacement effect (614.1c, 614.12)."""
    lead = c.word("as")
    what = c.kind(Kind.SELF)
    enters = c.phrase("enters the battlefield", "enters")
    comma = c.punct(",")
    if lead is None or what is None or enters is None or comma is None:
        return None
    effect = sentences(c)
    if effect is None:
        return None
    return Replacement((lead, Reference("self", (what.word,)), *enters, comma), effect)


def _additional_cost(c: Cursor) -> Text | None:
    """ "As an additional cost to cast this spell, sacrifice a creature." (601.2b, 118.8)"""
    lead = c.phrase("as an additional cost to cast")
    what = c.kind(Kind.SELF) if lead is not None else None
    comma = c.punct(",") if what is not None else None
    effect = sentences(c) if comma is not None else None
    if lead is None or what is None or comma is None or effect is None:
        return None
    return Text(
        "spell" if c.spell else "static", (*lead, Reference("self", (what.word,)), comma), effect
    )


def _text(c: Cursor) -> Text | None:
    found = sentences(c)
    if found is None:
        return None
    return Text("spell" if c.spell else "static", (), found)


_BODIES = (
    _modal,
    _mode,
    _keywords,
    _activated,
    _triggered,
    _as_enters,
    _additional_cost,
    _text,
)


def _body(c: Cursor) -> Body | None:
    mark = c.pos
    for rule in _BODIES:
        found = c.attempt(rule)
        if found is not None and c.at_end():
            return found
        c.pos = mark
    return None


def _label(c: Cursor) -> tuple[str, ...] | None:
    """An ability word or flavor word and its dash (207.2c): up to six capitalised words
    before "—" at the start of a line (looked at before any is consumed)."""
    n = 0
    while (token := c.peek(n)) is not None and token.kind in (Kind.WORD, Kind.NUMBER):
        n += 1
    dash = c.peek(n)
    first = c.peek()
    if not 0 < n <= 6 or dash is None or dash.kind is not Kind.DASH or first is None:
        return None
    if not first.text[:1].isupper():
        return None
    return tuple(c.advance().text for _ in range(n + 1))


def _line(c: Cursor) -> Line | None:
    mark = c.pos
    found = _body(c)
    if found is not None:
        return Line((), found)
    c.pos = mark
    label = c.attempt(_label)
    if label is None:
        return None
    start = c.pos
    rest = Cursor(c.tokens[start:], spell=c.spell, selves=c.selves, nested=c.nested)
    found = _body(rest)
    c.furthest = max(c.furthest, start + rest.furthest)
    if found is None:
        return None
    c.pos = start + rest.pos
    return Line(label, found)


@dataclass(frozen=True, slots=True)
class Parsed:
    """A line's tokens and its tree, or why it has none: `failure` is "unread" (the grammar
    stopped at token `stopped`), "render" (the tree doesn't render back to the line) or
    "unbound" (a reference with no antecedent in the line, `binders`)."""

    tokens: tuple[Token, ...]
    tree: Line | None
    failure: str | None
    stopped: int


def parse_line(text: str, selves: tuple[str, ...] = (), *, spell: bool = False) -> Parsed:
    """Read one oracle line; `selves` are the names the card calls itself by, `spell` whether
    the line is an instant's or sorcery's."""
    tokens = tokenize(text, selves)
    read = tuple(t for t in tokens if t.kind is not Kind.REMINDER)
    if not read:
        return Parsed(tokens, Line((), Reminder()), None, 0)
    c = Cursor(read, spell=spell, selves=selves, nested=lambda body: _nested(body, selves))
    tree = _line(c)
    if tree is None or not c.at_end():
        return Parsed(tokens, None, "unread", c.furthest)
    if " ".join(words(tree)) != normalised(tokens, selves):
        return Parsed(tokens, None, "render", c.furthest)
    bound = bind(tree, c.lower)
    if bound is None:
        return Parsed(tokens, None, "unbound", len(read))
    return Parsed(tokens, bound, None, len(read))


def _nested(text: str, selves: tuple[str, ...]) -> Line | None:
    """A quoted ability's tree: its text read as a line that isn't spell text (113.2c)."""
    return parse_line(text, selves, spell=False).tree
