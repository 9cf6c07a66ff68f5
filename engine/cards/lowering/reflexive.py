""" "When you do, …" (603.12): a sentence opening so is a reflexive triggered ability the ability
before it creates as it resolves, and it and every sentence after it are that ability's text
("… you may sacrifice another creature. When you do, destroy target creature an opponent
controls."). It is held, as "If you do, …" is (`if_you_do`), by the one instruction the sentence
before gave — so it triggers only when that action was taken — and has targets of its own,
chosen as it is put on the stack after the action (603.3d), never those of the ability creating
it: a reference back to one of those leaves the line unread (`Scope.apart`). "When they do" and
"when that player does" (another player's action) stay unread.
"""

from __future__ import annotations

from pydantic import ValidationError

from engine.cards.grammar.tree import Clause, Sentence, words
from engine.cards.lowering.phrases import said
from engine.cards.vocabulary import CreateDelayedTrigger, Effect, TargetSpec
from engine.core.replace import replace

#: The longest text the created ability keeps (`CreateDelayedTrigger.text`).
_LONGEST = 300


def opened(found: Sentence) -> Sentence | None:
    """The sentence without its lead "When you do,", when it opens so; None otherwise."""
    first = found.clauses[0] if found.clauses else None
    if not isinstance(first, Clause) or len(first.lead) != 1:
        return None
    (lead,) = first.lead
    if lead.kind != "reflexive" or [w.lower() for w in words(lead)] != ["when", "you", "do", ","]:
        return None
    return replace(found, clauses=(replace(first, lead=()), *found.clauses[1:]))


def created(
    text: tuple[Sentence, ...], targets: list[TargetSpec], effects: list[Effect]
) -> CreateDelayedTrigger | None:
    """The reflexive ability whose text is `text` ("When you do, …" and what follows), with
    its own targets and instructions; None when the vocabulary can't hold it."""
    said_once = " ".join(said(s) for s in text).replace("~", "this")
    if len(said_once) > _LONGEST:
        return None
    try:
        return CreateDelayedTrigger(
            at="reflexive", targets=tuple(targets), effects=tuple(effects), text=said_once
        )
    except ValidationError:
        return None
