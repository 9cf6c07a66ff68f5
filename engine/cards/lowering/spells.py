"""Which spells a cast trigger watches (601.2i, 603.2), read from the grammar's selector: its
qualities — card types and "non-" types, colors, subtypes (205.3), "legendary" (205.4),
"historic" (700.6), "colorless" / "monocolored" / "multicolored" (105.2) — and what follows
"spell": "with mana value N or less / greater" (202.3), "that targets ~" and "that targets a
creature [you control]" (115.1, 601.2c).

Qualities joined by "or" and commas are alternatives ("Spirit or Arcane", "instant, sorcery,
or Wizard"): all colors become the cast matcher's `colors`, which it reads as an "or"; all
card types `any_types`; all subtypes `any_subtypes`; a mix `any_of`. Qualities side by side
are all asked ("Eldrazi creature spell"). A quality or postfix not listed here leaves the
trigger unread ("a spell from your graveyard", "a spell of the chosen color", "an Adventure
spell": an Adventure is cast from a half the corpus has no text for).
"""

from __future__ import annotations

from engine.cards.compiler.selector_words import COLOR_WORDS
from engine.cards.grammar.tree import Objects, Postfix, Qualities, Quality, Selector
from engine.cards.lowering.phrases import only, said, targeting
from engine.cards.vocabulary import Filter
from engine.cards.vocabulary.creature_types import is_creature_type
from engine.cards.vocabulary.type_line import ARTIFACT_TYPES, ENCHANTMENT_TYPES

#: Card types a spell can have (the six that can be cast; 300.1, 307, 304).
_TYPES = {
    "creature": "Creature",
    "artifact": "Artifact",
    "enchantment": "Enchantment",
    "instant": "Instant",
    "sorcery": "Sorcery",
    "planeswalker": "Planeswalker",
    "battle": "Battle",
    "kindred": "Kindred",
}
#: Spell types (205.3k) a spell keeps on the stack; not "Adventure" nor "Omen" (cast from a
#: half the corpus has no text for).
_SPELL_SUBTYPES = frozenset({"Arcane", "Lesson", "Trap"})
#: "Historic" (700.6): artifacts, legendaries and Sagas.
_HISTORIC = Filter(
    any_of=(
        Filter(types=("Artifact",)),
        Filter(supertypes=("Legendary",)),
        Filter(subtypes=("Saga",)),
    )
)
_COLORED = {"colorless", "monocolored", "multicolored"}
#: What a word before an "or" of alternatives may say of them all ("a red instant or sorcery").
_ADJECTIVES = frozenset({"colors", "not_colors", "colored", "supertypes"})


def _subtype(word: str) -> str | None:
    """A subtype a spell may have: a creature type, an artifact or enchantment type, a spell
    type (205.3g-h, 205.3k, 205.3m)."""
    if word in ARTIFACT_TYPES | ENCHANTMENT_TYPES | _SPELL_SUBTYPES or is_creature_type(word):
        return word
    return None


def _one(word: str) -> Filter | None:
    """One quality word as a filter of its own."""
    low = word.lower()
    if low in _TYPES:
        return Filter(types=(_TYPES[low],))
    if low.startswith("non") and low[3:] in _TYPES:
        return Filter(not_types=(_TYPES[low[3:]],))
    if low in COLOR_WORDS:
        return Filter(colors=(COLOR_WORDS[low],))
    if low.startswith("non") and low[3:] in COLOR_WORDS:
        return Filter(not_colors=(COLOR_WORDS[low[3:]],))
    if low in _COLORED:
        return Filter.model_validate({"colored": low})
    if low == "legendary":
        return Filter(supertypes=("Legendary",))
    if low == "historic":
        return _HISTORIC
    found = _subtype(word)
    return None if found is None else Filter(subtypes=(found,))


def spell_quality(word: str) -> Filter | None:
    """One quality word a spell may have ("creature", "green", "Sliver", "historic") as a
    filter, or None: the one reading of such a word for every reader of spells."""
    return _one(word)


def _all_of(found: list[Filter]) -> Filter | None:
    """Qualities side by side ("Eldrazi creature", "legendary creature"): each asked; None
    where two would be read as an "or" (two colors: the cast matcher's `colors` is one) or
    where one is already an alternative ("historic")."""
    merged: dict[str, object] = {}
    for one in found:
        for key, value in one.model_dump(exclude_defaults=True).items():
            if key in merged or (key == "any_of" and len(found) > 1):
                return None
            merged[key] = value
    return Filter.model_validate(merged)


def _alternatives(qualities: tuple[Quality, ...]) -> list[list[str]] | None:
    """The qualities split at "or" and commas: each alternative's words; None for "and"."""
    out: list[list[str]] = [[]]
    for quality in qualities:
        text = list(quality.text)
        joined = False
        while text and text[0] in (",", "or"):
            text.pop(0)
            joined = True
        if not text or "and" in text or "," in text or "or" in text:
            return None
        if joined:
            out.append([])
        out[-1] += text
    return out if all(out) else None


def _either(found: list[Filter]) -> Filter:
    """Alternatives as one filter: colors, types or subtypes listed by "or", else `any_of`."""
    dumped = [f.model_dump(exclude_defaults=True) for f in found]
    for key, into in (("colors", "colors"), ("types", "any_types"), ("subtypes", "any_subtypes")):
        if all(set(d) == {key} and len(d[key]) == 1 for d in dumped):
            return Filter.model_validate({into: [d[key][0] for d in dumped]})
    return Filter(any_of=tuple(found))


def _postfix(part: Postfix) -> dict[str, object] | None:
    """ "with mana value N or less / greater", "that targets ~", "that targets a creature
    [you control]" (`phrases.targeting`) as filter fields; None for another."""
    text = part.text
    if part.kind == "relation" and text[:2] == ("that", "targets"):
        return targeting(part)
    words = said(text).split(" ")
    if (
        len(words) == 6
        and words[:3] == ["with", "mana", "value"]
        and words[3:5]
        == [
            words[3],
            "or",
        ]
    ):
        bound = {"less": "most", "greater": "least"}.get(words[5]) if words[3].isdigit() else None
        return None if bound is None else {f"mana_value_at_{bound}": int(words[3])}
    return None


def _qualities(qualities: tuple[Quality, ...]) -> Filter | None:
    """Qualities as one filter: side by side all asked, alternatives as `_either` says."""
    split = _alternatives(qualities)
    if split is None:
        return None
    if len(split) == 1:
        found = [_one(w) for w in split[0]]
        return None if None in found else _all_of([f for f in found if f is not None])
    # "A red instant or sorcery spell": the words before the first alternative are adjectives
    # every alternative shares — red, and an instant or a sorcery; each alternative is one word.
    *shared, first = split[0]
    if any(len(words) != 1 for words in split[1:]):
        return None
    alternatives = [_one(words[0]) for words in [[first], *split[1:]]]
    prefix = [_one(w) for w in shared]
    if None in alternatives or None in prefix:
        return None
    if any(set(p.model_dump(exclude_defaults=True)) - _ADJECTIVES for p in prefix if p):
        return None  # only a color or a supertype before the alternatives
    either = _either([a for a in alternatives if a is not None])
    return _all_of([*(p for p in prefix if p is not None), either])


def spell_filter(what: Objects) -> Filter | None:
    """The spells "a / an [qualities] spell [postfix]" names, or None when it isn't read."""
    one = only(what)
    if not isinstance(one, Selector) or one.head != "spell" or one.limit or one.amount:
        return None
    if one.determiner not in (("a",), ("an",)):
        return None
    fields: dict[str, object] = {}
    if one.qualities:
        chosen = _qualities(one.qualities)
        if chosen is None:
            return None
        fields = chosen.model_dump(exclude_defaults=True)
    for part in one.postfix:
        kind = part.text[1] if part.kind == "kind" and len(part.text) == 2 else None
        if part.text[:1] == ("that's",) and isinstance(kind, Qualities) and not fields:
            # "a spell that's white, blue, black, or red": its qualities after "that's".
            said_kind = _qualities(kind.items)
            more = None if said_kind is None else said_kind.model_dump(exclude_defaults=True)
        else:
            more = _postfix(part)
        if more is None or set(more) & set(fields):
            return None
        fields |= more
    return Filter.model_validate(fields)


def qualities_filter(qualities: tuple[Quality, ...]) -> Filter | None:
    """The spells a selector's qualities name ("red creature", "instant or sorcery",
    "historic"), or None: the one reading of them for every reader of spells."""
    return _qualities(qualities)


def postfix_fields(part: Postfix) -> dict[str, object] | None:
    """A spell selector's postfix ("with mana value N or greater", "that targets ~") as filter
    fields, or None for another: the one reading of them for every reader of spells."""
    return _postfix(part)
