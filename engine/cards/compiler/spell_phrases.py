"""What "spell" phrases name (112.1, 601.2): "red instant or sorcery spell", "creature spell
with mana value 4 or less" — the spell's qualities as a filter, read word by word; a word the
reader doesn't know leaves the phrase unread (None)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.selector_words import COLOR_WORDS
from engine.cards.vocabulary import ARTIFACT_TYPES, ENCHANTMENT_TYPES, creature_type
from engine.cards.vocabulary.type_line import PERMANENT_TYPES

_SPELL_TYPES = {
    "creature": "Creature",
    "artifact": "Artifact",
    "enchantment": "Enchantment",
    "instant": "Instant",
    "sorcery": "Sorcery",
    "planeswalker": "Planeswalker",
}


#: "[instant] spell [with mana value 4 or greater]".
SPELL_PHRASE = re.compile(
    r"(?:(.+) )?spell(?: with mana value (?:(\d+)(?: or (less|greater))?|equal to the number of "
    r"([a-z]+) counters on ~))?"
)


def spell_phrase(words: str) -> dict[str, Any] | None:
    """ "creature spell with mana value 4 or less" -> a filter; a spell's mana value counts the
    X chosen for it (202.3e)."""
    m = SPELL_PHRASE.fullmatch(words)
    before = (m.group(1) or "") if m else ""
    # "[blue] permanent spell": an artifact, battle, creature, enchantment or planeswalker spell
    # (110.4b; a land is never one, 305.9) — said of spells only: a permanent card is a land
    # card too (110.4a).
    permanent = before == "permanent" or before.endswith(" permanent")
    flt = spell_filter(before.removesuffix("permanent").strip()) if m else None
    if m is None or flt is None or (permanent and ("types" in flt or "any_types" in flt)):
        return None
    if permanent:
        flt["any_types"] = sorted(PERMANENT_TYPES - {"Land"})
    if m.group(2) and not m.group(3):
        # "… with mana value 2": exactly that (202.3), at most and at least.
        flt["mana_value_at_most"] = flt["mana_value_at_least"] = int(m.group(2))
    elif m.group(2):
        flt[f"mana_value_at_{'most' if m.group(3) == 'less' else 'least'}"] = int(m.group(2))
    if m.group(4):
        # "… equal to the number of charge counters on this artifact" (Chalice of the Void).
        flt["mana_value_counters_on_source"] = m.group(4)
    return flt


#: The subtypes of instants and sorceries (205.3k) a spell phrase may name beside the subtypes
#: of permanents ("Spirit or Arcane spell", "creature or Aura spell").
SPELL_SUBTYPES = frozenset({"Adventure", "Arcane", "Chorus", "Lesson", "Omen", "Trap"})
#: How many colors it has (105.2a-c), and "legendary" (205.4a), before "spell".
_QUALITIES = {
    "multicolored": ("colored", "multicolored"),
    "monocolored": ("colored", "monocolored"),
    "colorless": ("colored", "colorless"),
}


def _kind(word: str) -> dict[str, list[str]] | None:
    """One alternative of an "or" before "spell": a card type, a subtype or a color."""
    if word in _SPELL_TYPES:
        return {"types": [_SPELL_TYPES[word]]}
    if word in COLOR_WORDS:
        return {"colors": [COLOR_WORDS[word]]}
    known = {*ARTIFACT_TYPES, *ENCHANTMENT_TYPES, *SPELL_SUBTYPES}
    if word in known or creature_type(word) == word:
        return {"subtypes": [word]}
    return None


def _either(words: str) -> dict[str, Any] | None:
    """ "red or green", "Spirit or Arcane", "creature or Aura", "red instant or sorcery": the
    words before the last of the first alternative said of both, which are each one type,
    subtype or color (an "or" of them)."""
    first, _, second = words.partition(" or ")
    *shared, last = first.split(" ")
    kinds = [_kind(last), _kind(second)]
    # Two alternatives only, and no list ("creature, instant or sorcery") nor a type said of
    # both ("creature Spirit or Arcane") whose reading the words leave unclear.
    plain = " or " not in second and "," not in words
    flt = spell_filter(" ".join(shared)) if plain else None
    if flt is None or "types" in flt or None in kinds or kinds[0] == kinds[1]:
        return None
    keys = {next(iter(k)) for k in kinds if k is not None}
    if keys == {"types"} and "types" not in flt:
        return {**flt, "any_types": [k["types"][0] for k in kinds if k is not None]}
    if keys == {"subtypes"}:
        return {**flt, "any_subtypes": [k["subtypes"][0] for k in kinds if k is not None]}
    return {**flt, "any_of": kinds}


def spell_filter(words: str) -> dict[str, Any] | None:
    """ "creature", "noncreature", "red", "multicolored", "legendary", "instant or sorcery",
    "red or green" before "spell" -> a filter."""
    if not words:
        return {}
    if " or " in words:
        return _either(words)
    flt: dict[str, Any] = {}
    for word in (w.rstrip(",") for w in words.split(" ")):
        if word in _QUALITIES and "colored" not in flt:
            flt[_QUALITIES[word][0]] = _QUALITIES[word][1]
        elif word == "legendary":
            flt.setdefault("supertypes", []).append("Legendary")
        elif word in _SPELL_TYPES:
            flt.setdefault("types", []).append(_SPELL_TYPES[word])
        elif word.startswith("non") and word[3:] in _SPELL_TYPES:
            flt.setdefault("not_types", []).append(_SPELL_TYPES[word[3:]])
        elif word in COLOR_WORDS:
            flt.setdefault("colors", []).append(COLOR_WORDS[word])
        elif word.startswith("non") and word[3:] in COLOR_WORDS:
            flt.setdefault("not_colors", []).append(COLOR_WORDS[word[3:]])
        else:
            return None
    return flt
