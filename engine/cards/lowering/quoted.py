"""Quoted abilities (113.2c): an ability in quotes is a whole line, read as a line of a permanent
is read — by the compiler's templates, else by the grammar and this lowering — and is an ability
the object has: one gained from a static ability or an effect (layer 6, 613.1f: `AddAbilities`,
which holds activated and triggered abilities), or part of a token's text as the effect creating
it defines it (111.3: any ability a card may have, keywords and static abilities too).

Inside the quotes "this creature" / "this token" is the object that has the ability, the card
itself ("~") to the reading, as it is to that object (113.7). Quotes naming the card they are
printed on by its name (another object, which the ability can't name from inside them) aren't
read, nor quotes any part of whose line stays unread: all or nothing, as every line (issue 28 §4).

The reading of a line is the compiler's (`engine.cards.compiler.card`), which imports the
lowering: it registers itself here (`read_lines_with`) rather than be imported by it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, cast

from pydantic import TypeAdapter, ValidationError

from engine.cards.compiler.selectors import keyword_list
from engine.cards.grammar.tree import (
    Clause,
    Keywords,
    Objects,
    Part,
    Predicate,
    Quoted,
    Reference,
    TokenSpec,
)
from engine.cards.lowering.phrases import said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import (
    Ability,
    Activated,
    AddAbilities,
    AddKeywords,
    CardDef,
    CreateToken,
    Effect,
    May,
    Triggered,
)
from engine.cards.vocabulary.card import Modification
from engine.core.registry import Registry

#: Reads a line's printed text as a permanent's abilities (plain data, keywords as strings), or
#: None when any part of it isn't read.
LineReader = Callable[[str], Sequence[Any] | None]

#: The one reader of a quoted line, registered by the compiler under "permanent line".
READERS: Registry[str, LineReader] = Registry("the reader of a quoted ability's line")

_ABILITIES: TypeAdapter[tuple[Any, ...]] = TypeAdapter(cast(Any, tuple[str | Ability, ...]))
#: Between a granted keyword list and quoted abilities, or between quoted abilities.
_JOINERS = frozenset({"and", ", and", ","})


def read_lines_with(reader: LineReader) -> None:
    """Register the compiler's reading of a permanent's line as the reader of quoted lines."""
    READERS.register("permanent line", reader)


def read_quoted_line(text: str) -> Sequence[Any] | None:
    """A quoted line's abilities as the compiler reads a permanent's line (plain data, keywords
    as strings), "~" the object that has them; None when any part of it isn't read. The one
    reading of a quoted ability: a granted ability's, a token's and an emblem's (114.2)."""
    reader = _reader()
    return None if reader is None else reader(text)


@cache
def _reader() -> LineReader | None:
    """The compiler's reading of a line, imported once so that it has registered itself."""
    importlib.import_module("engine.cards.compiler.card")
    return READERS.get("permanent line")


def _read(found: Quoted) -> tuple[tuple[Any, ...], tuple[Any, ...]] | None:
    """The quoted line's abilities as the reader gives them (plain data, keywords as strings)
    and as the vocabulary's models; None when any part of the line isn't read."""
    reader = _reader()
    if found.names_card or not found.printed or reader is None:
        return None
    read = reader(found.printed)
    if not read:
        return None
    try:
        return tuple(read), _ABILITIES.validate_python(tuple(read))
    except ValidationError:
        return None


def abilities(found: Quoted) -> tuple[Any, ...] | None:
    """What the quoted line is, as the vocabulary's abilities (keywords as strings), or None."""
    read = _read(found)
    return None if read is None else read[1]


def granted(found: Quoted) -> tuple[Activated | Triggered, ...] | None:
    """The quoted line as abilities an object can gain (613.1f): activated or triggered."""
    read = abilities(found)
    if read is None or not all(isinstance(a, Activated | Triggered) for a in read):
        return None
    return cast(tuple[Activated | Triggered, ...], read)


def _split(parts: tuple[Part, ...]) -> tuple[list[Keywords], list[Quoted]] | None:
    """ "flying, haste, and "…"", ""…" and "…"": the keyword lists and quoted abilities, their
    joiners checked; None for another part."""
    listed: list[Keywords] = []
    quoted: list[Quoted] = []
    expect_item = True
    for part in parts:
        if expect_item and isinstance(part, Keywords) and not quoted and not listed:
            listed.append(part)
        elif expect_item and isinstance(part, Quoted):
            quoted.append(part)
        elif not expect_item and isinstance(part, str) and part.lower() in _JOINERS:
            pass
        else:
            return None
        expect_item = not expect_item
    return (listed, quoted) if not expect_item else None


def gained(parts: tuple[Part, ...]) -> list[Modification] | None:
    """What "has / have / gains [keywords and] "…"" gives the object (layer 6, 613.1f): the
    keywords and the quoted abilities; None unless every part is read."""
    split = _split(parts)
    if split is None:
        return None
    listed, quoted = split
    out: list[Modification] = []
    for keywords in listed:
        names = keyword_list(said(keywords))
        if names is None:
            return None
        out.append(AddKeywords(keywords=tuple(names)))
    if quoted:
        found: list[Activated | Triggered] = []
        for one in quoted:
            read = granted(one)
            if read is None:
                return None
            found += read
        out.append(AddAbilities(abilities=tuple(found)))
    return out


def token_text(parts: tuple[Part, ...]) -> list[Any] | None:
    """A token's abilities as "with [keywords and] "…"" gives them (111.3: the creating effect
    defines its text): keywords as strings, the quoted lines as whatever abilities they are."""
    split = _split(parts)
    if split is None:
        return None
    listed, quoted = split
    out: list[Any] = []
    for keywords in listed:
        names = keyword_list(said(keywords))
        if names is None:
            return None
        out += names
    for one in quoted:
        read = _read(one)
        if read is None:
            return None
        out += read[0]
    return out


def token_has(found: Clause, effects: list[Effect], scope: Scope) -> list[Effect] | None:
    """ "Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this token: Add
    {C}."": the clause after the one creating the token, adding to its text (111.3) — the
    effects with that token's instruction (the last, alone or the last a "may" holds) holding
    it; None when the clause isn't one such."""
    subject = found.subject
    one = subject.items[0] if isinstance(subject, Objects) and len(subject.items) == 1 else None
    verbs = found.predicates
    if found.lead or found.modifiers or found.may or len(verbs) != 1 or not effects:
        return None
    (predicate,) = verbs
    if not isinstance(one, Reference) or not isinstance(predicate, Predicate):
        return None
    if predicate.verb.lower() not in ("has", "have") or not isinstance(one.antecedent, TokenSpec):
        return None
    made = scope.tokens.get(id(one.antecedent))
    last = effects[-1]
    holder = last if isinstance(last, May) and last.effects else None
    created = holder.effects[-1] if holder is not None else last
    text = token_text(predicate.text)
    if made is None or created is not made or not isinstance(created, CreateToken) or not text:
        return None
    token = created.token.model_dump(by_alias=True, exclude_defaults=True)
    token["abilities"] = [*token.get("abilities", ()), *text]
    try:
        amended = created.model_copy(update={"token": CardDef.model_validate(token)})
    except ValidationError:
        return None
    scope.tokens[id(one.antecedent)] = amended
    if holder is None:
        return [*effects[:-1], amended]
    return [*effects[:-1], holder.model_copy(update={"effects": (*holder.effects[:-1], amended)})]
