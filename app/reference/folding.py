"""Fold text for matching: the same folding serves search, name lookup and the name check.

Card names and rules text mix curly and straight apostrophes (the CR and the seed documents use ’,
MTGJSON uses '), ligatures ("Æther") and accents. A user types none of that, so both the stored text
and the query are folded the same way. The folding itself is the engine's `fold_name`, so that the
pages, the search index and the engine's card pool can never disagree about what a name is.
"""

from __future__ import annotations

import re

from engine import fold_name as fold_name

#: Rules text and queries fold exactly as names do.
fold = fold_name


def slug(text: str) -> str:
    """A URL path segment for a name: folded, with runs of other characters as one hyphen."""
    return re.sub(r"[^a-z0-9]+", "-", fold(text)).strip("-")
