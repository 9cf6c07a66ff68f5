""" "… can attack this turn as though it didn't have defender" (702.3b): a resolving spell's or
ability's rule-modifying effect (613.11) on a target or the card, until end of turn — "{W}: This
creature can attack this turn as though it didn't have defender.", "… gets +4/-4 until end of
turn and can attack this turn as though it didn't have defender". Any other words after "can"
("can block an additional creature", "can't be blocked") leave the clause unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.lowering.phrases import object_ref, said
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import ApplyContinuous, CombatRule, Effect

_THIS_TURN = "attack this turn as though it didn't have defender"


@verb("can")
def _can_attack(v: Verb) -> Sequence[Effect] | None:
    if said(v.predicate.text).lower() != _THIS_TURN or v.subject is None:
        return None
    if v.duration is not None and said(v.duration).lower() != "until end of turn":
        return None  # "gets +3/-1 until end of turn and can attack this turn …": one turn
    ref = object_ref(v.subject, v.scope)
    if ref is None:
        return None
    rule = CombatRule(rule="attacks_despite_defender")
    return [ApplyContinuous(target=ref, modifications=(rule,))]
