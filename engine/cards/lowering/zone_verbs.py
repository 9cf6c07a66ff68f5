"""The verbs that move objects from zone to zone (400.7): destroy (701.8), exile (701.13),
return to a hand or from a graveyard, and counter (701.6) — each read by one lowering, whatever
the shape of its object: one target, the card itself, a reference back, a set no instruction
targets ("all …", "each …", 115.10a), or a list of those joined by "and" ("Destroy target
artifact and target enchantment", "Exile ~ and target permanent", "Return target creature you
control and target creature you don't control to their owners' hands").

A list is the verb said of each object in turn, in the order the text names them (608.2c),
each object read as the verb reads one alone — a target spec each (115.1: "target" said twice
is two targets), so "another target …" contrasts with the earlier one (115.3). The engine moves
the objects of one instruction one after the other as it moves a set ("Destroy all
creatures"), so a list is played as a set is. An "or" between the objects ("target creature
or player") is one object of either kind, never a list; a list with any object the verb can't
read leaves the line unread.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from engine.cards.grammar.tree import Destination, Objects, Predicate, Selector
from engine.cards.lowering.exile_until import exile_until
from engine.cards.lowering.phrases import (
    chosen,
    group_filter,
    object_ref,
    only,
    said,
    target_players_group,
    targeted,
)
from engine.cards.lowering.registry import Verb, verb
from engine.cards.lowering.related_groups import related_group
from engine.cards.lowering.returns import (
    at_random,
    card_in_graveyard,
    chosen_return,
    event_card,
    from_graveyard,
)
from engine.cards.lowering.this_way import (
    exiled_from_graveyards,
    returned_all,
    returned_all_yours,
)
from engine.cards.vocabulary import CounterSpell, Destroy, DestroyAll, Effect, Exile, ReturnToHand
from engine.mechanics.bounce_all.model import BounceAll
from engine.mechanics.exile_all.model import ExileAll

#: A target card in a graveyard the exile names (115.1).
_GRAVEYARDS = (" from a graveyard", " from an opponent's graveyard", " from a single graveyard")

_TO_HAND = ("to its owner's hand", "to their owner's hand", "to their owners' hands")

#: A target card of an opponent's graveyard returned to that opponent's hand ("their": whose
#: graveyard it is, the cards' owner, 404.1).
_OPPONENTS_GRAVEYARD = " from an opponent's graveyard"
_THEIR_HAND = "to their hand"

#: The words between the objects of a list: "A and B", "A, B, and C" ("," before the last).
_BETWEEN = frozenset({",", ", and", "and"})


def _listed(what: Objects) -> list[Objects] | None:
    """The objects of "A and B" / "A, B, and C", each as an objects node of its own; None when
    the node isn't such a list (one object, or objects joined by "or")."""
    objects: list[Objects] = []
    joiners: list[str] = []
    words: list[str] = []
    for item in what.items:
        if isinstance(item, str):
            words.append(item.lower())
            continue
        if objects:
            joiners.append(" ".join(words).replace(" ,", ","))
        elif words:
            return None
        objects.append(Objects((item,)))
        words = []
    if words or len(objects) < 2 or any(j not in _BETWEEN for j in joiners):
        return None
    if joiners[-1] not in ("and", ", and") or any(j != "," for j in joiners[:-1]):
        return None
    if len(joiners) == 1 and joiners[0] != "and":
        return None  # "A, and B" isn't how two objects are listed
    return objects


def each_listed(v: Verb, one: Callable[[Verb], Sequence[Effect] | None]) -> Sequence[Effect] | None:
    """The verb said of each object of its list in turn, each lowered by `one` as if alone
    (608.2c); `one` itself for an object that isn't a list; None when any object isn't read."""
    parts = v.predicate.text
    listed = _listed(parts[0]) if parts and isinstance(parts[0], Objects) else None
    if listed is None:
        return one(v)
    if said(parts[0]).lower().startswith(("all ", "each ")) and (whole := one(v)) is not None:
        return whole  # "all artifacts and enchantments": one set, their union (115.10a)
    effects: list[Effect] = []
    for what in listed:
        alone = Predicate(v.predicate.verb, (what, *parts[1:]))
        made = one(Verb(alone, v.subject, v.duration, v.scope))
        if made is None:
            return None
        effects += made
    return effects


@verb("destroy", "destroys")
def _destroy(v: Verb) -> Sequence[Effect] | None:
    return each_listed(v, _destroy_one)


def _destroy_one(v: Verb) -> Sequence[Effect] | None:
    """ "Destroy target creature", "destroy ~", "destroy that creature" (the one a trigger event
    named), "destroy enchanted creature" (the permanent an Aura is attached to, 303.4 — or was
    attached to as it last existed, 608.2h), "destroy all / each creature with mana value 3 or
    less" (701.8a; a set, none targeted, 115.10a)."""
    what = _imperative_object(v)
    if what is None:
        return None
    if said(what).lower().startswith(("all ", "each ")):
        if (theirs := target_players_group(what, v.scope)) is not None:
            return [DestroyAll(filter=theirs[0], filter_player=theirs[1])]
        flt = group_filter(what) or related_group(what, v.scope)
        return None if flt is None else [DestroyAll(filter=flt)]
    ref = object_ref(what, v.scope)
    if not isinstance(ref, int) and ref not in ("self", "that_creature", "enchanted"):
        return None  # a target, the card itself, the creature its trigger event named
    v.scope.move(ref)
    return [Destroy(target=ref)]


def _imperative_object(v: Verb) -> Objects | None:
    """The one object of an imperative verb with no duration, or None."""
    parts = v.predicate.text
    if v.subject is not None or v.duration is not None or len(parts) != 1:
        return None
    return parts[0] if isinstance(parts[0], Objects) else None


@verb("exile", "exiles")
def _exile(v: Verb) -> Sequence[Effect] | None:
    if v.duration is not None:
        return exile_until(v)  # "… until ~ leaves the battlefield" (610.3)
    if v.subject is not None:
        return exiled_from_graveyards(v)  # "each player exiles all … from their graveyard"
    return each_listed(v, _exile_one)


def _exile_one(v: Verb) -> Sequence[Effect] | None:
    """ "Exile target creature", "exile ~", "exile all creatures" (701.13a; permanents only
    as a set: a set of cards elsewhere isn't read here), "exile target card from a graveyard"
    / "… from an opponent's graveyard"."""
    what = _imperative_object(v)
    if what is None:
        return None
    if said(what).lower().startswith(("all ", "each ")) and not re.search(
        r"\b(cards?|graveyards?|hands?|library|from|spells?)\b", said(what)
    ):
        # "Exile all creatures." (115.10a: none targeted), permanents only.
        flt = group_filter(what) or related_group(what, v.scope)
        return None if flt is None else [ExileAll(filter=flt)]
    if said(what).lower().endswith(_GRAVEYARDS):
        # "Exile target card from an opponent's graveyard": a target card there (115.1).
        index = card_in_graveyard(v, what)
        return None if index is None else [Exile(target=index)]
    ref = targeted(v)
    if ref is None:
        return None
    v.scope.move(ref)
    return [Exile(target=ref)]


@verb("return", "returns")
def _return(v: Verb) -> Sequence[Effect] | None:
    return each_listed(v, _return_one)


def _return_one(v: Verb) -> Sequence[Effect] | None:
    """ "Return target creature to its owner's hand", "return ~ …", "return all creatures to
    their owners' hands", "return a land you control …" (chosen as it resolves), and a target
    card from your graveyard to your hand or the battlefield (`returns`)."""
    parts = v.predicate.text
    if v.subject is not None:
        return returned_all(v)  # "each player returns all … cards from their graveyard …"
    if v.duration is not None:
        return None
    if len(parts) == 7 and isinstance(parts[0], Objects) and isinstance(parts[-1], Destination):
        return at_random(parts[0], said(parts[1:-1]).lower(), said(parts[-1]).lower())
    if len(parts) != 2:
        return None
    what, where = parts
    if not isinstance(what, Objects) or not isinstance(where, Destination):
        return None
    if said(what).lower().endswith(" from your graveyard"):
        if said(what).lower().startswith("all "):
            return returned_all_yours(what, said(where).lower())
        return from_graveyard(v, what, said(where).lower())
    if (card := event_card(v, what, said(where).lower())) is not None:
        return card  # the card a creature that died became (400.7e)
    if said(what).lower().endswith(_OPPONENTS_GRAVEYARD) and said(where).lower() == _THEIR_HAND:
        # "Return two target cards from an opponent's graveyard to their hand": cards that
        # opponent owns (404.1, 115.1), each back to its owner's hand (400.3).
        index = card_in_graveyard(v, what)
        return None if index is None else [ReturnToHand(target=index)]
    if said(where).lower() not in _TO_HAND:
        return None
    one = only(what)
    if isinstance(one, Selector) and chosen(one) and "target" not in said(what).lower().split():
        return chosen_return(one)
    if said(what).lower().startswith(("all ", "each ")):
        # "Return all creatures to their owners' hands" (115.10a: none targeted).
        if (theirs := target_players_group(what, v.scope)) is not None:
            return [BounceAll(filter=theirs[0], filter_player=theirs[1])]
        flt = group_filter(what) or related_group(what, v.scope)
        return None if flt is None else [BounceAll(filter=flt)]
    ref = object_ref(what, v.scope)
    if ref is None:
        return None
    v.scope.move(ref)
    return [ReturnToHand(target=ref)]


#: What "counter" may target: a spell, or an activated or triggered ability on the stack
#: (701.6a; Stifle's "target activated or triggered ability", 605.3b).
_COUNTERED = frozenset({"spell", "ability", "spell_or_ability"})


@verb("counter", "counters")
def _counter(v: Verb) -> Sequence[Effect] | None:
    ref = targeted(v) if v.subject is None else None
    if not isinstance(ref, int) or v.scope.specs[ref].kind not in _COUNTERED:
        return None
    v.scope.move(ref)
    return [CounterSpell(target=ref)]
