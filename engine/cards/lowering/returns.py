"""Cards and permanents returned to a hand or put onto the battlefield from a graveyard by the
"return" and "put" verbs (`verbs`): a permanent you control chosen as it resolves (608.2c), a
target card of a graveyard (115.1) back to your hand or the battlefield — its owner's, or under
your control (110.2a). Each moved object is a new object (400.7).
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError

from engine.cards.compiler.card_phrases import graveyard_target
from engine.cards.compiler.selectors import noun_phrase
from engine.cards.grammar.tree import Objects, Selector
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.registry import Verb
from engine.cards.vocabulary import Effect, Filter, PlayerReturns, ReturnToHand, TargetSpec
from engine.cards.vocabulary.library import ReturnToBattlefield


def chosen_return(one: Selector) -> Sequence[Effect] | None:
    """ "Return another creature you control to its owner's hand", "return a land you control
    …": the permanent chosen as it resolves, not targeted (608.2c, 115.10a); "another" is one
    other than the source itself (a filter's `other`)."""
    said_as = tuple(w.lower() for w in one.determiner)
    postfix = tuple(said(p).lower() for p in one.postfix)
    if one.amount is not None or one.limit or postfix != ("you control",):
        return None
    read = noun_phrase(said((*one.qualities, one.head, *one.postfix)).strip())
    if read is None or read[1] not in ("creature", "permanent"):
        return None
    flt = read[0]
    if read[1] == "creature" and "Creature" not in flt.get("types", []):
        flt["types"] = ["Creature", *flt.get("types", [])]
    if said_as == ("another",):
        flt["other"] = True
    return [PlayerReturns(player="you", amount=1, filter=Filter.model_validate(flt))]


def from_graveyard(v: Verb, what: Objects, where: str) -> Sequence[Effect] | None:
    """ "Return target creature card from your graveyard to your hand", "… to the battlefield
    [tapped]": a card of your graveyard, targeted (115.1), back to its owner's — your — hand or
    battlefield (400.7: a new object there, so "it" after this names nothing)."""
    if where not in ("to your hand", "to the battlefield", "to the battlefield tapped"):
        return None
    ref = _card_in_graveyard(v, what)
    if ref is None:
        return None
    if where == "to your hand":
        return [ReturnToHand(target=ref)]
    return [ReturnToBattlefield(target=ref, tapped=where.endswith("tapped"))]


def reanimated(v: Verb, what: Objects) -> Sequence[Effect] | None:
    """ "Put target creature card from a graveyard onto the battlefield under your control": a
    target card of any graveyard (115.1), under this instruction's controller (110.2a)."""
    ref = _card_in_graveyard(v, what)
    return None if ref is None else [ReturnToBattlefield(target=ref, under="you")]


def _card_in_graveyard(v: Verb, what: Objects) -> int | None:
    """A target card in a graveyard (115.1) the instruction moves out of it (400.7: "it"
    after names nothing), read by the compiler's one graveyard-target reader."""
    found = graveyard_target(said(what))
    if found is None:
        return None
    try:
        spec = TargetSpec.model_validate(found)
    except ValidationError:
        return None
    ref = v.scope.add(spec, what, only(what))
    v.scope.move(ref)
    return ref
