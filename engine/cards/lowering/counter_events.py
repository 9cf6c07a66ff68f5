"""Counters put as a trigger event (122.6, 603.2): "Whenever one or more +1/+1 counters are put
on this creature", "… on another creature you control" — one trigger each time one or more of
that kind are put on a permanent it watches, by an effect or as it enters with them (122.6);
"that many" the number put, "it" the permanent (400.7).
"""

from __future__ import annotations

from typing import Literal

from engine.cards.grammar.tree import Amount, Counters, Event, Reference
from engine.cards.lowering.phrases import only
from engine.cards.lowering.scope import Scope
from engine.cards.lowering.watched import watched
from engine.cards.vocabulary import Trigger

#: The kinds of counter a trigger may watch being put: those whose rules the engine follows.
_KINDS = frozenset({"+1/+1", "-1/-1"})


def counters_put(event: Event) -> tuple[Trigger, Scope] | None:
    """The trigger of "one or more [kind] counters are put on [permanent]", or None."""
    if len(event.text) != 5:
        return None
    which, *_, what = event.text
    if not isinstance(which, Counters) or which.kind_word not in _KINDS:
        return None
    said_as = which.amount.text if isinstance(which.amount, Amount) else ()
    if tuple(w.lower() for w in said_as) != ("one", "or", "more"):
        return None
    one = only(what)
    if isinstance(one, Reference) and one.kind == "self":
        return Trigger(event="counters_put", counter=which.kind_word), Scope()
    subject = watched(what)
    if subject is None:
        return None
    selector, flt, or_self = subject
    scope: Literal["you_control", "any"] = "any"
    if flt.controller == "you":
        scope, flt = "you_control", flt.model_copy(update={"controller": "any"})
    made = Trigger(
        event="counters_put", counter=which.kind_word, scope=scope, filter=flt, or_self=or_self
    )
    return made, Scope(event_objects=(what, selector))
