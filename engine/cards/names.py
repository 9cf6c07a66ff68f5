"""Fold card names for comparison: the one folding the engine and the app share.

Two objects have the same name when their names are identical (CR 201.2), but the text that
reaches us is not typed that way: the Comprehensive Rules and oracle text print "Urza’s Tower"
with ’, MTGJSON and keyboards give ', older printings spell "Æther", and users leave out accents.
`fold_name` maps all of those spellings to one form; the pool, the scenario loader, the name
lists of 206.3b / 206.3c, and the app's search and look-ups all compare through it.

`name_key` goes one step further for the name check a user runs (not for rules comparisons): it
also drops punctuation and spaces, so "an havva constable" and "urzas tower" meet the listed
"An-Havva Constable" and "Urza’s Tower".
"""

from __future__ import annotations

import re
import unicodedata

_PUNCTUATION = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u02bc": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u2013": "-",
        "\u2014": "-",
        "\u2122": None,
        "\u00ae": None,
        "\u00c6": "AE",
        "\u00e6": "ae",
        "\u0152": "OE",
        "\u0153": "oe",
    }
)
_SPACES = re.compile(r"\s+")
_NOT_LETTER_OR_DIGIT = re.compile(r"[\W_]+")


def fold_name(text: str) -> str:
    """Fold `text` for comparison: ASCII punctuation, no accents, one space, case folded.

    Typographic apostrophes, quotes and dashes become ASCII, "Æ" becomes "ae" and accents go, so
    "Æther Storm", "aether storm" and "AETHER STORM" fold alike.
    """
    if text.isascii():
        return _SPACES.sub(" ", text).strip().lower()
    decomposed = unicodedata.normalize("NFKD", text.translate(_PUNCTUATION))
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _SPACES.sub(" ", stripped).strip().casefold()


def name_key(name: str) -> str:
    """`fold_name(name)` with its punctuation and spaces dropped, for a tolerant look-up.

    A user's spelling, not a card's name: rules comparisons (e.g. a permanent's name against the
    lists of 206.3b) use `fold_name`, since punctuation is part of a name (201.2).
    """
    return _NOT_LETTER_OR_DIGIT.sub("", fold_name(name))
