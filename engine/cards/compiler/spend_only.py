"""Mana with a restriction on what it may be spent on (CR 106.6): "Spend this mana only to cast
creature spells", "… only to activate abilities", "… to cast artifact spells or activate
abilities of artifacts". Read from the end of a mana ability's effect (one `str.find`, no regex
tried on other lines); the words before it are read as before, and every instruction adding
mana keeps the restriction (`SpendOnly`).
"""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.spell_phrases import SPELL_SUBTYPES, spell_phrase
from engine.cards.vocabulary import ARTIFACT_TYPES, ENCHANTMENT_TYPES, KEEPING_MANA, creature_type

_LEAD = " Spend this mana only "
#: The instructions a restriction may be kept by (their mana goes to their controller's pool).
_ADDING = frozenset(kept.model_fields["op"].default for kept in KEEPING_MANA)
_SOURCE_TYPES = {
    "artifact": "Artifact",
    "creature": "Creature",
    "land": "Land",
    "enchantment": "Enchantment",
    "planeswalker": "Planeswalker",
}
_ANY_ABILITY = ("activate abilities", "activate an ability")


#: "This mana can't be spent to cast a nonartifact spell." (a Powerstone's, 111.10h): it pays
#: for artifact spells, abilities and any other cost.
NOT_NONARTIFACT: dict[str, Any] = {
    "spells": {"types": ["Artifact"]},
    "abilities": {},
    "others": True,
}
_CANT = " This mana can't be spent to cast "
_NONARTIFACT = ("a nonartifact spell.", "nonartifact spells.")


def split(text: str) -> tuple[str, dict[str, Any]] | None:
    """(the effect's words before the restriction, the restriction) for an effect ending "Spend
    this mana only …" or "This mana can't be spent to cast a nonartifact spell.", or None for
    any other effect or a restriction not read."""
    at = text.find(_LEAD)
    if at < 0:
        at = text.find(_CANT)
        if at < 0 or text[at + len(_CANT) :] not in _NONARTIFACT:
            return None
        return text[:at], {**NOT_NONARTIFACT, "text": text[at + 1 :]}
    said = text[at + len(_LEAD) :]
    if not said.endswith(".") or "." in said[:-1]:
        return None
    found = restriction(said[:-1])
    return None if found is None else (text[:at], {**found, "text": text[at + 1 :]})


def restricted(effects: list[dict[str, Any]], spend: dict[str, Any]) -> list[dict[str, Any]] | None:
    """`effects` with each instruction adding mana keeping `spend`; None when one does
    something else (the restriction would have nothing clear to belong to)."""
    if not effects or any(
        e.get("op") not in _ADDING or e.get("player", "you") != "you" for e in effects
    ):
        return None
    return [{**e, "spend_only": spend} for e in effects]


def restriction(words: str) -> dict[str, Any] | None:
    """ "to cast creature spells", "to activate abilities", "to cast artifact spells or activate
    abilities of artifacts", "to activate an ability or cast an artifact spell" -> SpendOnly."""
    if not words.startswith("to "):
        return None
    words = words[3:]
    found: dict[str, Any] = {}
    words = words.replace(", or to ", " or ").replace(" or to ", " or ")
    # "or" between what it pays for; an "or" inside a spell phrase stays ("instant or sorcery").
    parts = words.replace(" or activate ", "|activate ").replace(" or cast ", "|cast ")
    for part in parts.split("|"):
        if part.startswith("cast ") and "spells" not in found:
            spells = _spells(part[5:])
            if spells is None:
                return None
            found["spells"] = spells
        elif part in _ANY_ABILITY and "abilities" not in found:
            found["abilities"] = {}
        elif part.startswith(("activate abilities of ", "activate an ability of ")):
            sources = _sources(part.split(" of ", 1)[1])
            if sources is None or "abilities" in found:
                return None
            found["abilities"] = sources
        else:
            return None
    return found or None


def _spells(words: str) -> dict[str, Any] | None:
    """ "a creature spell", "instant and sorcery spells", "an Elf creature spell", "spells" ->
    what the spell must be (a filter)."""
    for article in ("a ", "an "):
        words = words.removeprefix(article)
    if words.endswith("spells"):
        words = words[:-1]
    words = words.replace(" and/or ", " or ").replace(" and ", " or ")
    found = spell_phrase(words)
    if found is not None:
        return found
    if (kinds := _subtypes(words)) is not None:
        return {"any_subtypes": kinds}
    # A subtype first: "Ally spell", "Dragon creature spell", "Elf creature spell".
    head, _, rest = words.partition(" ")
    if not _subtype(head):
        return None
    found = spell_phrase(rest)
    return None if found is None or "subtypes" in found else {**found, "subtypes": [head]}


def _subtypes(words: str) -> list[str] | None:
    """ "Vampire, Cleric, or Demon spell", "Dragon spell or an Omen spell": a spell with any of
    the subtypes named, or None for any other words."""
    words = words.replace(" spell or a ", " or ").replace(" spell or an ", " or ")
    listed = words.removesuffix(" spell").replace(", or ", " or ").replace(", ", " or ")
    kinds = listed.split(" or ")
    if not words.endswith(" spell") or len(kinds) < 2 or not all(map(_subtype, kinds)):
        return None
    return kinds


def _subtype(word: str) -> bool:
    """A subtype a spell may have: of artifacts, enchantments, creatures, instants and sorceries
    (205.3g-k)."""
    known = word in ARTIFACT_TYPES or word in ENCHANTMENT_TYPES or word in SPELL_SUBTYPES
    return known or creature_type(word) == word


def _sources(words: str) -> dict[str, Any] | None:
    """ "artifacts", "an artifact source", "Dragons", "Elemental sources", "creatures" -> what
    the source of the ability must be (a filter)."""
    for article in ("a ", "an "):
        words = words.removeprefix(article)
    for noun in (" sources", " source"):
        words = words.removesuffix(noun)
    if " " in words:
        return None
    word = words if words in _SOURCE_TYPES or _subtype(words) else words.removesuffix("s")
    if word in _SOURCE_TYPES:
        return {"types": [_SOURCE_TYPES[word]]}
    return {"subtypes": [word]} if _subtype(word) else None


def spend_words(spend: dict[str, Any]) -> str:
    """ "spend this mana only to cast a creature spell or to activate an ability of an
    artifact" (106.6)."""
    said: list[str] = []
    if spend.get("others"):
        return "this mana may be spent on anything but casting a nonartifact spell (106.6)"
    if (spells := spend.get("spells")) is not None:
        said.append("to cast " + (_named(spells, "spell") if spells else "a spell"))
    if (sources := spend.get("abilities")) is not None:
        of = f" of {_named(sources, 'source')}" if sources else ""
        said.append("to activate an ability" + of)
    return "this mana may be spent only " + " or ".join(said) + " (106.6)"


def _named(flt: dict[str, Any], noun: str) -> str:
    said = filter_words(flt, noun)
    return said if said.endswith(noun) else f"{said} {noun}"
