"""Protection's spelling, "Protection from" and a color in lower case or "the chosen color"
(702.16a, 607.2d)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with

#: The colors protection is read from here (105.1).
COLORS = frozenset({"white", "blue", "black", "red", "green"})
#: "Protection from the chosen color": linked to an "as [this] enters, choose a color" ability
#: (CR 607.2d); it means protection from the color chosen for the object that has it, and does
#: nothing when no choice was made for that object (607.5a). See engine.derived.linked_abilities.
CHOSEN_COLOR_PROTECTION = "Protection from the chosen color"


def _quality(text: str) -> str | None:
    """A color in lower case, or "the chosen color", or None."""
    if text.casefold() == "the chosen color":
        return "the chosen color"
    return text.lower() if text.lower() in COLORS else None


PROTECTION = keyword_with("Protection from", _quality)
