"""Cards put from their controller's hand onto the battlefield ("You may put a land card from
your hand onto the battlefield [tapped]", 305.4; "put up to seven permanent cards from your hand
onto the battlefield", Ugin, the Spirit Dragon) as the instruction that does it
(`engine.mechanics.put_from_hand`), the cards' qualities read by the compiler's one reader of a
card's qualities (`card_phrases.card_filter`). An Aura among them has what it enchants chosen as
it enters (303.4f) and a battle its protector (310.8a): `engine.operations.entering_hosts`.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError

from engine.cards.compiler.card_phrases import card_filter
from engine.cards.grammar.tree import Part, Selector
from engine.cards.lowering.phrases import only, said
from engine.cards.vocabulary import Effect, Filter
from engine.mechanics.put_from_hand.model import PutFromHand

_DESTINATIONS = {"onto the battlefield": False, "onto the battlefield tapped": True}
_ARTICLES = ("a ", "an ")


def from_hand(what: Part, where: str) -> Sequence[Effect] | None:
    """ "a basic land card from your hand" or "up to seven permanent cards from your hand" put
    "onto the battlefield [tapped]"; None for another shape."""
    phrase = said(what)
    if where not in _DESTINATIONS:
        return None
    up_to = None
    if phrase.endswith(" card from your hand") and phrase.startswith(_ARTICLES):
        qualities = phrase.removesuffix(" card from your hand").split(" ", 1)[1]
    elif (many := _up_to(what)) is not None:
        up_to, qualities = many
    else:
        return None
    found = card_filter(qualities)
    if found is None:
        return None
    try:
        flt = Filter.model_validate(found)
    except ValidationError:
        return None
    return [PutFromHand(filter=flt, tapped=_DESTINATIONS[where], up_to=up_to)]


def _up_to(what: Part) -> tuple[int, str] | None:
    """(N, the qualities) of "up to N [qualities] cards from your hand", N two or more."""
    one = only(what)
    if not isinstance(one, Selector) or one.limit != ("up", "to") or one.amount is None:
        return None
    if one.determiner or one.head != "cards" or not isinstance(one.amount.value, int):
        return None
    if said(one.postfix).lower() != "from your hand" or one.amount.value < 2:
        return None
    qualities = said(one.qualities).strip()
    return (one.amount.value, qualities) if qualities else None
