""" "Mill three cards. You may put a creature card from among the cards milled this way into
your hand." — the sentence after the mill names the cards it moved (701.17c: found in the
public zone each went to), which no instruction on its own remembers, so the two are lowered as
one, the mechanic's `MillAndTake` (`engine.mechanics.milled_cards`).

Only "you may put" of one card, the qualities the compiler's one reader of a card's qualities
reads (`card_phrases.card_words`), into the hand, right after its controller's own mill of a
number of cards is read so — in the next sentence or the next clause ("…, then you may put …");
anything else (a card that must be put, "up to two", another player's mill, onto the
battlefield) leaves the line unread.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.card_phrases import card_words
from engine.cards.grammar.tree import (
    Clause,
    Destination,
    Objects,
    Part,
    Postfix,
    Predicate,
    Selector,
)
from engine.cards.lowering.phrases import said
from engine.cards.vocabulary import Effect, Filter
from engine.cards.vocabulary.library import Mill
from engine.mechanics.milled_cards.model import MillAndTake


def taken(found: Clause, before: list[Effect]) -> list[Effect] | None:
    """The instructions so far with their last, its controller's mill, and this clause — "you
    may put a [kind] card from among the milled cards into your hand" — as one `MillAndTake`;
    None for any other clause."""
    mill = before[-1] if before else None
    if not isinstance(mill, Mill) or mill.player != "you" or not isinstance(mill.amount, int):
        return None
    if not found.may or found.lead or found.modifiers or len(found.predicates) != 1:
        return None
    if found.subject is not None and said(found.subject).lower() != "you":
        return None
    (predicate,) = found.predicates
    if not isinstance(predicate, Predicate) or predicate.verb.lower() != "put":
        return None
    if len(predicate.text) != 2:
        return None
    what, where = predicate.text
    if not isinstance(where, Destination) or said(where).lower() != "into your hand":
        return None
    flt = _kinds(what)
    if flt is None:
        return None
    return [*before[:-1], MillAndTake(amount=mill.amount, filter=flt)]


def _kinds(what: Part) -> Filter | None:
    """ "a creature card from among the milled cards", "a Plains card or a creature card with
    mana value 3 or less from among …": one card of any of the kinds listed, the last one
    saying where they are from."""
    if not isinstance(what, Objects):
        return None
    items = what.items
    selectors = [p for p in items[::2] if isinstance(p, Selector)]
    if len(selectors) != (len(items) + 1) // 2 or any(p != "or" for p in items[1::2]):
        return None
    *rest, last = selectors
    if not last.postfix or not _from_milled(last.postfix[-1]):
        return None
    kinds = [card_kind(s, s.postfix, k > 0) for k, s in enumerate(rest)]
    kinds.append(card_kind(last, last.postfix[:-1], bool(rest)))
    if any(k is None for k in kinds):
        return None
    found = [Filter.model_validate(k) for k in kinds if k is not None]
    return found[0] if len(found) == 1 else Filter(any_of=tuple(found))


def card_kind(one: Selector, postfix: tuple[Postfix, ...], later: bool) -> dict[str, Any] | None:
    """One card's qualities: "a [kind] card [with mana value N or less / greater]" — after
    "or" its article may go unsaid ("an artifact creature card or Vehicle card")."""
    if one.limit or one.amount is not None or one.head != "card" or not one.qualities:
        return None
    articles = (("a",), ("an",), ()) if later else (("a",), ("an",))
    if tuple(w.lower() for w in one.determiner) not in articles or len(postfix) > 1:
        return None
    found = card_words(said(one.qualities))
    if found is None or not postfix:
        return found
    stat = _MANA_VALUE.fullmatch(said(postfix[0]))
    if postfix[0].kind != "stat" or stat is None:
        return None
    bound = "mana_value_at_most" if stat[2] == "less" else "mana_value_at_least"
    return {**found, bound: int(stat[1])}


#: A card's mana value bound (202.3).
_MANA_VALUE = re.compile(r"with mana value (\d+) or (less|greater)")


def _from_milled(postfix: Postfix) -> bool:
    """Whether the postfix is "from among" the cards a mill moved."""
    if postfix.kind != "among" or len(postfix.text) != 3:
        return False
    ref = postfix.text[2]
    antecedent = getattr(ref, "antecedent", None)
    return isinstance(antecedent, Predicate) and antecedent.verb.lower() in ("mill", "mills")
