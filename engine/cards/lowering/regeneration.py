""" " It / They / That creature can't be regenerated." after a destroy (701.19c, 701.8a): the
destroy instruction before it, marked so no regeneration shield replaces that destruction.

The sentence amends the instruction the sentence before it made — one "destroy" of a target
("Destroy target nonblack creature. It can't be regenerated.", Nekrataal's "That creature") or
of a set ("Destroy all artifacts, creatures, and lands. They can't be regenerated.") — only when
its subject refers back to exactly what that "destroy" named (the binder's antecedent is that
verb's object). Any other subject or earlier instruction leaves the line unread.
"""

from __future__ import annotations

from engine.cards.grammar.tree import Clause, Objects, Part, Predicate, Reference, Sentence
from engine.cards.lowering.phrases import only
from engine.cards.vocabulary import Destroy, DestroyAll, Effect


def _destroyed(prior: Sentence | None) -> tuple[Part, ...] | None:
    """The objects of the one "destroy" the sentence before says, or None."""
    if prior is None or len(prior.clauses) != 1 or not isinstance(prior.clauses[0], Clause):
        return None
    (predicate,) = prior.clauses[0].predicates or (None,)
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "destroy":
        return None
    return predicate.text


def cant_regenerate(
    found: Clause, effects: list[Effect], last: int, prior: Sentence | None
) -> list[Effect] | None:
    """The effects with the last one's destruction unable to be regenerated, or None when the
    clause isn't "[that] can't be regenerated" about what the sentence before destroyed."""
    if found.lead or found.may or found.modifiers or len(found.predicates) != 1:
        return None
    (predicate,) = found.predicates
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "can't":
        return None
    if tuple(w.lower() for w in predicate.text if isinstance(w, str)) != ("be", "regenerated"):
        return None
    if len(predicate.text) != 2:
        return None
    subject = only(found.subject) if isinstance(found.subject, Objects) else None
    objects = _destroyed(prior)
    if not isinstance(subject, Reference) or subject.kind != "object" or objects is None:
        return None
    antecedent = subject.antecedent
    named = [p for p in objects if p is antecedent or p == antecedent]
    named += [p for p in objects if isinstance(p, Objects) and antecedent in p.items]
    # "Destroy it. It can't be regenerated.": both references name the same object, the one
    # the trigger event named ("Whenever a Djinn or Efreet enters, …").
    for p in objects:
        if not isinstance(p, Objects) or antecedent is None:
            continue
        ref = only(p)
        if isinstance(ref, Reference) and ref.kind == "object" and ref.antecedent is antecedent:
            named.append(p)
    if not named or last != 1 or not effects:
        return None
    destroy = effects[-1]
    if not isinstance(destroy, Destroy | DestroyAll) or destroy.cant_regenerate:
        return None
    return [*effects[:-1], destroy.model_copy(update={"cant_regenerate": True})]
