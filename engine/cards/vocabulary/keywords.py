"""Keywords (CR 702) as a card's abilities name them: their canonical spellings."""

from __future__ import annotations

from engine.cards.vocabulary import keyword_names
from engine.cards.vocabulary.keyword_names import (
    CUMULATIVE_KEYWORDS,
    KEYWORD_NAMES,
    parameter_keyword,
)

#: Keywords with no parameter a scenario's card may list by name (CR 702), each registered by
#: its mechanic's package (`keyword_name(..., simple=True)`: flying, deathtouch, landwalk …).
SIMPLE_KEYWORDS = keyword_names.load()
#: The same keywords by their folded spelling: every keyword ability line of the corpus is looked
#: up here, so a look-up, not a scan of every keyword (a tenth of the corpus compile, issue 28).
_SIMPLE_BY_FOLD = {keyword.casefold(): keyword for keyword in SIMPLE_KEYWORDS}


def normalise_keyword(text: str) -> str | None:
    """The keyword's canonical spelling ("flying" -> "Flying"), or None if it isn't one."""
    stripped = " ".join(text.split())
    if (simple := _SIMPLE_BY_FOLD.get(stripped.casefold())) is not None:
        return simple
    if found := parameter_keyword(stripped):
        return found  # a mechanic's own with a parameter (its package's model): bushido, affinity …
    return KEYWORD_NAMES.get(stripped.casefold())  # a mechanic's own (its package's model)


def cumulative(keyword: str) -> bool:
    """Whether more instances of the keyword add up or each trigger rather than being redundant
    (toxic 702.164b, poisonous 702.70b, prowess 702.108b): its package registered it so
    (`CUMULATIVE_KEYWORDS`), by its name alone ("Prowess") or before its parameter ("Toxic 2",
    "Cumulative upkeep—Pay 1 life")."""
    words = keyword.split(" ")
    return any(" ".join(words[:n]) in CUMULATIVE_KEYWORDS for n in range(len(words), 0, -1))


def known_keyword(text: str) -> str:
    """The keyword's canonical spelling; a ValueError naming the text, and the keywords the
    vocabulary knows, if it isn't one."""
    keyword = normalise_keyword(text)
    if keyword is None:
        raise ValueError(
            f"unknown keyword {text!r}; known: "
            f"{', '.join(sorted(SIMPLE_KEYWORDS))}, Ward {{N}}, Protection from <color>"
        )
    return keyword


#: The keyword counters (122.1b) by their kind, each the keyword it gives the object it is on:
#: "a flying counter". Decayed isn't a keyword the engine has, and an exalted counter's
#: instances (702.83b) aren't said by the rules, so neither is one here.
KEYWORD_COUNTERS: dict[str, str] = {
    kind: known_keyword(kind)
    for kind in (
        "flying",
        "first strike",
        "double strike",
        "deathtouch",
        "haste",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "shadow",
        "trample",
        "vigilance",
    )
}
