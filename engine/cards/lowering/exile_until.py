""" "Exile target … until ~ leaves the battlefield" (610.3): the exile verb with that duration,
a linked exile (`linked_exile`) whose card returns under its owner's control as the card
leaves (610.3c) and which exiles nothing if the card has left before it resolves (610.3a-b).
Only a target is read ("exile all artifacts your opponents control until …" stays unread), and
only this duration: any other after "exile" leaves the clause unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.grammar.tree import Objects
from engine.cards.lowering.phrases import object_ref, said
from engine.cards.lowering.registry import Verb
from engine.cards.vocabulary import Effect
from engine.mechanics.linked_exile.model import ExileLinked

_UNTIL_IT_LEAVES = "until ~ leaves the battlefield"


def exile_until(v: Verb) -> Sequence[Effect] | None:
    """The exile of the clause's one target until the card leaves, or None."""
    if v.duration is None or said(v.duration).lower() != _UNTIL_IT_LEAVES:
        return None
    parts = v.predicate.text
    if v.subject is not None or len(parts) != 1 or not isinstance(parts[0], Objects):
        return None
    if not said(parts[0]).lower().startswith(("target ", "up to one target ")):
        return None
    ref = object_ref(parts[0], v.scope)
    if not isinstance(ref, int):
        return None
    v.scope.move(ref)
    return [ExileLinked(target=ref, until_leaves=True)]
