"""What a mechanic contributes to the compiler, registered by the mechanic's own package
(`engine/mechanics/<name>/reading.py`, `words.py`) rather than listed here:

- a permanent's line reader, under its template family ("activated: monstrosity") with a
  declared priority — the readers are tried from the lowest, so a narrow template ("{cost}:
  Monstrosity N.") comes before the general one that would read the line differently
  ("activated"); two readers may not share a template or a priority;
- a reader of an ability activated from a graveyard (113.6m) whose line begins with its keyword
  ("Unearth {2}{B}"), under its template ("keywords: unearth"): tried for every card, a spell's
  too, before its line is read as a list of keywords (`engine.cards.compiler.activation_zones`);
  each reads only lines beginning with its own keyword, so their order doesn't matter;
- the words the card page says for a keyword ("the keyword Extort (702.101a), …") and for an
  instruction, by its `op`.

A key registered twice is refused (`engine.core.registry.DuplicateRegistration`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from engine.core.registry import Registry, discover

#: A line reader: the ability (or abilities) a permanent's line is, or None.
Reader = Callable[[str], Any]
#: Words for an instruction (`op`) of the vocabulary.
EffectWords = Callable[[dict[str, Any]], str]

READERS: Registry[str, tuple[int, Reader]] = Registry("the compiler template")
_PRIORITIES: Registry[int, str] = Registry("the compiler priority")
ZONE_READERS: Registry[str, Reader] = Registry("the graveyard ability's template")
KEYWORD_WORDS: Registry[str, Callable[[str], str]] = Registry("the keyword's words for")
EFFECT_WORDS: Registry[str, EffectWords] = Registry("the words for the instruction")


def add_reader(template: str, priority: int, reader: Reader) -> Reader:
    """Register `reader` as the template family `template`, tried in the order of `priority`."""
    if template in READERS:  # refused before its priority is taken
        READERS.register(template, (priority, reader))
    _PRIORITIES.register(priority, template)
    READERS.register(template, (priority, reader))
    return reader


def reader(template: str, priority: int) -> Callable[[Reader], Reader]:
    """A decorator: the decorated function reads a permanent's lines of `template`."""
    return lambda function: add_reader(template, priority, function)


def zone_reader(template: str) -> Callable[[Reader], Reader]:
    """A decorator: the decorated function reads a line that is an ability activated from a
    graveyard (113.6m), as the template family `template`."""
    return lambda function: ZONE_READERS.register(template, function)


def keyword_words(*names: str) -> Callable[[Callable[[str], str]], Callable[[str], str]]:
    """A decorator: the decorated function says what each keyword `names` means (the keyword as
    printed, "Afterlife 2", is passed to it)."""

    def register(function: Callable[[str], str]) -> Callable[[str], str]:
        for name in names:
            KEYWORD_WORDS.register(name, function)
        return function

    return register


def effect_words(*ops: str) -> Callable[[EffectWords], EffectWords]:
    """A decorator: the decorated function says what an instruction of each `op` does."""

    def register(function: EffectWords) -> EffectWords:
        for op in ops:
            EFFECT_WORDS.register(op, function)
        return function

    return register


@cache
def load() -> None:
    """Import every mechanic package's reading and words once, so they have registered."""
    discover("engine.mechanics", "reading")
    discover("engine.mechanics", "words")


def readers() -> tuple[tuple[str, Reader], ...]:
    """The permanent line readers, as (template, reader), in the order of their priorities."""
    load()
    return _ordered(len(READERS))


@cache
def _ordered(count: int) -> tuple[tuple[str, Reader], ...]:
    del count  # the cache's key: a reader registered later gives a new order
    ordered = sorted(READERS.items(), key=lambda item: item[1][0])
    return tuple((template, read) for template, (_, read) in ordered)


def zone_readers() -> tuple[tuple[str, Reader], ...]:
    """The graveyard abilities' readers, as (template, reader), in the order of their templates."""
    load()
    return tuple(sorted(ZONE_READERS.items()))


def said_for_keyword(keyword: str) -> str | None:
    """A mechanic's words for a keyword, by its whole name or its first word ("Afterlife 2")."""
    load()
    found = KEYWORD_WORDS.get(keyword) or KEYWORD_WORDS.get(keyword.partition(" ")[0])
    return None if found is None else found(keyword)


def said_for_effect(effect: dict[str, Any]) -> str | None:
    """A mechanic's words for an instruction, or None when no mechanic registered its op."""
    load()
    found = EFFECT_WORDS.get(effect["op"])
    return None if found is None else found(effect)
