""" "Exile target creature you control, then return it / that card to the battlefield under
its owner's / your control" (a flicker): the reference after the exile names the card the exile
put in exile — a new object there (400.7), which no target names — so the two instructions are
lowered as one, the vocabulary's `ExileAndReturn`, whose handler finds the exiled card itself.

Only a return right after the exile of the same target is read so — in the same clause, or as
the next sentence returning it "at the beginning of the next end step" (Flickerwisp: a delayed
triggered ability the exile creates, 603.7a, which remembers that card, 603.7c); a reference to
an exiled card anywhere else still names nothing (`scope`), and the line stays unread.
"""

from __future__ import annotations

from engine.cards.grammar.tree import Clause, Destination, Objects, Predicate, Reference
from engine.cards.lowering.delayed import split
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.scope import Scope
from engine.cards.vocabulary import Effect, Exile, ExileAndReturn

#: What the exiled card may return with (614.1c), after the destination's words.
_WITH_COUNTER = " with a +1/+1 counter on it"
#: Under whose control the exiled card returns, by the destination's words.
_UNDER = {
    "to the battlefield under your control": "you",
    "to the battlefield under its owner's control": "owner",
    "to the battlefield under its owner’s control": "owner",
    "to the battlefield under his owner's control": "owner",
    "to the battlefield under her owner's control": "owner",
}
#: What the destination says of a card returned with its back face up (712.14a).
_TRANSFORMED = "to the battlefield transformed "


def returned(predicate: Predicate, before: list[Effect], scope: Scope) -> list[Effect] | None:
    """The instructions so far with their last, an exile of a target, and this predicate —
    "return it to the battlefield under …" — as one `ExileAndReturn`; None when the predicate
    isn't that return of the card the last instruction exiled."""
    if predicate.verb.lower() != "return" or len(predicate.text) != 2 or not before:
        return None
    what, where = predicate.text
    ref = only(what) if isinstance(what, Objects) else None
    if not isinstance(ref, Reference) or ref.kind != "object" or not isinstance(where, Destination):
        return None
    place = said(where).lower()
    transformed = place.startswith(_TRANSFORMED)
    if transformed:
        place = "to the battlefield " + place.removeprefix(_TRANSFORMED)
    counter = "+1/+1" if place.endswith(_WITH_COUNTER) else None
    under = _UNDER.get(place.removesuffix(_WITH_COUNTER))
    itself = isinstance(ref.antecedent, Reference) and ref.antecedent.kind == "self"
    index = "self" if itself else scope.target_of(ref.antecedent, moved=True)
    last = before[-1]
    if under is None or index is None or last != Exile(target=index):
        return None
    flicker = ExileAndReturn(target=index, under="owner" if under == "owner" else "you")
    return [
        *before[:-1],
        flicker.model_copy(update={"counter": counter, "transformed": transformed}),
    ]


def returned_later(found: Clause, before: list[Effect], scope: Scope) -> list[Effect] | None:
    """The instructions so far with their last, an exile of a target, and this sentence —
    "Return that card to the battlefield under its owner's control at the beginning of the
    next end step" — as one `ExileAndReturn` whose return waits for that moment (603.7a); None
    for any other sentence."""
    delaying = split(found.modifiers)
    if found.subject is not None or found.may or found.lead or delaying is None:
        return None
    moment, rest = delaying
    if moment is None or rest or len(found.predicates) != 1:
        return None
    (predicate,) = found.predicates
    if not isinstance(predicate, Predicate):
        return None
    flicker = returned(predicate, before, scope)
    if flicker is None:
        return None
    now = flicker[-1]
    if not isinstance(now, ExileAndReturn):
        return None
    text = said(found).replace("~", "this")
    later = now.model_copy(update={"at": moment, "text": text})
    return [*flicker[:-1], later]
