"""How much of each pool card the engine models: implemented, partial or text only.

A card is "implemented" (fully modelled) when none of its abilities is `unsupported`, "text only"
when it has abilities and all of them are unsupported, and "partial" otherwise. A card with no
abilities and no rules text (Grizzly Bears) is implemented: there is nothing to model. A face or
half the card data doesn't have (an adventure, a split card's second half, a modal double-faced
card's back face) is an unsupported part of the card, so such a card is never implemented; when
the face the data has has no rules text, that face is modelled and the card is partial.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.cards.corpus import MISSING_FACE_END
from engine.cards.pool import pool
from engine.cards.vocabulary import CardDef, Unsupported

Status = Literal["implemented", "partial", "text only"]


@dataclass(frozen=True, slots=True)
class CardStatus:
    name: str
    status: Status
    #: The oracle lines listed as unsupported.
    unsupported: tuple[str, ...]
    #: How many abilities (keywords included) and spell effects the card has.
    modelled: int
    abilities: int


def card_status(card: CardDef) -> CardStatus:
    """The status of one card definition."""
    # Every part the engine plays: a transforming card's back face (712.8), a split card's
    # halves (709.1), an Adventure (715.2), a flipped half (710.1b).
    parts = card.parts
    if card.halves:
        # The combined card's abilities are its halves' (709.4c), counted once, and the
        # lines no half holds (a half the data lacks).
        own = {a.text for h in parts for a in h.abilities if isinstance(a, Unsupported)}
        extra = tuple(a for a in card.abilities if isinstance(a, Unsupported) and a.text not in own)
    else:
        extra = ()
    abilities = (*(a for p in parts for a in p.abilities), *extra)
    unsupported = tuple(a.text for a in abilities if isinstance(a, Unsupported))
    total = len(abilities) + sum(1 for p in parts if p.effects or p.modes)
    missing = sum(1 for u in unsupported if u.endswith(MISSING_FACE_END))
    if missing and total == missing:
        total += 1  # the face the data has, with no rules text: nothing of it to model
    modelled = total - len(unsupported)
    status: Status
    if not unsupported:
        status = "implemented"
    elif modelled == 0:
        status = "text only"
    else:
        status = "partial"
    return CardStatus(card.name, status, unsupported, modelled, total)


def pool_status() -> list[CardStatus]:
    """Every pool card's status, by name."""
    return sorted((card_status(c) for c in pool().values()), key=lambda s: s.name)


def summary() -> dict[str, int]:
    """How many pool cards have each status."""
    out: dict[str, int] = {"implemented": 0, "partial": 0, "text only": 0}
    for entry in pool_status():
        out[entry.status] += 1
    return out
