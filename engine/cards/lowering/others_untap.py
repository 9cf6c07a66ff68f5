""" "Untap all permanents you control during each other player's untap step." (Seedborn Muse),
"Untap this creature during each other player's untap step." (Endbringer): a static ability
whose rule-modifying effect (613.11) has the permanents it names untap during each other
player's untap step too (502.3, `UntapsDuringOthersUntapSteps`; `engine.rules.untap_others`).

The permanents are the card itself or a group its controller controls ("… you control"), so
"other player" is other than their controller as it is other than the ability's; a group any
player may control, or any other words, leave the line unread.
"""

from __future__ import annotations

from engine.cards.grammar.tree import Clause, Objects, Predicate, Reference
from engine.cards.lowering.phrases import group_filter, only, said
from engine.cards.vocabulary import Static, UntapsDuringOthersUntapSteps

_DURING = "during each other player's untap step"
_UNTAPS = (UntapsDuringOthersUntapSteps(),)


def untaps_during_others(clause: Clause) -> Static | None:
    """The static ability the clause says, or None when it isn't one read here."""
    if clause.subject is not None or clause.lead or clause.may or len(clause.predicates) != 1:
        return None
    if len(clause.modifiers) != 1 or said(clause.modifiers[0]).lower() != _DURING:
        return None
    (predicate,) = clause.predicates
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "untap":
        return None
    if len(predicate.text) != 1 or not isinstance(predicate.text[0], Objects):
        return None
    (what,) = predicate.text
    one = only(what)
    if isinstance(one, Reference):
        if one.kind != "self":
            return None
        return Static(affects="self", modifications=_UNTAPS)
    flt = group_filter(what)
    if flt is None or flt.controller != "you":
        return None
    return Static(affects="all", filter=flt, modifications=_UNTAPS)
