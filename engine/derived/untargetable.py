"""What keeps a permanent or a player from being a legal target of a spell or ability: shroud
(702.18a), hexproof (702.11b-d) and protection (702.16b) against the source doing the targeting,
and a permanent's static ability saying what "can't be the target of" what (604.1, 101.2) —
asked as targets are chosen and checked again on resolution (115.1, 601.2c, 608.2b)."""

from __future__ import annotations

from engine.cards.vocabulary.prohibitions import CantBeTargeted
from engine.core.events import describe
from engine.core.face_down import copiable_card
from engine.core.state import GameObject, GameState, PlayerId
from engine.derived.characteristics import characteristics, controller_of
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
    target: GameObject | None = None,
) -> str | None:
    """Shroud (702.18a), hexproof (702.11b) and protection (702.16b) against this source —
    `spell` when it is the spell targeting (being cast or on the stack), not the source of an
    ability — and what a permanent's "can't be the target of …" forbids for `target`, a
    permanent (`cant_be_targeted`)."""
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
    if target is not None and source is not None:
        return cant_be_targeted(state, name, target, you, source, spell)
    return None


def _has_it(obj: GameObject) -> int:
    return int(any(isinstance(a, CantBeTargeted) for a in copiable_card(obj).abilities))


def cant_be_targeted(
    state: GameState, name: str, target: GameObject, you: PlayerId, source: GameObject, spell: bool
) -> str | None:
    """Why a permanent's static "[it / enchanted creature / creatures you control] can't be the
    target of [red] spells [or abilities from red sources] [your opponents control]" forbids
    `source` (the spell, or the source of the ability, controlled by `you`) to target `target`
    (604.1, 115.1; 101.2: the "can't" wins), or None. A spell is judged by its own colors, an
    ability by its source's, as they are now (105.2)."""
    if not state.tally(_has_it):
        return None
    for perm in state.battlefield():
        found = [a for a in copiable_card(perm).abilities if isinstance(a, CantBeTargeted)]
        if not found or characteristics(state, perm).abilities_lost:
            continue
        controller = controller_of(state, perm)
        for a in found:
            if _covers(state, a, perm, target, controller) and _forbids(
                state, a, source, you, spell, controller
            ):
                what = "this spell" if spell else "abilities of this source"
                return (
                    f"{name} can't be the target of {what}: the static ability of "
                    f"{describe(state, perm)} “{a.text}” forbids it (604.1)"
                )
    return None


def _covers(
    state: GameState, a: CantBeTargeted, perm: GameObject, target: GameObject, controller: PlayerId
) -> bool:
    """Whether the permanents `a` names include `target`: this permanent, the one it enchants or
    equips (303.4, 301.5), or creatures (yours: the ability's controller's)."""
    if a.affects == "self":
        return target.id == perm.id
    if a.affects in ("enchanted", "equipped"):
        return perm.attached_to == target.id
    if not characteristics(state, target).is_creature:
        return False
    return a.affects == "creatures" or controller_of(state, target) == controller


def _forbids(
    state: GameState,
    a: CantBeTargeted,
    source: GameObject,
    you: PlayerId,
    spell: bool,
    controller: PlayerId,
) -> bool:
    """Whether `a` forbids this spell, or ability of `source`, controlled by `you`."""
    if not (a.spells if spell else a.abilities):
        return False
    if a.opponents and you == controller:
        return False
    colors = set(characteristics(state, source).colors)
    if a.colors and not colors & set(a.colors):
        return False
    return not (a.not_colors and colors & set(a.not_colors))
