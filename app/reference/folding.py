"""Fold text for matching: the same folding serves search, name lookup and the name check.

Card names and rules text mix curly and straight apostrophes (the CR and the seed documents use ’,
MTGJSON uses '), ligatures ("Æther") and accents. A user types none of that, so both the stored text
and the query are folded the same way: typographic punctuation to ASCII, "æ" to "ae", accents
removed, case folded.
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


def fold(text: str) -> str:
    """Return `text` folded for comparison: ASCII punctuation, no accents, case-folded."""
    if text.isascii():
        return _SPACES.sub(" ", text).strip().lower()
    decomposed = unicodedata.normalize("NFKD", text.translate(_PUNCTUATION))
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _SPACES.sub(" ", stripped).strip().casefold()


def fold_name(name: str) -> str:
    """Fold a card name for equality checks ("Urza's Tower" == "Urza’s Tower")."""
    return fold(name)


def slug(text: str) -> str:
    """A URL path segment for a name: folded, with runs of other characters as one hyphen."""
    return re.sub(r"[^a-z0-9]+", "-", fold(text)).strip("-")
