"""A permission to cast a card later amended by the sentence after it: "You may cast target
instant or sorcery card from your graveyard this turn. If that spell would be put into your
graveyard, exile it instead." (Jace, Telepath Unbound: a replacement effect on the spell the
permission casts, 614.1a) — the rider lowered with the permission it amends, since "that spell"
names the card the permission targets, which no other instruction acts on.
"""

from __future__ import annotations

from engine.cards.grammar.tree import Clause, Objects, Predicate, Reference
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Effect
from engine.mechanics.graveyard_cast.model import MayCastFromGraveyard

#: The rider's condition, as the grammar's modifier says it.
_RIDER = "if that spell would be put into your graveyard,"


def exiled_instead(found: Clause, before: list[Effect], scope: Scope) -> list[Effect] | None:
    """The instructions so far with their last, a permission to cast a target card, amended
    by this sentence — "If that spell would be put into your graveyard, exile it instead."
    (614.1a), "that spell" and "it" both the card it lets you cast — or None."""
    last = before[-1] if before else None
    if not isinstance(last, MayCastFromGraveyard) or last.exile:
        return None
    if found.subject is not None or found.may or len(found.lead) != 1:
        return None
    lead = found.lead[0]
    if lead.kind != "condition" or said(lead).lower() != _RIDER:
        return None
    if [m.kind for m in found.modifiers] != ["instead"] or len(found.predicates) != 1:
        return None
    (predicate,) = found.predicates
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "exile":
        return None
    named = [p for p in lead.text if isinstance(p, Objects)]
    if len(predicate.text) != 1 or len(named) != 1 or not isinstance(predicate.text[0], Objects):
        return None
    refs = (only(named[0]), only(predicate.text[0]))
    for ref in refs:
        if not isinstance(ref, Reference) or ref.kind != "object":
            return None
        if scope.target_of(ref.antecedent, moved=True) != last.target:
            return None
    return [*before[:-1], last.model_copy(update={"exile": True})]
