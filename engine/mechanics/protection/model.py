"""Protection's spelling, "Protection from" and a color in lower case, "colorless", "everything"
(702.16j), "the chosen color" or "the chosen player" (702.16a, 702.16k, 607.2d)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with

#: The colors protection is read from here (105.1).
COLORS = frozenset({"white", "blue", "black", "red", "green"})
#: "Protection from the chosen color": linked to an "as [this] enters, choose a color" ability
#: (CR 607.2d); it means protection from the color chosen for the object that has it, and does
#: nothing when no choice was made for that object (607.5a). See engine.derived.linked_abilities.
CHOSEN_COLOR_PROTECTION = "Protection from the chosen color"
#: "Protection from the chosen player" (True-Name Nemesis): linked to "as [this] enters, choose a
#: player" (607.2d), made definite as "Protection from player B" (702.16k).
CHOSEN_PLAYER_PROTECTION = "Protection from the chosen player"
#: The qualities read besides the colors: a colorless source (105.2c), every source (702.16j),
#: and the chosen color or player.
QUALITIES = frozenset({"colorless", "everything", "the chosen color", "the chosen player"})


def _quality(text: str) -> str | None:
    """A color in lower case, one of `QUALITIES`, or None."""
    if text.casefold() in QUALITIES:
        return text.casefold()
    return text.lower() if text.lower() in COLORS else None


PROTECTION = keyword_with("Protection from", _quality)
