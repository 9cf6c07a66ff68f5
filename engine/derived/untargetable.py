"""What keeps a permanent or a player from being a legal target of a spell or ability: shroud
(702.18a), hexproof (702.11b-d) and protection (702.16b) against the source doing the targeting
(115.1, 601.2c, 608.2b)."""

from __future__ import annotations

from engine.core.state import GameObject, GameState, PlayerId
from engine.derived.characteristics import characteristics
from engine.derived.protection import protection_from, rule_of, sources_words

#: The five colors' words (105.1), as the reasons a target is refused say them.
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def hexproof_against(keywords: tuple[str, ...], colors: tuple[str, ...]) -> str | None:
    """The quality of the first "Hexproof from [quality]" among `keywords` that a source of
    `colors` has (702.11d): a color, one color ("monocolored", 105.2a) or more ("multicolored",
    105.2b), or None."""
    for keyword in keywords:
        quality = keyword.removeprefix("Hexproof from ")
        if quality == keyword:
            continue
        if (
            (quality == "monocolored" and len(colors) == 1)
            or (quality == "multicolored" and len(colors) > 1)
            or any(COLOR_WORDS[c] == quality for c in colors)
        ):
            return quality
    return None


def untargetable(
    name: str,
    keywords: tuple[str, ...],
    controller: PlayerId,
    you: PlayerId,
    source: GameObject | None,
    state: GameState,
    player: bool = False,
    spell: bool = False,
) -> str | None:
    """Shroud (702.18a), hexproof (702.11b) and protection (702.16b) against this source —
    `spell` when it is the spell targeting (being cast or on the stack), not the source of an
    ability."""
    if "Shroud" in keywords:
        return f"{name} has shroud and can't be the target of spells or abilities (702.18a)"
    if "Hexproof" in keywords and controller != you:
        if player:
            # Hexproof on a player (702.11c), e.g. from "You have hexproof" (613.10).
            return (
                f"{name} has hexproof and can't be the target of spells or abilities their "
                "opponents control (702.11c)"
            )
        return (
            f"{name} has hexproof and can't be the target of spells or abilities its "
            "controller's opponents control (702.11b)"
        )
    if source is not None and controller != you:
        quality = hexproof_against(keywords, characteristics(state, source).colors)
        if quality is not None:
            return (
                f"{name} has hexproof from {quality} and can't be the target of {quality} spells "
                f"or abilities from {quality} sources its controller's opponents control "
                "(702.11d)"
            )
    if source is not None:
        quality = protection_from(state, keywords, source, spell=spell)
        if quality is not None:
            what = sources_words(quality, "spells or abilities")
            return (
                f"{name} has protection from {quality} and can't be targeted by {what} "
                f"({rule_of(quality, '702.16b')})"
            )
    return None
