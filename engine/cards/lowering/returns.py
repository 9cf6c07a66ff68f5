"""Cards and permanents returned to a hand or put onto the battlefield from a graveyard by the
"return" and "put" verbs (`verbs`), and the target card of a graveyard the "exile" verb
exiles (`zone_verbs`): a permanent you control chosen as it resolves (608.2c), a
target card of a graveyard (115.1) back to your hand or the battlefield — its owner's, or under
your control (110.2a). Each moved object is a new object (400.7).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import ValidationError

from engine.cards.compiler.card_phrases import card_words, graveyard_target
from engine.cards.compiler.selectors import noun_phrase
from engine.cards.grammar.tree import Located, Objects, Reference, Selector
from engine.cards.lowering.phrases import object_ref, only, said
from engine.cards.lowering.registry import Verb
from engine.cards.lowering.this_way import your_graveyard_cards
from engine.cards.vocabulary import (
    KEYWORD_COUNTERS,
    Effect,
    Filter,
    PlayerReturns,
    ReturnToHand,
    TargetSpec,
)
from engine.cards.vocabulary.instructions import TargetRef
from engine.cards.vocabulary.library import PutInLibrary, ReturnToBattlefield
from engine.mechanics.graveyard_choice.model import ReturnChosenCards
from engine.mechanics.random_return.model import ReturnAtRandom


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


#: The counter a card returned to the battlefield may enter with, by its words (122.6,
#: 614.1c): +1/+1 and -1/-1 counters (122.1a), a finality counter, whose replacement the
#: engine applies (122.1h), and a keyword counter (122.1b: "with a lifelink counter on it").
#: One another rule reads (a shield counter's, 122.1c) isn't one.
_ENTERS_WITH = {
    " with a +1/+1 counter on it": "+1/+1",
    " with a -1/-1 counter on it": "-1/-1",
    " with a finality counter on it": "finality",
} | {f" with a {kind} counter on it": kind for kind in KEYWORD_COUNTERS}


def from_graveyard(v: Verb, what: Objects, where: str) -> Sequence[Effect] | None:
    """ "Return target creature card from your graveyard to your hand", "… to the battlefield
    [tapped] [with a finality counter on it]": a card of your graveyard, targeted (115.1), back
    to its owner's — your — hand or battlefield (400.7: a new object there, so "it" after this
    names nothing), entering with the counter named (614.1c). Without "target", the cards are
    chosen as it resolves (`chosen_from_graveyard`)."""
    if "target" not in said(what).lower().split() and not _itself(what):
        return chosen_from_graveyard(what, where)
    counter = next((k for w, k in _ENTERS_WITH.items() if where.endswith(w)), None)
    if counter is not None:
        where = where.removesuffix(next(w for w in _ENTERS_WITH if where.endswith(w)))
    if where not in ("to your hand", "to the battlefield", "to the battlefield tapped"):
        return None
    if counter is not None and where == "to your hand":
        return None
    if _itself(what):
        return _own_card(v, where, counter)
    ref = card_in_graveyard(v, what)
    if ref is None:
        return None
    if where == "to your hand":
        return [ReturnToHand(target=ref)]
    return [ReturnToBattlefield(target=ref, tapped=where.endswith("tapped"), counter=counter)]


def _itself(what: Objects) -> bool:
    """Whether the object is "this card from your graveyard": the card itself, there."""
    one = only(what)
    return (
        isinstance(one, Located)
        and isinstance(one.what, Reference)
        and one.what.kind == "self"
        and said(one.zone).lower() == "from your graveyard"
    )


def _own_card(v: Verb, where: str, counter: str | None) -> Sequence[Effect] | None:
    """ "Return this card from your graveyard to your hand / to the battlefield [tapped]": the
    card itself, an ability that functions only while it is there (113.6m: `Scope`), back to
    its owner's hand or battlefield (400.7, 110.2); the card is a new object there, so "it"
    after this names nothing. Only once per line, and only on an ability that may function
    there (`Scope.may_leave_graveyard`); an Aura returned so has its object chosen as it enters
    (303.4f, `engine.operations.entering_hosts`)."""
    if not v.scope.may_leave_graveyard or v.scope.leaves_graveyard or "self" in v.scope.moved:
        return None
    v.scope.leaves_graveyard = True
    v.scope.move("self")
    if where == "to your hand":
        return [ReturnToHand(target="self")]
    return [ReturnToBattlefield(target="self", tapped=where.endswith("tapped"), counter=counter)]


#: Where cards picked at random from your graveyard may go: a hand, or the battlefield under
#: their owner's control (an Aura's object chosen as it enters, 303.4f, a battle's protector,
#: 310.8a: `engine.operations.entering_hosts`).
_RANDOM_TO = {"to your hand": "hand", "to the battlefield": "battlefield"}


def at_random(what: Objects, said_from: str, where: str) -> Sequence[Effect] | None:
    """ "Return [a / two] [creature] card[s] at random from your graveyard to your hand / to
    the battlefield": cards picked at random as it resolves, none chosen or targeted
    (`ReturnAtRandom`)."""
    one = only(what)
    to = _RANDOM_TO.get(where)
    if said_from != "at random from your graveyard" or to is None:
        return None
    if not isinstance(one, Selector) or one.limit or one.postfix or one.head not in _CARDS:
        return None
    if one.amount is not None:
        count = one.amount.value
    else:
        count = 1 if tuple(w.lower() for w in one.determiner) in (("a",), ("an",)) else None
    if not isinstance(count, int) or (count == 1) != (one.head == "card"):
        return None
    words = said(one.qualities).strip()
    flt = card_words(words) if words else {}
    if flt is None:
        return None
    try:
        found = Filter.model_validate(flt)
    except ValidationError:
        return None
    return [ReturnAtRandom(filter=found, amount=count, to=to)]


_CARDS = frozenset({"card", "cards"})


def reanimated(v: Verb, what: Objects) -> Sequence[Effect] | None:
    """ "Put target creature card from a graveyard onto the battlefield under your control": a
    target card of any graveyard (115.1), under this instruction's controller (110.2a)."""
    ref = card_in_graveyard(v, what)
    return None if ref is None else [ReturnToBattlefield(target=ref, under="you")]


def card_in_graveyard(v: Verb, what: Objects) -> int | None:
    """A target card in a graveyard (115.1) the instruction moves out of it (400.7: "it"
    after names nothing), read by the compiler's one graveyard-target reader: "target card
    from a graveyard", "up to two target cards from an opponent's graveyard" (a card an
    opponent owns, 404.1)."""
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


#: Where "that card" goes, by the words after it: a hand, or the battlefield under its owner's
#: control (110.2) or this instruction's controller's (110.2a), tapped or not.
_CARD_TO: dict[str, tuple[str, Literal["owner", "you"], bool]] = {
    "to its owner's hand": ("hand", "owner", False),
    "to the battlefield": ("battlefield", "owner", False),
    "to the battlefield under its owner's control": ("battlefield", "owner", False),
    "to the battlefield tapped under its owner's control": ("battlefield", "owner", True),
    "to the battlefield under your control": ("battlefield", "you", False),
    "to the battlefield tapped under your control": ("battlefield", "you", True),
}


def event_card_ref(v: Verb, what: Objects) -> TargetRef | None:
    """ "That card" / "it" naming the creature a dies trigger names, a new object in its owner's
    graveyard since (400.7): the vocabulary's "that_card", which finds it there (400.7e)."""
    one = only(what)
    if not isinstance(one, Reference) or one.kind != "object":
        return None
    if one.antecedent is None or one.antecedent not in v.scope.event_last_known:
        return None
    return "that_card"


def event_card(v: Verb, what: Objects, where: str) -> Sequence[Effect] | None:
    """ "When enchanted creature dies, return that card to the battlefield under your control"
    (False Demise), "… return that card to its owner's hand" (Squee's Embrace): the new object
    the creature the trigger event names became in its owner's graveyard, which a zone-change
    trigger finds there (400.7e), entering with the counter named (614.1c); None when the
    object isn't the one such an event names (`Scope.event_last_known`)."""
    if event_card_ref(v, what) is None:
        return None
    counter = next((k for w, k in _ENTERS_WITH.items() if where.endswith(w)), None)
    if counter is not None:
        where = where.removesuffix(next(w for w in _ENTERS_WITH if where.endswith(w)))
    found = _CARD_TO.get(where)
    if found is None or (found[0] == "hand" and counter is not None):
        return None
    to, under, tapped = found
    v.scope.move("that_card")
    if to == "hand":
        return [ReturnToHand(target="that_card")]
    return [ReturnToBattlefield(target="that_card", under=under, tapped=tapped, counter=counter)]


#: "On top of" / "on the bottom of" its owner's library (400.3), by the destination's words.
LIBRARY_PLACES: dict[str, Literal["top", "bottom"]] = {
    "on top of its owner's library": "top",
    "on the bottom of its owner's library": "bottom",
}


def on_library(
    v: Verb, what: Objects, position: Literal["top", "bottom"]
) -> Sequence[Effect] | None:
    """ "When this creature dies, put it on top of its owner's library" (Dark Revenant: the
    card found in the graveyard, 400.7e), "put that creature on top of its owner's library",
    "put target creature on the bottom of its owner's library", "put that card …" after a
    dies trigger: one object to its owner's library (400.3), a new object there (400.7)."""
    ref = event_card_ref(v, what)
    if ref is None:
        ref = object_ref(what, v.scope)
    if ref is None or ref == "enchanted":
        return None
    v.scope.move(ref)
    return [PutInLibrary(target=ref, position=position)]


#: Where "a … card from your graveyard" goes, by the destination's words after "return" or
#: "put": (zone, tapped) (400.7, 110.5b, 401.1).
_CHOSEN_TO: dict[str, tuple[Literal["hand", "battlefield", "library_top"], bool]] = {
    "to your hand": ("hand", False),
    "to the battlefield": ("battlefield", False),
    "to the battlefield tapped": ("battlefield", True),
    "onto the battlefield": ("battlefield", False),
    "onto the battlefield tapped": ("battlefield", True),
    "on top of your library": ("library_top", False),
}


def chosen_in_graveyard(what: Objects) -> bool:
    """Whether the objects are cards of your graveyard no word targets ("a land card from
    your graveyard")."""
    words = said(what).lower()
    return words.endswith(" from your graveyard") and "target" not in words.split()


def chosen_from_graveyard(what: Objects, where: str) -> Sequence[Effect] | None:
    """ "Return a creature card from your graveyard to your hand", "return up to two creature
    cards …", "put a land card from your graveyard on top of your library": cards of the
    controller's own graveyard chosen as it resolves, none targeted (115.10a, 608.2d); an Aura
    put onto the battlefield has its object chosen as it enters (303.4f,
    `engine.operations.entering_hosts`). Only one card goes on top of a library (the order of
    several would be chosen, 401.4)."""
    one = only(what)
    to = _CHOSEN_TO.get(where)
    if to is None or not isinstance(one, Selector) or one.head not in _CARDS:
        return None
    said_as = tuple(w.lower() for w in one.determiner)
    if one.limit and tuple(w.lower() for w in one.limit) != ("up", "to"):
        return None
    if one.amount is not None and not said_as:
        count = one.amount.value
    elif said_as in (("a",), ("an",)) and one.amount is None and not one.limit:
        count = 1
    else:
        return None
    if not isinstance(count, int) or (count == 1) != (one.head == "card") or count > 10:
        return None
    flt = your_graveyard_cards(one, card_words)
    if flt is None:
        return None
    if to[0] == "library_top" and (count != 1 or one.limit):
        return None
    return [
        ReturnChosenCards(filter=flt, amount=count, up_to=bool(one.limit), to=to[0], tapped=to[1])
    ]
