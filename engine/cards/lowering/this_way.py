"""Players' own graveyards and what they exiled from them: "Each player exiles all creature
cards from their graveyard, then sacrifices all creatures they control, then puts all cards
they exiled this way onto the battlefield" (Living Death, Living End, Scrap Mastery; "Target
player exiles all land cards from their graveyard", Mudhole).

"Their graveyard" is the graveyard of each player the clause's subject names (109.5): the
exile is the vocabulary's `ExileGraveyard` of those players, with the cards' qualities as its
filter (701.13a). "All [permanents] they control" sacrificed by each player is every such
permanent, each sacrificed by its controller (701.21a). "All cards they exiled this way" is
what that exile put into exile and nothing else (608.2c), each card back under its owner's
control — the player who exiled it from their own graveyard (110.2) — all entering at once
(603.6a, `engine.mechanics.exiled_this_way`). "Return all land cards from your graveyard to the
battlefield tapped" is the same return of the controller's own graveyard alone
(`returned_all_yours`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from pydantic import ValidationError

from engine.cards.compiler.card_phrases import CARD_TYPES, card_filter, card_words
from engine.cards.grammar.tree import (
    Amount,
    Destination,
    Objects,
    Postfix,
    Predicate,
    Reference,
    Selector,
)
from engine.cards.lowering.phrases import group_filter, only, player, said
from engine.cards.lowering.registry import Verb
from engine.cards.vocabulary import Effect, Filter, SacrificeAll
from engine.cards.vocabulary.library import ExileGraveyard
from engine.mechanics.exiled_this_way.model import PutExiledThisWay
from engine.mechanics.return_all_cards.model import ReturnAllCards

#: The vocabulary's names for the players whose graveyards an exile empties (701.13a).
_WHOSE = {"each": "each_player", "target": "target", "each_opponent": "each_opponent"}
_WHOSE |= {"that_player": "that_player", "controller": "controller"}
_THEIR_GRAVEYARD = ("from", "their", "graveyard")


def _their_cards(part: object) -> Selector | None:
    """ "all [creature] cards from their graveyard": the selector, or None."""
    one = only(part) if isinstance(part, Objects) else None
    if not isinstance(one, Selector) or one.limit or one.amount is not None:
        return None
    if tuple(w.lower() for w in one.determiner) != ("all",) or one.head.lower() != "cards":
        return None
    if len(one.postfix) != 1 or one.postfix[0].kind != "zone":
        return None
    zone = tuple(str(w).lower() for w in one.postfix[0].text)
    return one if zone == _THEIR_GRAVEYARD else None


def _cards_filter(one: Selector) -> Filter | bool | None:
    """The filter of the cards' qualities ("creature cards"); None for no quality ("all
    cards"); False when a quality isn't read."""
    if not one.qualities:
        return None
    found = card_filter(said(one.qualities).lower())
    if found is None:
        return False
    try:
        return Filter.model_validate(found)
    except ValidationError:
        return False


#: Where "each player returns all … cards from their graveyard" puts them (400.7, 110.2).
_RETURNED_TO = {"to the battlefield": "battlefield", "to their hand": "hand"}


def returned_all(v: Verb) -> Sequence[Effect] | None:
    """ "Each player returns all [artifact] cards from their graveyard to the battlefield / to
    their hand"; None for another shape. An Aura among them has its object chosen as it enters
    (303.4f), none of the others entering with it (`engine.operations.entering_hosts`)."""
    parts = v.predicate.text
    if len(parts) != 2 or not isinstance(parts[1], Destination) or v.duration is not None:
        return None
    one = _their_cards(parts[0])
    to = _RETURNED_TO.get(said(parts[1]).lower())
    who = player(v.subject, v.scope) if v.subject is not None else None
    if one is None or to is None or who is None or who[0] not in ("each", "target"):
        return None
    flt = _cards_filter(one)
    if not isinstance(flt, Filter):
        return None
    return [ReturnAllCards(player=who[0], target=who[1], filter=flt, to=to)]


#: Where "return all … cards from your graveyard" puts them: (zone, tapped) (400.7, 110.5b).
_YOURS_TO = {
    "to your hand": ("hand", False),
    "to the battlefield": ("battlefield", False),
    "to the battlefield tapped": ("battlefield", True),
}
_YOUR_GRAVEYARD = ("from", "your", "graveyard")
#: A card's printed number a "with … N or less / greater" postfix bounds (208.1, 202.3), by
#: its words: the filter's field names without "_at_most" / "_at_least".
_STATS = {("power",): "power", ("toughness",): "toughness", ("mana", "value"): "mana_value"}


def your_graveyard_cards(
    one: Selector, kinds: Callable[[str], dict[str, object] | None]
) -> Filter | None:
    """The cards "… from your graveyard" names (404.1): its qualities read by `kinds` ("creature",
    or a list of types), each "with power / mana value N or less / greater" a bound of the
    filter; None when the last postfix isn't "from your graveyard" or any part isn't read."""
    if not one.postfix or tuple(str(w).lower() for w in one.postfix[-1].text) != _YOUR_GRAVEYARD:
        return None
    found: dict[str, object] = {}
    if one.qualities:
        read = kinds(said(one.qualities))
        if read is None:
            return None
        found |= read
    for postfix in one.postfix[:-1]:
        bound = stat_bound(postfix)
        if bound is None:
            return None
        found |= bound
    try:
        return Filter.model_validate(found)
    except ValidationError:
        return None


def stat_bound(postfix: Postfix) -> dict[str, int] | None:
    """ "with power 2 or less", "with mana value 3 or less" -> the filter's bound, or None."""
    *words, bound = postfix.text
    stat = _STATS.get(tuple(str(w).lower() for w in words[1:]))
    if postfix.kind != "stat" or not words or str(words[0]).lower() != "with" or stat is None:
        return None
    if not isinstance(bound, Amount) or not isinstance(bound.value, int):
        return None
    side = {"or less": "most", "or greater": "least"}.get(" ".join(bound.text[1:]).lower())
    return None if side is None else {f"{stat}_at_{side}": bound.value}


def _kinds(words: str) -> dict[str, object] | None:
    """The qualities of "all … cards": "land", "legendary creature" (`card_words`), or a list
    of card types joined by "and" — "artifact and enchantment", "artifact, creature, and land"
    — each card of any of them (the set is their union, 205.2a)."""
    parts = re.split(r",? and |, ", words)
    if len(parts) == 1:
        return card_words(words)
    if not all(p in CARD_TYPES for p in parts) or len(set(parts)) != len(parts):
        return None
    return {"any_types": sorted(CARD_TYPES[p] for p in parts)}


def returned_all_yours(what: Objects, where: str) -> Sequence[Effect] | None:
    """ "Return all land cards from your graveyard to the battlefield tapped" (Splendid
    Reclamation), "… all creature cards with power 2 or less … to your hand" (Dusk): every such
    card of the controller's own graveyard, none targeted (115.10a), the cards of a list of
    kinds their union ("all artifact and enchantment cards"). An Aura among them has its object
    chosen as it enters (303.4f, `engine.operations.entering_hosts`)."""
    one = only(what)
    to = _YOURS_TO.get(where)
    if to is None or not isinstance(one, Selector) or one.limit or one.amount is not None:
        return None
    if tuple(w.lower() for w in one.determiner) != ("all",) or one.head.lower() != "cards":
        return None
    flt = your_graveyard_cards(one, _kinds)
    return (
        None if flt is None else [ReturnAllCards(player="you", filter=flt, to=to[0], tapped=to[1])]
    )


def exiled_from_graveyards(v: Verb) -> Sequence[Effect] | None:
    """ "[Each player / Target player] exiles all [creature] cards from their graveyard"; None
    for another shape."""
    parts = v.predicate.text
    one = _their_cards(parts[0]) if len(parts) == 1 else None
    who = player(v.subject, v.scope) if v.subject is not None else None
    if one is None or who is None or who[0] not in _WHOSE or v.duration is not None:
        return None
    flt = _cards_filter(one)
    if flt is False:
        return None
    return [ExileGraveyard(player=_WHOSE[who[0]], target=who[1], filter=flt)]


def sacrificed_all(v: Verb) -> Sequence[Effect] | None:
    """ "Each player sacrifices all creatures they control": every such permanent, each
    sacrificed by its controller at once (701.21a; none chosen, none targeted); None for
    another shape or subject."""
    parts = v.predicate.text
    one = only(parts[0]) if len(parts) == 1 else None
    if not isinstance(one, Selector) or v.duration is not None or v.subject is None:
        return None
    if player(v.subject, v.scope) != ("each", None) or one.limit or one.amount is not None:
        return None
    whose = one.postfix[-1] if one.postfix else None
    if tuple(w.lower() for w in one.determiner) != ("all",) or whose is None:
        return None
    if whose.kind != "controller" or said(whose).lower() != "they control":
        return None
    every = Selector((), None, one.determiner, one.qualities, one.head, one.postfix[:-1])
    flt = group_filter(every)
    return None if flt is None or flt.controller != "any" else [SacrificeAll(filter=flt)]


def put_exiled(v: Verb) -> Sequence[Effect] | None:
    """ "[Each player …] puts all cards they exiled this way onto the battlefield", after the
    same clause's exile of cards from their graveyards; None for another shape."""
    parts = v.predicate.text
    if len(parts) != 2 or v.subject is None or v.duration is not None:
        return None
    what, where = parts
    if not isinstance(where, Destination) or said(where).lower() != "onto the battlefield":
        return None
    one = only(what) if isinstance(what, Objects) else None
    if not isinstance(one, Selector) or one.limit or one.qualities or one.amount is not None:
        return None
    if tuple(w.lower() for w in one.determiner) != ("all",) or one.head.lower() != "cards":
        return None
    way = one.postfix[0] if len(one.postfix) == 1 else None
    ref = way.text[0] if isinstance(way, Postfix) and way.kind == "this way" else None
    if not isinstance(ref, Reference) or tuple(w.lower() for w in ref.text[:2]) != (
        "they",
        "exiled",
    ):
        return None
    done = ref.antecedent
    if (
        not isinstance(done, Predicate)
        or exiled_from_graveyards(Verb(done, v.subject, None, v.scope)) is None
    ):
        return None  # only an exile of their graveyards' cards remembers what it exiled
    return [PutExiledThisWay()]
