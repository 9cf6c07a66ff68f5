"""The verbs the lowering knows, registered by what performs them: the built-in instructions in
`engine.cards.lowering.verbs`, a mechanic's own keyword action (701) by its package's `reading`
module (`@verb("explore", "explores")`), never listed in one place. A verb registered twice is
refused (`engine.core.registry.DuplicateRegistration`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from engine.cards.grammar.tree import Modifier, Part, Predicate
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Effect
from engine.core.registry import Registry, discover


@dataclass(frozen=True, slots=True)
class Verb:
    """One verb of a clause, as its lowering sees it: the predicate (verb and objects), the
    clause's subject (None for an imperative: "you"), the clause's duration ("until end of
    turn", or None) and the scope of the line."""

    predicate: Predicate
    subject: Part
    duration: Modifier | None
    scope: Scope


#: A verb's lowering: its instructions, or None when the verb's objects aren't read.
Lowering = Callable[[Verb], Sequence[Effect] | None]

VERBS: Registry[str, Lowering] = Registry("the lowered verb")


def verb(*forms: str) -> Callable[[Lowering], Lowering]:
    """A decorator: the decorated function lowers a clause whose verb is one of `forms` (the
    imperative and the third person: "draw", "draws"), compared without case."""

    def register(function: Lowering) -> Lowering:
        for form in forms:
            VERBS.register(form, function)
        return function

    return register


def lowering_for(word: str) -> Lowering | None:
    """The lowering of a verb, the built-in ones and every mechanic's registered first."""
    load()
    return VERBS.get(word.lower())


@cache
def load() -> None:
    """Import the built-in verbs and every mechanic package's `reading` once, so they have
    registered (a mechanic's reading registers its line readers and its verbs alike)."""
    importlib.import_module("engine.cards.lowering.verbs")
    discover("engine.mechanics", "reading")
