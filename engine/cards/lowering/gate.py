"""A cheap look before the grammar reads a line for lowering: a line naming a verb or a
modifier the lowering has no rule for can't lower, so it isn't parsed at all — the compile of
the whole corpus stays within its budget (issue 28: under 20 s) though most unread lines are
read by the grammar only to find a part the vocabulary has no word for.

The words come from the rules themselves: the grammar's verbs no lowering is registered for
(`registry.VERBS`, a mechanic's verb counted once registered), minus the words that also name a
trigger event, a cost or a noun ("enters", "discard a card", "a +1/+1 counter"), and the
modifiers `clauses` refuses. A word here only ever leaves a line unread, never misread.
"""

from __future__ import annotations

import re
from functools import cache

from engine.cards.grammar.verbs import VERBS as GRAMMAR_VERBS
from engine.cards.lowering.clauses import REFUSED_PHRASES, REFUSED_WORDS
from engine.cards.lowering.registry import VERBS, load

#: Verb words that also stand in events, costs, statics or nouns, so their presence says
#: nothing about whether the line lowers.
_NOT_ONLY_VERBS = frozenset(
    {"enter", "enters", "attack", "attacks", "block", "blocks", "is", "are", "has", "have"}
    | {"can", "can't", "remove", "removes", "discard", "discards", "pay", "pays"}
    | {"become", "becomes", "doesn't", "don't", "cast", "casts", "copy", "copies"}
)
_WORDS = re.compile(r"[a-z][a-z'’-]*")


@cache
def _unlowered(count: int) -> frozenset[str]:
    del count  # the cache's key: a verb registered later gives a new set
    return frozenset(GRAMMAR_VERBS) - frozenset(VERBS) - _NOT_ONLY_VERBS


def may_lower(text: str) -> bool:
    """Whether the line may lower: it names no verb or modifier without a lowering."""
    load()
    folded = text.lower()
    if any(phrase in folded for phrase in REFUSED_PHRASES):
        return False
    return not (set(_WORDS.findall(folded)) & (_unlowered(len(VERBS)) | REFUSED_WORDS))
