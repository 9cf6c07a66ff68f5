"""A card put from its controller's hand onto the battlefield ("You may put a land card from
your hand onto the battlefield [tapped]", 305.4) as the instruction that does it
(`engine.mechanics.put_from_hand`), the card's qualities read by the compiler's one reader of a
card's qualities (`card_phrases.card_filter`).

Only cards that need nothing chosen as they enter are read: a creature, land or artifact card,
or an Equipment or land type. An Aura put onto the battlefield needs an object to enchant
chosen (303.4f) and a battle a protector (310.11a) — a filter that could match one ("a
permanent card", "a Goblin permanent card") leaves the line unread.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError

from engine.cards.compiler.card_phrases import card_filter
from engine.cards.grammar.tree import Part
from engine.cards.lowering.phrases import said
from engine.cards.vocabulary import Effect, Filter
from engine.cards.vocabulary.entering_choices import enters_plainly
from engine.mechanics.put_from_hand.model import PutFromHand

_DESTINATIONS = {"onto the battlefield": False, "onto the battlefield tapped": True}
_ARTICLES = ("a ", "an ")


def from_hand(what: Part, where: str) -> Sequence[Effect] | None:
    """ "a basic land card from your hand" put "onto the battlefield [tapped]"; None for
    another shape."""
    phrase = said(what)
    if where not in _DESTINATIONS or not phrase.endswith(" card from your hand"):
        return None
    qualities = phrase.removesuffix(" card from your hand")
    if not qualities.startswith(_ARTICLES):
        return None
    found = card_filter(qualities.split(" ", 1)[1])
    if found is None:
        return None
    try:
        flt = Filter.model_validate(found)
    except ValidationError:
        return None
    if not enters_plainly(flt):
        return None
    return [PutFromHand(filter=flt, tapped=_DESTINATIONS[where])]
