"""Boast (CR 702.142a) read: the label "Boast —" before an activated ability adds the two
restrictions it means — activated only if this creature attacked this turn (declared as an
attacker, 508.1a) and only once each turn (602.5b). An ability that says a restriction of its
own besides stays unread: the vocabulary has one condition an ability."""

from __future__ import annotations

from engine.cards.lowering.registry import keyword_label
from engine.cards.vocabulary import Activated, Condition

#: "Activate only if this creature attacked this turn" (702.142a).
ATTACKED = Condition(self_attacked=True, text="this creature attacked this turn (702.142a)")


@keyword_label("boast")
def boast(ability: Activated) -> Activated | None:
    """The ability with boast's restrictions (702.142a), or None when it has its own."""
    if ability.only_if is not None or ability.once_each_turn or ability.zone != "battlefield":
        return None
    return ability.model_copy(update={"only_if": ATTACKED, "once_each_turn": True})
