"""Reading the limits on searching: a permanent's line, one reader for both."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import reader

_LINES: dict[str, dict[str, Any]] = {
    "Your opponents can't search libraries.": {"kind": "cant_search", "who": "opponents"},
    "Players can't search libraries.": {"kind": "cant_search", "who": "any"},
    "If an opponent would search a library, that player searches the top four cards of that "
    "library instead.": {"kind": "search_top_cards", "count": 4},
}


@reader("static: limits on searching", 1253)
def limits(text: str) -> dict[str, Any] | None:
    """A prohibition on searching (101.2) or a search of the top cards instead (614.1a), or
    None."""
    found = _LINES.get(text)
    return None if found is None else dict(found)
