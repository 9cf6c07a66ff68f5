"""Sentences of effects: a leading condition, a subject, "may", verbs with their objects, and
the modifiers that cut across verbs (issue 28 §5) — a duration (611.2), "for each", "instead"
(614.1a), "unless … pays …" (118.12a), "if …" and "as long as …" conditions.

A verb is read in its imperative form ("Draw two cards") or with a subject ("Target player
draws two cards", "~ deals 3 damage to any target"); each verb's rule reads only its own
objects, so a modifier read here is read for every verb.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.phrases import amount, counters, keywords, mana, objects, qualities
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import (
    Clause,
    Modifier,
    Objects,
    Part,
    Predicate,
    Quoted,
    Sentence,
)

_Rule = Callable[[Cursor], tuple[Part, ...] | None]


def _seq(c: Cursor, *parts: Part) -> tuple[Part, ...] | None:
    return None if any(p is None for p in parts) else parts


def _cards(c: Cursor) -> tuple[Part, ...] | None:
    """ "a card", "two cards", "X cards" """
    count = c.word("a", "an") or c.attempt(amount)
    noun = c.word("card", "cards")
    return _seq(c, count, noun)


def _life(c: Cursor) -> tuple[Part, ...] | None:
    count = c.attempt(amount)
    noun = c.word("life")
    return _seq(c, count, noun)


def _damage(c: Cursor) -> tuple[Part, ...] | None:
    count = c.attempt(amount)
    noun = c.word("damage")
    to = c.word("to")
    target = c.attempt(objects)
    return _seq(c, count, noun, to, target)


def _object_only(c: Cursor) -> tuple[Part, ...] | None:
    found = c.attempt(objects)
    return None if found is None else (found,)


def _pt(c: Cursor) -> tuple[Part, ...] | None:
    token = c.kind(Kind.PT)
    return None if token is None else (token.text,)


def _get(c: Cursor) -> tuple[Part, ...] | None:
    """ "gets +1/+1" (613.4c)"""
    return _pt(c)


def _gain(c: Cursor) -> tuple[Part, ...] | None:
    """ "gains flying", "gains 3 life", "gains "{T}: …"" """
    life = c.attempt(_life)
    if life is not None:
        return life
    found = keywords(c)
    if found is not None:
        return (found,)
    return _quoted(c)


def quoted(c: Cursor) -> Quoted | None:
    """A quoted ability, read as a line of its own with the same grammar (113.2c)."""
    token = c.kind(Kind.QUOTE)
    if token is None or not token.text.endswith(('"', "”")) or len(token.text) < 2:
        return None
    inner = c.nested(token.body)
    return None if inner is None else Quoted(token.text[0], inner, token.text[-1])


def _quoted(c: Cursor) -> tuple[Part, ...] | None:
    found = c.attempt(quoted)
    return None if found is None else (found,)


def _have(c: Cursor) -> tuple[Part, ...] | None:
    found = keywords(c)
    if found is not None:
        return (found,)
    return _quoted(c)


def _put_counters(c: Cursor) -> tuple[Part, ...] | None:
    """ "put a +1/+1 counter on target creature" (122.1)"""
    which = c.attempt(counters)
    on = c.word("on")
    target = c.attempt(objects)
    return None if which is None else _seq(c, *which, on, target)


def _put(c: Cursor) -> tuple[Part, ...] | None:
    return c.attempt(_put_counters)


def _return(c: Cursor) -> tuple[Part, ...] | None:
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
        "to the battlefield",
    )
    return _seq(c, what, where)


def _add(c: Cursor) -> tuple[Part, ...] | None:
    """ "Add {G}", "Add {R} or {G}", "Add one mana of any color" (106.1)"""
    first = mana(c)
    if first is not None:
        rest: list[Part] = [first]
        while (joiner := c.phrase(", or", "or", ",")) is not None:
            nxt = mana(c)
            if nxt is None:
                return None
            rest += [joiner, nxt]
        return tuple(rest)
    count = c.attempt(amount)
    words = c.phrase(
        "mana of any color", "mana of any one color", "mana in any combination of colors"
    )
    return _seq(c, count, words)


def _create(c: Cursor) -> tuple[Part, ...] | None:
    """ "create a 1/1 white Soldier creature token with flying" (111.1)"""
    count = c.word("a", "an") or c.attempt(amount)
    if count is None:
        return None
    pt = c.kind(Kind.PT)
    described = qualities(c)
    noun = c.word("token", "tokens")
    if noun is None or not described:
        return None
    parts: list[Part] = [count, pt.text if pt else None, described, noun]
    if (with_ := c.word("with")) is not None:
        granted = keywords(c)
        if granted is None:
            return None
        parts += [with_, granted]
    return tuple(parts)


def _number_of(noun: str, *more: str) -> _Rule:
    def rule(c: Cursor) -> tuple[Part, ...] | None:
        count = c.attempt(amount)
        found = c.word(noun, *more)
        return _seq(c, count, found)

    return rule


def _count(c: Cursor) -> tuple[Part, ...] | None:
    found = c.attempt(amount)
    return None if found is None else (found,)


def _enter(c: Cursor) -> tuple[Part, ...] | None:
    """ "enters", "enters tapped", "enters with two +1/+1 counters on it" (614.1c)"""
    if (tapped := c.word("tapped")) is not None:
        return (tapped,)
    if (with_ := c.word("with")) is not None:
        which = c.attempt(counters)
        rest = c.phrase("on it")
        return None if which is None or rest is None else (with_, *which, *rest)
    return ()


def _discard(c: Cursor) -> tuple[Part, ...] | None:
    return c.attempt(_cards) or _object_only(c)


def _cant(c: Cursor) -> tuple[Part, ...] | None:
    """ "can't block", "can't attack or block", "can't be blocked" (508.1, 509.1)"""
    found = c.phrase("attack or block", "be blocked", "block", "attack")
    return None if found is None else found


#: Each verb, in its imperative and third-person forms, and the rule reading its objects.
VERBS: dict[str, _Rule] = {}
for forms, rule in (
    (("draw", "draws"), _cards),
    (("discard", "discards"), _discard),
    (("lose", "loses"), _life),
    (("deal", "deals"), _damage),
    (("destroy", "destroys"), _object_only),
    (("exile", "exiles"), _object_only),
    (("sacrifice", "sacrifices"), _object_only),
    (("tap", "taps"), _object_only),
    (("untap", "untaps"), _object_only),
    (("counter", "counters"), _object_only),
    (("regenerate", "regenerates"), _object_only),
    (("return", "returns"), _return),
    (("get", "gets"), _get),
    (("gain", "gains"), _gain),
    (("have", "has"), _have),
    (("put", "puts"), _put),
    (("add", "adds"), _add),
    (("create", "creates"), _create),
    (("scry", "scries"), _count),
    (("surveil", "surveils"), _count),
    (("enter", "enters"), _enter),
    (("mill", "mills"), _number_of("card", "cards")),
    (("can't",), _cant),
):
    for form in forms:
        VERBS[form] = rule


def predicate(c: Cursor) -> Predicate | None:
    token = c.peek()
    if token is None or token.kind not in (Kind.WORD,):
        return None
    rule = VERBS.get(token.text.lower())
    if rule is None:
        return None
    verb = c.advance().text
    found = rule(c)
    if found is None:
        return None
    return Predicate(verb, tuple(p for p in found if p is not None and p != ""))


def _duration(c: Cursor) -> Modifier | None:
    found = c.phrase(
        "until end of turn",
        "until your next turn",
        "until the end of your next turn",
        "this turn",
        "until ~ leaves the battlefield",
    )
    return None if found is None else Modifier("duration", found)


def _for_each(c: Cursor) -> Modifier | None:
    words = c.phrase("for each")
    if words is None:
        return None
    what = c.attempt(objects)
    return None if what is None else Modifier("for each", (*words, what))


def _unless(c: Cursor) -> Modifier | None:
    word = c.word("unless")
    who = c.attempt(objects)
    pays = c.word("pays", "pay")
    cost = mana(c)
    if word is None or who is None or pays is None or cost is None:
        return None
    return Modifier("unless", (word, who, pays, cost))


def _instead(c: Cursor) -> Modifier | None:
    word = c.word("instead")
    return None if word is None else Modifier("instead", (word,))


def _condition(c: Cursor) -> Modifier | None:
    """ "if you control a Wizard", "as long as it's your turn", "if you do" """
    lead = c.phrase("if", "as long as")
    if lead is None:
        return None
    body = c.phrase("you do", "you don't", "it's your turn", "it's not your turn")
    if body is not None:
        return Modifier("condition", (*lead, *body))
    who = c.word("you")
    verb = c.word("control", "controls")
    what = c.attempt(objects)
    if who is None or verb is None or what is None:
        return None
    return Modifier("condition", (*lead, who, verb, what))


_MODIFIERS = (_duration, _for_each, _unless, _instead, _condition)


def _modifiers(c: Cursor) -> tuple[Modifier, ...]:
    out: list[Modifier] = []
    progress = True
    while progress:
        progress = False
        for rule in _MODIFIERS:
            found = c.attempt(rule)
            if found is not None:
                out.append(found)
                progress = True
    return tuple(out)


def _lead(c: Cursor) -> tuple[Modifier, ...]:
    """A leading condition or duration and its comma ("If you do, …", "Until end of turn, …")."""
    found = c.attempt(_condition) or c.attempt(_duration)
    if found is None:
        return ()
    comma = c.punct(",")
    if comma is None:
        return ()
    return (Modifier(found.kind, (*found.text, comma)),)


def clause(c: Cursor) -> Clause | None:
    mark = c.pos
    lead = _lead(c)
    if not lead:
        c.pos = mark
    subject: Objects | None = None
    may: tuple[str, ...] = ()
    first = c.attempt(predicate)
    if first is None:
        subject = c.attempt(objects)
        if subject is None:
            return None
        may = c.phrase("may") or ()
        first = c.attempt(predicate)
        if first is None:
            return None
    predicates: list[Part] = [first]
    while True:
        at = c.pos
        joiner = c.phrase(", and", "and", ", then", "then")
        nxt = c.attempt(predicate) if joiner is not None else None
        if nxt is None:
            c.pos = at
            break
        predicates += [joiner, nxt]
    return Clause(lead, subject, may, tuple(predicates), _modifiers(c))


def sentence(c: Cursor) -> Sentence | None:
    """Clauses joined by "and", ", then" or ";" and ended by a full stop."""
    first = c.attempt(clause)
    if first is None:
        return None
    clauses: list[Part] = [first]
    while True:
        at = c.pos
        joiner = c.phrase(", and", ", then", "and", "then", ";")
        nxt = c.attempt(clause) if joiner is not None else None
        if nxt is None:
            c.pos = at
            break
        clauses += [joiner, nxt]
    stop = c.punct(".")
    if stop is None:
        # A quoted ability ends the sentence with its own full stop (113.2c).
        last = c.tokens[c.pos - 1]
        if not (c.at_end() and last.kind is Kind.QUOTE and last.body.endswith(".")):
            return None
        stop = ""
    return Sentence(tuple(clauses), stop)


def sentences(c: Cursor) -> tuple[Sentence, ...] | None:
    out: list[Sentence] = []
    while (found := c.attempt(sentence)) is not None:
        out.append(found)
    return tuple(out) or None
