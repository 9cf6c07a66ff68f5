""" "If you do, …" and "If you don't, …" (608.2c): a sentence opening so asks whether the
instruction the sentence before it gave was performed, and is lowered with that instruction
into the vocabulary's `IfYouDo`, which holds both.

The sentence before must have given exactly one instruction — "you may" of one, or one the
engine can tell the performance of (`IF_DONE_INSTRUCTIONS`: a sacrifice, a discard, a draw, an
exile, a tap or untap of its controller's) — else "you do" could mean more than one thing and
the line stays unread. A sentence opening "If you do" governs every clause of it ("If you do,
put two +1/+1 counters on this creature, then scry 2": Undercity Scavenger's ruling), and an
"If you don't" sentence right after fills the other branch. "If they do", "if that player
does" (another player's action) stay unread.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Literal

from pydantic import ValidationError

from engine.cards.grammar.tree import Clause, words
from engine.cards.vocabulary import Effect, IfYouDo

Branch = Literal["then", "otherwise"]

#: The leads asking about the instruction before, by their words without case or comma.
_LEADS: dict[tuple[str, ...], Branch] = {
    ("if", "you", "do"): "then",
    ("if", "you", "don't"): "otherwise",
    ("if", "you", "don’t"): "otherwise",
}


def branch(found: Clause) -> tuple[Branch, Clause] | None:
    """Which branch a clause opening "If you do," / "If you don't," is, and the clause without
    that lead; None for any other clause."""
    if len(found.lead) != 1 or found.lead[0].kind != "condition":
        return None
    said = tuple(w.lower() for w in words(found.lead[0]) if w != ",")
    which = _LEADS.get(said)
    return None if which is None else (which, replace(found, lead=()))


def attach(
    before: list[Effect], last: int, which: Branch, made: list[Effect]
) -> list[Effect] | None:
    """The instructions so far with the last one — the one instruction the sentence before gave
    (`last` is how many it gave) — held with what this sentence made in `which` branch; or the
    "if you do" right before given its other branch. None when that isn't one instruction the
    engine can tell the performance of."""
    if last != 1 or not before or not made:
        return None
    asked = before[-1]
    try:
        if isinstance(asked, IfYouDo):
            if getattr(asked, which):
                return None
            joined = asked.model_copy(update={which: tuple(made)})
            return [*before[:-1], IfYouDo.model_validate(joined.model_dump())]
        return [*before[:-1], IfYouDo.model_validate({"effects": (asked,), which: tuple(made)})]
    except ValidationError:
        return None
