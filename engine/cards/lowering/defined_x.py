"""X defined by the text (107.3c): "Target player loses X life and mills X cards, where X is the
number of Zombies you control", "Put X +1/+1 counters on target creature, where X is that
creature's power".

A sentence's ", where X is …" says what every X of the line is (107.3c, 107.3i): the line's
instructions are read with X said plainly, then each X of theirs becomes the count, found as
that instruction is performed (608.2h; `engine.derived.amounts`) — a count that changed while
the ability waited on the stack is counted as it is then, and one instruction's X after
another's is counted after the first was done. What the count names ("that creature's power")
is read once the line's targets are known (`amounts.quantity`). A line defining X twice, an X
left where the vocabulary can't hold a count (a filter's "mana value X or less", "X target
creatures": the announced X, 107.3a), or a cost with X of its own beside the definition stays
unread.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from engine.cards.grammar.tree import Clause, Count, Modifier, Sentence
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Effect
from engine.cards.vocabulary.amounts import Quantity
from engine.core.replace import replace

#: The vocabulary's flags comparing with the announced X (107.3a): never the text's X.
_ANNOUNCED = frozenset({"mana_value_at_most_x", "mana_value_is_x", "count_x"})


def _where(found: Clause) -> list[Modifier]:
    return [m for m in (*found.lead, *found.modifiers) if m.kind == "where"]


def defines_x(found: Sequence[Sentence]) -> bool:
    """Whether a sentence of the line says what X is (", where X is …")."""
    return any(
        _where(part) for sentence in found for part in sentence.clauses if isinstance(part, Clause)
    )


def definition(found: Sequence[Sentence]) -> tuple[tuple[Sentence, ...], Count | None] | None:
    """The sentences with their ", where X is …" taken out, and what it says X is (None when
    no sentence says); None when more than one does (two definitions of one X)."""
    if not defines_x(found):
        return tuple(found), None
    definitions: list[Count] = []
    out: list[Sentence] = []
    for sentence in found:
        clauses = []
        for part in sentence.clauses:
            if isinstance(part, Clause) and (where := _where(part)):
                definitions += [m.text[0] for m in where if isinstance(m.text[0], Count)]
                lead = tuple(m for m in part.lead if m.kind != "where")
                rest = tuple(m for m in part.modifiers if m.kind != "where")
                part = replace(part, lead=lead, modifiers=rest)
            clauses.append(part)
        out.append(replace(sentence, clauses=tuple(clauses)))
    if len(definitions) != 1:
        return None
    return tuple(out), definitions[0]


def defined(effects: list[Effect], scope: Scope, q: Quantity) -> list[Effect] | None:
    """The instructions with each X the count `q` (107.3c), or None when one of them holds X
    where the vocabulary takes no count, or no X at all was said."""
    if any(spec.says_x for spec in scope.specs):
        return None  # "X target creatures": the announced X (601.2b-c)
    counted = q.model_dump(by_alias=True)
    out: list[Effect] = []
    found = False
    for effect in effects:
        data = effect.model_dump(by_alias=True)
        made, said = _counted(data, counted)
        if _announced(made):
            return None
        found = found or said
        try:
            out.append(type(effect).model_validate(made))
        except ValidationError:
            return None  # an X the vocabulary holds as a number only
    return out if found else None


def _counted(data: Any, q: dict[str, Any]) -> tuple[Any, bool]:
    """`data` with every value "X" the count; whether there was one."""
    if isinstance(data, dict):
        out, found = {}, False
        for key, value in data.items():
            out[key], said = _counted(value, q)
            found = found or said
        return out, found
    if isinstance(data, list | tuple):
        items = [_counted(value, q) for value in data]
        return type(data)(made for made, _ in items), any(said for _, said in items)
    if data == "X":
        return q, True
    return data, False


def _announced(data: Any) -> bool:
    """Whether the data still compares anything with the announced X (a filter's flag)."""
    if isinstance(data, dict):
        return any(
            (key in _ANNOUNCED and value is True) or _announced(value)
            for key, value in data.items()
        )
    if isinstance(data, list | tuple):
        return any(_announced(value) for value in data)
    return False
