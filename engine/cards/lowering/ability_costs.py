"""An activated ability's own cost reduction lowered (602.2b, 601.2f, 118.7a): its last sentence
"This ability costs {1} less to activate for each legendary creature you control." or "… {2}
less to activate if you control a legendary creature." isn't an instruction but how its total
cost is determined as it is activated. What "for each" counts is read by the one reader of a
counted quantity (`counted.counted`), a condition by the one reader of conditions; a reduction
by colored mana ("{1}{U} less"), an increase ("{1} more") or one that depends on the ability's
target ("if it targets …") stays unread.
"""

from __future__ import annotations

from pydantic import ValidationError

from engine.cards.grammar.tree import (
    Clause,
    Mana,
    Objects,
    Predicate,
    Quality,
    Selector,
    Sentence,
)
from engine.cards.lowering.conditions import condition
from engine.cards.lowering.counted import counted
from engine.cards.lowering.phrases import said
from engine.cards.vocabulary import AbilityCostReduction

#: The predicate's words after the amount of mana: "costs {1} less to activate".
_LESS = ("less", "to", "activate")


def _this_ability(subject: object) -> bool:
    """Whether the clause's subject is "This ability"."""
    if not isinstance(subject, Objects) or len(subject.items) != 1:
        return False
    one = subject.items[0]
    return (
        isinstance(one, Selector)
        and one.head == "ability"
        and one.qualities == (Quality(text=("This",)),)
        and not (one.limit or one.amount or one.determiner or one.postfix)
    )


def _generic(part: object) -> int | None:
    """N of a single generic mana symbol "{N}", 1 to 20; None for any other mana."""
    if not isinstance(part, Mana) or len(part.symbols) != 1:
        return None
    digits = part.symbols[0].strip("{}")
    return int(digits) if digits.isdigit() and 1 <= int(digits) <= 20 else None


def reduction(sentence: Sentence) -> AbilityCostReduction | None:
    """The reduction `sentence` says, or None when it says anything else or isn't read."""
    if sentence.then or len(sentence.clauses) != 1:
        return None
    clause = sentence.clauses[0]
    if not isinstance(clause, Clause) or clause.lead or clause.may or clause.each:
        return None
    if not _this_ability(clause.subject) or len(clause.predicates) != 1:
        return None
    predicate = clause.predicates[0]
    if not isinstance(predicate, Predicate) or predicate.verb != "costs":
        return None
    if len(predicate.text) != 4 or predicate.text[1:] != _LESS or len(clause.modifiers) != 1:
        return None
    amount = _generic(predicate.text[0])
    found = clause.modifiers[0]
    if amount is None:
        return None
    text = said(sentence)
    if found.kind == "for each":
        count = counted(found)
        try:
            made = {"amount": amount, "for_each": count, "text": text}
            return None if count is None else AbilityCostReduction.model_validate(made)
        except ValidationError:
            return None
    asked = condition(found) if said(found).lower().startswith("if ") else None
    if asked is None or asked.about_source:
        return None
    return AbilityCostReduction(amount=amount, condition=asked, text=text)


def split(effect: tuple[Sentence, ...]) -> tuple[tuple[Sentence, ...], AbilityCostReduction | None]:
    """The ability's instructions' sentences and its cost reduction, when its last sentence is
    one ("This ability costs …"); else all its sentences and None."""
    if len(effect) < 2:
        return effect, None
    found = reduction(effect[-1])
    return (effect, None) if found is None else (effect[:-1], found)
