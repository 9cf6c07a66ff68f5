"""Protection (CR 702.16): whether a permanent's or a player's protection abilities cover a source.

One question, asked wherever protection matters — targeting (702.16b), enchanting (702.16c),
equipping and fortifying (702.16d), damage (702.16e) and blocking by a player's creatures
(702.16f, 702.16k): which "Protection from [quality]" among the keywords applies to `source`.

- a color (702.16a): a source of that color;
- colorless: a source with no color (105.2c); multicolored: one of two or more colors (105.2b);
- each color: shorthand for protection from each of the five (702.16h), so a source of any color;
- a card type, subtype or supertype ("artifacts", "Vampires", "Arcane", "snow"): a source that is
  a permanent of that type, or an object elsewhere of that type (702.16a: an exception to 109.2);
- everything (702.16j): every source;
- spells that are one or more colors (Emrakul, the Aeons Torn): a colored spell on the stack —
  not an ability, nor the permanent a spell became (the card's ruling);
- a player ("Protection from player B": True-Name Nemesis's "the chosen player", made definite by
  its linked choice, 607.2d): each object that player controls, and each object they own that no
  other player controls — a card in a graveyard, whose controller is its owner (702.16k and its
  ruling).
"""

from __future__ import annotations

from engine.core.mana import COLOR_NAMES, NAME_TO_COLOR
from engine.core.state import GameObject, GameState, Zone
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.copiable_values import Characteristics
from engine.mechanics.protection.model import SPELLS_WITH_COLOR, adjective, type_quality

PREFIX = "Protection from "
#: The player quality's spelling once the choice is made: "Protection from player B".
PLAYER = "player "


def protection_from(
    state: GameState, keywords: tuple[str, ...], source: GameObject, *, spell: bool = False
) -> str | None:
    """The quality of the first protection ability among `keywords` covering `source` ("red",
    "colorless", "everything", "player B", "artifacts"), or None; for "each color", the source's
    first color (702.16h: one of its five abilities covers it). `source` is a spell when it is on
    the stack, or `spell` says it is one being cast (601.2c)."""
    for keyword in keywords:
        if not keyword.startswith(PREFIX):
            continue
        quality = keyword.removeprefix(PREFIX)
        if quality == "everything":
            return quality
        if quality == SPELLS_WITH_COLOR:
            is_spell = spell or source.zone is Zone.STACK
            if is_spell and characteristics(state, source).colors:
                return quality
            continue
        if quality.startswith(PLAYER):
            on = source.zone in (Zone.BATTLEFIELD, Zone.STACK)
            if (controller_of(state, source) if on else source.owner) == quality[len(PLAYER) :]:
                return quality
            continue
        if (covered := _covers(characteristics(state, source), quality)) is not None:
            return covered
    return None


def _covers(chars: Characteristics, quality: str) -> str | None:
    """The quality as said of a source with `chars` it covers, or None."""
    colors = chars.colors
    if quality == "colorless":
        return None if colors else quality
    if quality == "multicolored":
        return quality if len(colors) >= 2 else None
    if quality == "each color":
        return COLOR_NAMES[colors[0]] if colors else None
    if (typed := type_quality(quality)) is not None:
        field, value = typed
        has = {t.casefold() for t in getattr(chars, field)}
        return quality if value.casefold() in has else None
    return quality if NAME_TO_COLOR.get(quality) in colors else None


def rule_of(quality: str, rule: str) -> str:
    """The rule that says what protection from `quality` does: `rule` (702.16b-f) for a color or
    colorless, the variant's own for everything (702.16j) and a player (702.16k)."""
    if quality == "everything":
        return "702.16j"
    return "702.16k" if quality.startswith(PLAYER) else rule


def sources_words(quality: str, things: str) -> str:
    """ "red Auras", "colorless spells or abilities", "Auras" (everything), "Auras player B
    controls", "artifact Equipment": what protection from `quality` keeps away, said of
    `things`."""
    if quality == "everything":
        return things
    if quality == SPELLS_WITH_COLOR:
        return "spells that are one or more colors"
    if quality.startswith(PLAYER):
        return f"{things} player {quality[len(PLAYER) :]} controls"
    return f"{adjective(quality)} {things}"
