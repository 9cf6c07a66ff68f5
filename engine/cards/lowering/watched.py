"""The permanent a trigger event's subject watches (603.2, 603.10a): "a creature you control",
"another nontoken creature", "a creature an opponent controls", "this creature or another
Zombie" — its selector and filter, read alike for every event about another permanent
(entering, dying, attacking, counters put on it).
"""

from __future__ import annotations

from engine.cards.compiler.selectors import group
from engine.cards.grammar.tree import Objects, Part, Reference, Selector
from engine.cards.lowering.phrases import said
from engine.cards.vocabulary import Filter

#: What the subject of an enters or dies event may say of the permanent (each read by the
#: filter as the permanent is, or as it last existed on the battlefield, 603.10a).
WATCHED = frozenset(
    {"types", "any_types", "any_of", "subtypes", "any_subtypes", "not_types", "not_subtypes"}
    | {"colors", "not_colors", "supertypes", "not_supertypes", "keywords", "not_keywords"}
    | {"power_at_most", "power_at_least", "other", "token", "controller"}
    | {"toughness_at_most", "toughness_at_least", "mana_value_at_most", "mana_value_at_least"}
    | {"counters", "not_counters"}
)


def watched(who: Part) -> tuple[Selector, Filter, bool] | None:
    """The permanent an enters or dies event watches: "a creature you control", "another
    nontoken creature", "a creature an opponent controls", and "this creature or another
    Zombie" (the card itself too, `or_self`) — its selector, filter and whether the card
    itself is named; None for a subject the filter can't say ("one or more …")."""
    items = who.items if isinstance(who, Objects) else (who,)
    or_self = len(items) == 3 and items[1] == "or"
    if or_self:
        first = items[0]
        if not isinstance(first, Reference) or first.kind != "self":
            return None
        items = items[2:]
    one = items[0] if len(items) == 1 else None
    if not isinstance(one, Selector) or one.limit or one.amount is not None:
        return None
    determiner = tuple(w.lower() for w in one.determiner)
    if determiner not in (("a",), ("an",), ("another",)):
        return None
    if or_self and "another" not in determiner:
        return None  # "this creature or another …" names the card once (109.2)
    phrase = said(one)
    for article in ("a ", "an ", "A ", "An "):
        phrase = phrase.removeprefix(article)
    found = group(phrase)
    if found is None or set(found) - WATCHED:
        return None
    return one, Filter.model_validate(found), or_self
