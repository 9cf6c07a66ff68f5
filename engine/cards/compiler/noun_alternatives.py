"""An "or" of whole noun phrases (`selectors.noun_phrase`, when the phrase isn't one noun
phrase): "land or nonblack creature" is one object that is a land or a nonblack creature (an "or"
of filters, 115.1), each alternative read whole by the one noun-phrase reader. Only what is
plainly said of one alternative is read: a word after the last noun ("… you control", "… with
flying", "… with a +1/+1 counter on it") or before the first ("other") could be said of all
of them, and a subtype before a shared noun ("Elf or Soldier creature") is an adjective of that
noun — each leaves the phrase unread.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.selector_words import COLOR_WORDS
from engine.cards.compiler.text import pattern
from engine.cards.vocabulary import ARTIFACT_TYPES, ENCHANTMENT_TYPES, LAND_TYPES
from engine.cards.vocabulary.creature_types import is_creature_type

#: A noun phrase reader: the filter data and target kind of a phrase, or None.
Reader = Callable[[str], "tuple[dict[str, Any], str] | None"]

#: What an alternative may say of itself: its types, subtypes, colors and status — words before
#: its noun, never after it.
_OWN = frozenset(
    {"types", "subtypes", "not_types", "not_subtypes", "supertypes", "not_supertypes"}
    | {"colors", "not_colors", "colored", "tapped", "attacking", "blocking", "any_types"}
    | {"any_subtypes"}
)
_THATS_COLORS = re.compile(r"(.+) that's (\w+) or (\w+)")

#: The card type each kind of subtype belongs to (205.3g-i).
_SUBTYPES_OF = (
    ("Artifact", ARTIFACT_TYPES),
    ("Enchantment", ENCHANTMENT_TYPES),
    ("Land", LAND_TYPES),
)


def alternatives(phrase: str, read: Reader) -> tuple[dict[str, Any], str] | None:
    """ "land or nonblack creature", "artifact creature or black creature", "creature, Vehicle,
    or nonbasic land": one object that is any of the noun phrases, each whole (an "or" of
    filters, as "artifact, enchantment, or creature with flying" is); and "creature or
    planeswalker that's green or white": of either type, and of either color (105.2). None
    when any alternative isn't a noun phrase or says what could be said of all of them."""
    if (m := _THATS_COLORS.fullmatch(phrase)) and {m[2], m[3]} <= set(COLOR_WORDS):
        found = read(m[1])
        if found is None or {"any_of", "colors", "not_colors", "colored"} & set(found[0]):
            return None
        either = [{"colors": [COLOR_WORDS[m[2]]]}, {"colors": [COLOR_WORDS[m[3]]]}]
        return {**found[0], "any_of": either}, found[1]
    parts = [p.strip() for p in pattern(r",? or |, ").split(phrase)]
    each = [read(p) for p in parts if p]
    if len(each) != len(parts) or not 2 <= len(parts) <= 8:
        return None
    found_all = [f for f in each if f is not None]
    if len(found_all) != len(each) or _shared_noun(found_all):
        return None
    out: list[dict[str, Any]] = []
    for flt, kind in found_all:
        if set(flt) - _OWN:
            return None
        if kind == "creature" and "Creature" not in flt.get("types", []):
            flt = {**flt, "types": ["Creature", *flt.get("types", [])]}
        out.append(flt)
    creatures = all(kind == "creature" for _, kind in found_all)
    return {"any_of": out}, "creature" if creatures else "permanent"


def _shared_noun(found: list[tuple[dict[str, Any], str]]) -> bool:
    """Whether an alternative before the last is only a subtype of the last one's card type —
    "Elf or Soldier creature", "tapped Merfolk or Kithkin creature": the noun is shared (a
    creature that is an Elf or a Soldier), not an "or" of whole noun phrases."""
    *before, last = found
    types = set(last[0].get("types", ())) | ({"Creature"} if last[1] == "creature" else set())
    for flt, _ in before:
        if flt.get("types") or flt.get("any_types"):
            continue
        for subtype in flt.get("subtypes", ()):
            of = "Creature" if is_creature_type(subtype) else None
            of = of or next((t for t, known in _SUBTYPES_OF if subtype in known), None)
            if of is None or of in types:
                return True
    return False
