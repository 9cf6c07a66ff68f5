"""Support read from oracle text (701.41a): the verb "support" in the grammar's tree ("When this
creature enters, support 2.", "{4}{G}{W}: Support 2.", the sorcery Lead by Example's "Support
2."), whose one object is a number N: "Put a +1/+1 counter on each of up to N other target
creatures" on a permanent, "… up to N target creatures" on an instant or sorcery.

A subject, a duration, or a target named earlier in the line (whose "other" would then read as
other than that target, 115.3) leaves the line unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.lowering.phrases import number
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect, Filter, PutCounters, TargetSpec

#: N in words, as the rule's own instruction says it ("each of up to two other target creatures").
_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


@verb("support", "supports")
def _support(v: Verb) -> Sequence[Effect] | None:
    """ "support N" (701.41a): the imperative, with a number N of one or more."""
    parts = v.predicate.text
    if v.subject is not None or v.duration is not None or len(parts) != 1 or v.scope.specs:
        return None
    amount = number(parts[0])
    if not isinstance(amount, int) or amount < 1:
        return None
    spell = v.scope.spell
    creatures = "target creatures" if spell else "other target creatures"
    spec = TargetSpec(
        kind="creature",
        min=0,
        max=amount,
        filter=Filter(other=not spell),
        text=f"each of up to {_WORDS.get(amount, str(amount))} {creatures}",
    )
    index = v.scope.add(spec, parts[0])
    return [PutCounters(counter="+1/+1", amount=1, target=index)]
