""" "[Spells] you cast cost {1} less to cast" as a permanent's static ability (601.2f): the
spells a group names — by qualities ("Historic spells", "Demon spells", "Instant and sorcery
spells", "Colorless spells"), by what they have ("with flying", "with power 4 or greater",
"with mana value 6 or greater") and by who casts them ("you cast", "your opponents cast") —
cost that much generic mana less (118.7a: a reduction takes generic mana only, never below
zero) or that much mana more, colored mana too ("Black spells you cast cost {B} more to cast",
Derelor). The compiler's template reads the plainest lines; this reads the rest of the shape
from the grammar's tree. A colored reduction ("{U} less", 118.7c), a spell's own cost ("This
spell costs …", `self_cost_changes`), where a spell is cast from ("from your graveyard") or a
chosen type leave the line unread.
"""

from __future__ import annotations

from pydantic import ValidationError

from engine.cards.grammar.tree import (
    Amount,
    Clause,
    Keyword,
    Keywords,
    Mana,
    Postfix,
    Predicate,
    Selector,
)
from engine.cards.lowering.phrases import only, said
from engine.cards.lowering.spells import postfix_fields, qualities_filter, spell_quality
from engine.cards.vocabulary import CostChange, Filter
from engine.cards.vocabulary.keywords import SIMPLE_KEYWORDS

#: Who casts the spells, by the caster postfix's words.
_CASTERS = {("you", "cast"): "you", ("your", "opponents", "cast"): "opponents"}
#: "with power N or greater / or less" (208.1): the filter's bound.
_BOUNDS = {"greater": "power_at_least", "less": "power_at_most"}
#: The predicate's words after the mana: "cost {1} less to cast".
_CHANGES: dict[tuple[str, ...], bool] = {
    ("less", "to", "cast"): False,
    ("more", "to", "cast"): True,
}
#: The keywords a spell's characteristics show, by their folded spelling: those the engine's
#: packages model (a keyword not modelled, banding, isn't on the objects that print it, so a
#: filter asking for it would miss them).
_KEYWORDS = {k.casefold(): k for k in SIMPLE_KEYWORDS}


def spell_cost_change(clause: Clause) -> CostChange | None:
    """The cost change a static clause "[spells] … cost {N} less / more to cast" says, or None
    for another clause or one not read."""
    if clause.lead or clause.modifiers or clause.may or clause.each:
        return None
    if len(clause.predicates) != 1 or not isinstance(clause.predicates[0], Predicate):
        return None
    predicate = clause.predicates[0]
    if predicate.verb != "cost" or len(predicate.text) != 4:
        return None
    mana, *rest = predicate.text
    more = _CHANGES.get(tuple(w if isinstance(w, str) else "" for w in rest))
    if more is None or not isinstance(mana, Mana):
        return None
    amount, colored = _mana(mana)
    if amount is None or (colored and not more):
        return None
    spells = spells_named(only(clause.subject))
    if spells is None:
        return None
    flt, caster = spells
    try:
        return CostChange(
            filter=flt, caster=caster, amount=amount, colored=colored, more=more, text=said(clause)
        )
    except ValidationError:
        return None


def _mana(mana: Mana) -> tuple[int | None, str]:
    """The generic amount and colored symbols of "{2}", "{B}", "{1}{R}"; None for any other
    symbol ({X}, hybrid, {½})."""
    generic = 0
    colored = ""
    for symbol in mana.symbols:
        inner = symbol.strip("{}")
        if inner.isdigit() and not generic and not colored:
            generic = int(inner)
        elif inner in ("W", "U", "B", "R", "G"):
            colored += symbol
        else:
            return None, ""
    return generic, colored


def spells_named(one: object) -> tuple[Filter, str] | None:
    """The filter and caster of "[qualities] spells [with …] [you cast] [with …]": the one
    reading of a group of spells a static ability names (a cost change's, a permission's)."""
    if not isinstance(one, Selector) or one.head.lower() != "spells":
        return None
    if one.determiner or one.limit or one.amount is not None:
        return None
    fields: dict[str, object] = {}
    if one.qualities:
        found = _qualities(one)
        if found is None:
            return None
        fields = found.model_dump(exclude_defaults=True)
    caster = "any"
    for part in one.postfix:
        said_words = tuple(w for w in part.text if isinstance(w, str))
        if part.kind == "caster" and said_words in _CASTERS and caster == "any":
            caster = _CASTERS[said_words]
            continue
        more = _postfix(part)
        if more is None or set(more) & set(fields):
            return None
        fields |= more
    return Filter.model_validate(fields), caster


def _qualities(one: Selector) -> Filter | None:
    """ "Instant and sorcery" (the spells that are either, 205.3m) or qualities as every reader
    of spells reads them."""
    words = [w for q in one.qualities for w in q.text]
    if len(words) == 3 and words[1] == "and":
        kinds = [spell_quality(w) for w in (words[0], words[2])]
        types = [k.types[0] for k in kinds if k is not None and len(k.types) == 1]
        if len(types) != 2 or any(k != Filter(types=k.types) for k in kinds if k is not None):
            return None
        return Filter(any_types=tuple(types))
    return qualities_filter(one.qualities)


def _postfix(part: Postfix) -> dict[str, object] | None:
    """ "with flying" (one keyword the engine models, without a parameter), "with power N or
    greater / less", "with mana value N or greater / less" as filter fields; None for
    another."""
    text, kind = part.text, part.kind
    if kind == "keyword" and len(text) == 2 and text[0] == "with":
        listed = text[1]
        if not isinstance(listed, Keywords) or len(listed.items) != 1:
            return None
        keyword = listed.items[0]
        if not isinstance(keyword, Keyword) or keyword.parameter:
            return None
        name = _KEYWORDS.get(" ".join(keyword.name).casefold())
        return None if name is None else {"keywords": (name,)}
    if kind == "stat" and text[:2] == ("with", "power") and len(text) == 3:
        bound = text[2]
        if not isinstance(bound, Amount) or bound.value is None or bound.text[1:2] != ("or",):
            return None
        field = _BOUNDS.get(bound.text[-1])
        return None if field is None else {field: bound.value}
    return postfix_fields(part) if kind != "caster" else None
