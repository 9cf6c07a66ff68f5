"""Sentences of effects: a leading condition, a subject, "may", verbs joined by "and" or
"then" (`verbs`), and the modifiers every verb shares (`modifiers`).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards.grammar.amounts import stat
from engine.cards.grammar.cursor import Cursor
from engine.cards.grammar.modifiers import lead, modifiers
from engine.cards.grammar.phrases import objects
from engine.cards.grammar.tokens import Kind
from engine.cards.grammar.tree import Clause, Count, Modifier, Objects, Part, Sentence
from engine.cards.grammar.verbs import predicate


def clause(c: Cursor) -> Clause | None:
    """[a leading condition ","] [subject ["each"] ["may"]] verbs [modifiers]: the subject is
    objects ("target creature") or a value ("~'s power"); "each" after it says the verbs of
    each of them ("Two target creatures each get +2/+2")."""
    leading = lead(c)
    instead = c.word("instead")  # "If …, instead exile it" (614.1a)
    if instead is not None:
        leading = (*leading, Modifier("instead", (instead,)))
    subject: Objects | Count | None = None
    each = ""
    may: tuple[str, ...] = ()
    first = c.attempt(predicate)
    if first is None:
        start = c.pos
        subjects: tuple[Callable[[Cursor], Objects | Count | None], ...] = (objects, stat)
        for rule in subjects:
            c.pos = start
            subject = rule(c)
            each = (c.word("each") or "") if subject is not None else ""
            may = c.phrase("may") or ()
            first = c.attempt(predicate) if subject is not None else None
            if first is not None:
                break
        if first is None:
            return None
    predicates: list[Part] = [first]
    while True:
        at = c.pos
        joiner = c.phrase(", and", "and", ", then", "then", ",")
        nxt = c.attempt(predicate) if joiner is not None else None
        if nxt is None or joiner is None:
            c.pos = at
            break
        predicates += [*joiner, nxt]
    return Clause(leading, subject, each, may, tuple(predicates), modifiers(c))


def sentence(c: Cursor) -> Sentence | None:
    """[ "Then" ] clauses joined by "and", ", then" or ";" and ended by a full stop."""
    then = c.word("then")
    first = c.attempt(clause)
    if first is None:
        return None
    clauses: list[Part] = [first]
    while True:
        at = c.pos
        joiner = c.phrase(", and", ", then", "and", "then", ";")
        nxt = c.attempt(clause) if joiner is not None else None
        if nxt is None or joiner is None:
            c.pos = at
            break
        clauses += [*joiner, nxt]
    stop = c.punct(".")
    still = c.attempt(_still) if stop is not None else None
    if stop is None:
        # A quoted ability ends the sentence with its own full stop (113.2c).
        last = c.tokens[c.pos - 1]
        if not (last.kind is Kind.QUOTE and last.body.rstrip("'\"”").endswith(".")):
            return None
        still = c.attempt(_still)
        if not c.at_end() and still is None:
            return None
        stop = ""
    return Sentence(then or "", tuple(clauses), stop, still or ())


def _still(c: Cursor) -> tuple[str, ...] | None:
    """ "It's still a land." / "They're still lands." after a sentence (205.1b)."""
    said = c.phrase("it's still a land", "they're still lands")
    stop = c.punct(".") if said is not None else None
    return None if said is None or stop is None else (*said, stop)


def sentences(c: Cursor) -> tuple[Sentence, ...] | None:
    out: list[Sentence] = []
    while (found := c.attempt(sentence)) is not None:
        out.append(found)
    return tuple(out) or None
