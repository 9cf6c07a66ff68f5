""" "Creatures with power less than this creature's power can't block it." (Howlgeist, Aura
Gnarlid) and "… greater than this creature's power …" (Silumgar Assassin): a static ability of
the card restricting which creatures may block it (509.1b, 613.11), the blockers' power compared
with its own as blockers are declared — the rule skulk stands for, with "greater" (702.118b).

Only that whole shape is read: the group "creatures" with no other quality, the comparison with
the card's own power, and "can't block it" about the card; any other words leave it unread.
"""

from __future__ import annotations

from engine.cards.grammar.tree import Clause, Objects, Postfix, Predicate, Reference, Selector
from engine.cards.lowering.phrases import only, said
from engine.cards.vocabulary import CombatRule, Static

#: The comparison's words, by the rule's field saying it.
_COMPARED = {"less": "lesser_power", "greater": "greater_power"}


def blocked_by_power(clause: Clause) -> Static | None:
    """The static ability the clause says, or None when it isn't one read here."""
    if clause.lead or clause.may or clause.modifiers or len(clause.predicates) != 1:
        return None
    (predicate,) = clause.predicates
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "can't":
        return None
    if said(predicate.text).lower() != "block it":
        return None
    subject = only(clause.subject) if isinstance(clause.subject, Objects) else None
    if not isinstance(subject, Selector) or said(subject.qualities) or subject.determiner:
        return None
    if subject.head.lower() != "creatures" or subject.amount is not None or subject.limit:
        return None
    if len(subject.postfix) != 1 or not isinstance(subject.postfix[0], Postfix):
        return None
    text = subject.postfix[0].text
    if len(text) != 6 or not isinstance(text[4], Reference) or text[4].kind != "self":
        return None
    words = tuple(str(w).lower() for w in (*text[:4], text[5]))
    if words[:2] != ("with", "power") or words[3:] != ("than", "power"):
        return None
    field = _COMPARED.get(words[2])
    if field is None:
        return None
    rule = CombatRule.model_validate({"rule": "cant_be_blocked_by", field: True})
    return Static(affects="self", modifications=(rule,))
