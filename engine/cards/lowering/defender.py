""" "… can attack this turn as though it didn't have defender" (702.3b), "… can block an
additional creature this turn", "… can block any number of creatures this turn" (509.1a): a
resolving spell's or ability's rule-modifying effect (613.11) on a target or the card, until end
of turn — "{W}: This creature can attack this turn as though it didn't have defender.", "{1}{G}:
This creature can block an additional creature this turn.", "Target creature gets +2/+6 until
end of turn and can block any number of creatures this turn". Any other words after "can"
("can't be blocked") leave the clause unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.lowering.phrases import object_ref, said
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import ApplyContinuous, CombatRule, Effect
from engine.cards.vocabulary.combat import CombatRuleKind

#: What the creature can do this turn, by the words after "can": the rule it gets.
_THIS_TURN: dict[str, CombatRuleKind] = {
    "attack this turn as though it didn't have defender": "attacks_despite_defender",
    "block an additional creature this turn": "blocks_additional",
    "block any number of creatures this turn": "blocks_any_number",
}


@verb("can")
def _can_this_turn(v: Verb) -> Sequence[Effect] | None:
    kind = _THIS_TURN.get(said(v.predicate.text).lower())
    if kind is None or v.subject is None:
        return None
    if v.duration is not None and said(v.duration).lower() != "until end of turn":
        return None  # "gets +3/-1 until end of turn and can attack this turn …": one turn
    ref = object_ref(v.subject, v.scope)
    if ref is None:
        return None
    rule = CombatRule(rule=kind)
    return [ApplyContinuous(target=ref, modifications=(rule,))]
