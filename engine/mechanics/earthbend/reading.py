"""Earthbend read from oracle text (701.66a): the verb "earthbend N" in the grammar's tree ("When
this creature enters, earthbend 2.", "Earthbend 3, then earthbend 3."), its target — "target land
you control", which the keyword action's words name (115.1) — one more target spec of the line.
Only a number is read: "earthbend X, where X is …" stays unread."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.lowering.phrases import number
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect, Filter, TargetSpec
from engine.mechanics.earthbend.model import Earthbend

#: The target the keyword action names (701.66a).
LAND_YOU_CONTROL = TargetSpec(
    kind="permanent",
    filter=Filter(types=("Land",), controller="you"),
    text="target land you control",
)


@verb("earthbend", "earthbends")
def _earthbend(v: Verb) -> Sequence[Effect] | None:
    """ "earthbend 2": the imperative alone, a number, no duration."""
    if v.subject is not None or v.duration is not None or len(v.predicate.text) != 1:
        return None
    n = number(v.predicate.text[0])
    if not isinstance(n, int) or n < 1:
        return None
    index = len(v.scope.specs)
    v.scope.specs.append(LAND_YOU_CONTROL)
    return [Earthbend(target=index, amount=n)]
