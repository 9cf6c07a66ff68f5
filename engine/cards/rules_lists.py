"""The lists the Comprehensive Rules keep themselves, read from the CR the project ships.

`data/cr.json` is the CR's text as the project's importer reads it (`python -m
app.reference.importer`, committed; the app's rule pages and search read the same file). Where
the CR lists words the compiler must know — the ability words of 207.2c, the keyword abilities
titled in 702 — they are read from it here, not copied by hand: a new CR imported is a new list,
with no second copy to keep in step. Read once per process (about 15 ms).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

CR_PATH = Path(__file__).resolve().parents[2] / "data" / "cr.json"
ABILITY_WORDS_RULE = "207.2c"
KEYWORD_ABILITIES_RULE = "702"

_ABILITY_WORD_LIST = re.compile(r"The ability words are (.+)\.$")


class RulesListError(ValueError):
    """The CR file is missing, or a rule isn't in the form its list is read from."""


@cache
def _rules() -> tuple[tuple[str, str, str, str], ...]:
    """Every rule of the file as (number, kind, parent, text), in the CR's order."""
    try:
        data = json.loads(CR_PATH.read_text(encoding="utf-8"))
        return tuple(
            (str(r["number"]), str(r["kind"]), str(r["parent"]), str(r["text"]))
            for r in data["rules"]
        )
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise RulesListError(f"can't read the CR's rules from {CR_PATH}: {exc}") from exc


def rule_text(number: str) -> str:
    """The text of rule `number` ("207.2c")."""
    for found, _kind, _parent, text in _rules():
        if found == number:
            return text
    raise RulesListError(f"{CR_PATH} has no rule {number}")


def titles(section: str) -> tuple[str, ...]:
    """The titles of the numbered rules of `section` ("702" -> "Deathtouch", …), in order: the
    rules after its general one (702.1), whose text is only a title."""
    found = tuple(
        text
        for number, kind, parent, text in _rules()
        if parent == section and kind == "numbered" and number != f"{section}.1"
    )
    if not found:
        raise RulesListError(f"{CR_PATH} has no rules titled under {section}")
    return found


def oracle_spelling(word: str) -> str:
    """A word of a CR list as a card's line begins with it: capitalised, and with the straight
    apostrophe oracle text uses ("council’s dilemma" -> "Council's dilemma")."""
    word = word.replace("\u2019", "'")
    return word[:1].upper() + word[1:]


@cache
def ability_words() -> tuple[str, ...]:
    """The ability words 207.2c lists ("The ability words are adamant, …, and will of the
    council."), in its order, spelled as a card's line begins with them."""
    text = rule_text(ABILITY_WORDS_RULE)
    m = _ABILITY_WORD_LIST.search(text)
    if m is None:
        raise RulesListError(f"rule {ABILITY_WORDS_RULE} lists no ability words: {text[:60]!r}")
    words = [part.strip().removeprefix("and ") for part in m.group(1).split(",")]
    if not all(words):
        raise RulesListError(f"rule {ABILITY_WORDS_RULE} has an empty ability word")
    return tuple(oracle_spelling(w) for w in words)


@cache
def _all_words() -> tuple[tuple[str, ...], dict[str, tuple[int, ...]]]:
    """Every rule's and glossary entry's words, lower case, in order, and where each word
    occurs: a phrase is looked up by its first word's places (once per process, ~0.1 s)."""
    try:
        data = json.loads(CR_PATH.read_text(encoding="utf-8"))
        glossary = " ".join(f"{e['term']} {e['text']}" for e in data["glossary"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise RulesListError(f"can't read the CR's glossary from {CR_PATH}: {exc}") from exc
    text = " ".join(text for _n, _k, _p, text in _rules()) + " " + glossary
    words = tuple(_WORD.findall(text.lower()))
    places: dict[str, list[int]] = {}
    for i, word in enumerate(words):
        places.setdefault(word, []).append(i)
    return words, {word: tuple(at) for word, at in places.items()}


_WORD = re.compile(r"[a-z0-9]+")


@cache
def mentioned(phrase: str) -> bool:
    """Whether the CR's rules or glossary say `phrase` as whole words in a row, without case
    or punctuation ("Exhaust", "Max speed" are; a flavor word, which "is not listed in the
    Comprehensive Rules", 207.2d, isn't)."""
    said = tuple(_WORD.findall(phrase.lower()))
    words, places = _all_words()
    return bool(said) and any(words[i : i + len(said)] == said for i in places.get(said[0], ()))
