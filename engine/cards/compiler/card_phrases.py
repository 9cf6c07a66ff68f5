"""What a phrase naming cards says of them (108, 205): "basic land card", "Aura or Equipment
card", "target creature card with mana value 2 or less from your graveyard" — the card's
qualities as a filter, read word by word; a word the reader doesn't know leaves the phrase
unread (None)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.selector_words import COLOR_WORDS
from engine.cards.compiler.selectors import amount
from engine.cards.compiler.text import pattern

#: Card types a search may name (CR 300.1, 205.2a) and supertypes (205.4).
CARD_TYPES = {
    "artifact": "Artifact",
    "creature": "Creature",
    "enchantment": "Enchantment",
    "land": "Land",
    "instant": "Instant",
    "sorcery": "Sorcery",
    "planeswalker": "Planeswalker",
}
_SUPERTYPES = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow"}


#: The card types of permanents (110.4), for "permanent card".
PERMANENT_TYPES = ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]


def card_filter(words: str) -> dict[str, Any] | None:
    """ "basic land", "green creature", "Forest", "artifact or enchantment" before "card" -> a
    filter of the card's qualities (701.23b: a stated quality), or None. "[…] card with mana
    value N or less" is read by `card_filter_with`."""
    words = words.strip()
    parts = words.split(" or ")
    if len(parts) == 2 and all(p in CARD_TYPES for p in parts):
        return {"any_types": sorted(CARD_TYPES[p] for p in parts)}
    if m := pattern(r"(basic )?((?:[A-Z][a-z]+, )*[A-Z][a-z]+,? or [A-Z][a-z]+)").fullmatch(words):
        # "a Plains, Island, Swamp, or Mountain card", "an Aura or Equipment card": an "or" of
        # subtypes (205.3).
        subtypes = pattern(r",? or |, ").split(m.group(2))
        flt: dict[str, Any] = {"any_subtypes": subtypes}
        if m.group(1):
            flt["supertypes"] = ["Basic"]
        return flt if len(set(subtypes)) == len(subtypes) else None
    flt = {}
    for word in words.split(" "):
        if word == "permanent" and "any_types" not in flt:
            flt["any_types"] = list(PERMANENT_TYPES)
            continue
        if word in _SUPERTYPES:
            flt.setdefault("supertypes", []).append(_SUPERTYPES[word])
        elif word in CARD_TYPES:
            flt.setdefault("types", []).append(CARD_TYPES[word])
        elif word in COLOR_WORDS:
            flt.setdefault("colors", []).append(COLOR_WORDS[word])
        elif word.startswith("non") and word[3:] in CARD_TYPES:
            flt.setdefault("not_types", []).append(CARD_TYPES[word[3:]])
        elif word.startswith("non") and word[3:] in _SUPERTYPES:
            # "nonlegendary creature card" (205.4a): a card without that supertype.
            flt.setdefault("not_supertypes", []).append(_SUPERTYPES[word[3:]])
        elif pattern(r"[A-Z][a-z]+").fullmatch(word):
            flt.setdefault("subtypes", []).append(word)
        else:
            return None
    return flt or None


_GRAVEYARDS = {
    "your graveyard": "you",
    "a graveyard": "any",
    "graveyards": "any",
    "an opponent's graveyard": "opponent",
    "a single graveyard": "any",
}


#: "[up to two] [another] target … card[s] [with mana value / power N or less] from …" (115.1).
_GRAVEYARD_TARGET = re.compile(
    r"(?:(up to )?(one|two|three|four) )?(another )?target (?:(.+?) )?cards?"
    r"(?: with (mana value|power) (\d+) or (less|greater))? from "
    r"(your graveyard|a graveyard|an opponent's graveyard|graveyards|a single graveyard)"
)


def graveyard_target(phrase: str) -> dict[str, Any] | None:
    """ "target creature card from your graveyard", "up to two target cards from a graveyard",
    "two target creature cards …", "… with power 2 or less …" (the card's power there, 208.1),
    "target historic card …", "up to three target cards from a single graveyard" (all of them
    in one player's graveyard, 601.2c): a target spec for cards in a graveyard (115.1). "Two
    target cards from an opponent's graveyard" names one graveyard too: all of them in one and
    the same opponent's, which matters with two or more opponents (601.2c; Deadeye Tracker's
    and Nullmage Advocate's rulings)."""
    m = _GRAVEYARD_TARGET.fullmatch(phrase)
    if not m:
        return None
    flt: dict[str, Any] = {}
    if m[4]:
        found = card_words(m[4])
        if found is None:
            return None
        flt.update(found)
    if m[5]:
        measure = m[5].replace(" ", "_")
        flt[f"{measure}_at_{'most' if m[7] == 'less' else 'least'}"] = int(m[6])
    if m[3]:
        flt["other"] = True
    if _GRAVEYARDS[m[8]] != "any":
        flt["controller"] = _GRAVEYARDS[m[8]]
    spec: dict[str, Any] = {"kind": "card", "text": phrase}
    if m[8] == "a single graveyard":
        if not m[2]:
            return None  # one target card is in one graveyard anyway
        spec["single_graveyard"] = True
    elif m[8] == "an opponent's graveyard" and m[2]:
        spec["single_graveyard"] = True
    if flt:
        spec["filter"] = flt
    if m[2]:
        count = amount(m[2])
        spec["min"] = 0 if m[1] else count
        spec["max"] = count
    return spec


#: Historic (700.6): an artifact, a legendary, or a Saga.
_HISTORIC = [{"types": ["Artifact"]}, {"supertypes": ["Legendary"]}, {"subtypes": ["Saga"]}]
_COLORED = frozenset({"multicolored", "monocolored", "colorless"})


def card_words(words: str) -> dict[str, Any] | None:
    """The words before "card" as `card_filter` reads them, and beside those: "historic"
    (700.6) and "non-Assassin historic", "multicolored" (105.2), "noncreature, nonland" (each
    said of the card), "instant and/or sorcery", "artifact, creature, or enchantment", "creature
    or Vehicle" (an "or" of single types and subtypes) and "blue or red creature"."""
    words = words.strip().replace(" and / or ", " or ").replace(" and/or ", " or ")
    found = card_filter(words)
    if found is not None:
        return found
    if m := pattern(r"(?:non-([A-Z][a-z]+) )?historic").fullmatch(words):
        return {"any_of": _HISTORIC, **({"not_subtypes": [m[1]]} if m[1] else {})}
    if words in _COLORED:
        return {"colored": words}
    parts = pattern(r",? or |, ").split(words)
    if all(p.startswith("non") and p[3:] in CARD_TYPES for p in parts):
        return {"not_types": [CARD_TYPES[p[3:]] for p in parts]}  # "noncreature, nonland"
    if (m := pattern(r"(\w+) or (\w+) (\w+)").fullmatch(words)) and {m[1], m[2]} <= set(
        COLOR_WORDS
    ):
        kind = card_filter(m[3])
        either = [{"colors": [COLOR_WORDS[m[1]]]}, {"colors": [COLOR_WORDS[m[2]]]}]
        return None if kind is None or "types" not in kind else {**kind, "any_of": either}
    return _either_kind(parts) if len(parts) > 1 else None


def _either_kind(parts: list[str]) -> dict[str, Any] | None:
    """ "artifact, creature, or enchantment", "creature or Vehicle", "Spirit, instant, or
    sorcery": one card of any of the single types or subtypes listed (205.2a, 205.3)."""
    kinds: list[dict[str, list[str]]] = []
    for part in parts:
        if part in CARD_TYPES:
            kinds.append({"types": [CARD_TYPES[part]]})
        elif part == "battle":
            kinds.append({"types": ["Battle"]})
        elif pattern(r"[A-Z][a-z]+").fullmatch(part):
            kinds.append({"subtypes": [part]})
        else:
            return None  # "Vampire or Wizard creature": a noun said of both, or another word
    if all("types" in k for k in kinds):
        return {"any_types": sorted(k["types"][0] for k in kinds)}
    return {"any_of": kinds}


#: A number written as oracle text writes a small count (107.1).
NUMBER = r"(a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|\d+)"


def card_noun(flt: dict[str, Any]) -> str:
    """A card filter said as a noun: "nonbasic red Goblin creature card"."""
    words = [f"non{t.lower()}" for t in flt.get("not_supertypes", ())]
    words += [t.lower() for t in flt.get("supertypes", ())]
    words += [{v: k for k, v in COLOR_WORDS.items()}[c] for c in flt.get("colors", ())]
    words += [f"non{t.lower()}" for t in flt.get("not_types", ())]
    words += list(flt.get("subtypes", ()))
    if either := flt.get("any_subtypes"):
        words.append(
            " or ".join([", ".join(either[:-1]), either[-1]]) if len(either) > 1 else either[0]
        )
    if flt.get("any_types") == PERMANENT_TYPES:
        words.append("permanent")
    elif flt.get("any_types"):
        words.append(" or ".join(t.lower() for t in flt["any_types"]))
    words += [t.lower() for t in flt.get("types", ())]
    return " ".join([*words, "card"])
