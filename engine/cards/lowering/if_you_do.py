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

"You may pay {2}{R}." (or "{E}{E}", energy, 107.14) alone before such a sentence is the
vocabulary's `May` with its payment (118.12: paid as it resolves, if it can be): `offered`
reads it, and what the next sentence says is done only when it is paid.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ValidationError

from engine.cards.grammar.tree import Clause, Mana, Predicate, Sentence, words
from engine.cards.lowering.phrases import said
from engine.cards.vocabulary import Effect, IfYouDo, May
from engine.core.mana import ManaError, parse_cost
from engine.core.replace import replace

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


def offered(found: Sentence) -> dict[str, str | int] | None:
    """What "You may pay {2}{R}." / "You may pay {E}{E}." offers as `May`'s fields ({"pay":
    "{2}{R}"} or {"energy": 2}, with the question's `text`), when the sentence says only that;
    None for another sentence, or a payment with X or a symbol that isn't mana (118.12)."""
    first = found.clauses[0] if len(found.clauses) == 1 else None
    if found.then or not isinstance(first, Clause) or first.lead or first.modifiers:
        return None
    verbs = first.predicates
    if not first.may or first.each or said(first.subject).lower() != "you" or len(verbs) != 1:
        return None
    (verb,) = verbs
    if not isinstance(verb, Predicate) or verb.verb.lower() != "pay" or len(verb.text) != 1:
        return None
    (cost,) = verb.text
    if not isinstance(cost, Mana):
        return None
    symbols = "".join(cost.symbols)
    if set(cost.symbols) == {"{E}"}:
        return {"energy": len(cost.symbols), "text": f"pay {symbols}"}
    try:
        parse_cost(symbols)
    except ManaError:
        return None
    if "X" in symbols or "{S}" in cost.symbols:
        return None
    return {"pay": symbols, "text": f"pay {symbols}"}


def paid(offer: dict[str, str | int], made: list[Effect]) -> list[Effect] | None:
    """What the sentence after an offer says, done only when it is paid (118.12)."""
    try:
        return [May.model_validate({**offer, "effects": tuple(made)})]
    except ValidationError:
        return None
