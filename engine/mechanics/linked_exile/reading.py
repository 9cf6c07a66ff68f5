"""Reading "return the exiled card to the battlefield under its owner's control" (a sentence
reader) and linking every instruction that refers to "the exiled card" — the return, imprint's
mana of its colors and copy of it (`engine.mechanics.imprint`), mana added "instead" if a card is
exiled with this (Ugin's Labyrinth), the restart leaving in exile the cards exiled with this
(Karn Liberated's [−14], `engine.mechanics.restart_game`) — to the exile printed on the same
face (a face reader, 607.2a): the face's exiles of a target become linked exiles, its exiles of
a card from a hand linked ones; an instruction referring to the exiled card with no exile on its
face to link to stays unread."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import face_reader, sentence_reader

_RETURN = re.compile(
    r"return the exiled (?:card|cards|creature|permanent) to (?:"
    r"(?P<battlefield>the battlefield under (?:its|their) owner(?:'s|s') control)|"
    r"(?P<hand>(?:its|their) owner(?:'s|s') hands?))"
)
#: What a face reader says of a return left unread.
GAP = "no ability of this face exiles a card it could refer to (607.2a)"
#: The instructions that refer to "the exiled card" (607.2a).
_REFERS = frozenset(
    {"return_exiled", "add_mana_of_exiled_colors", "cast_copy_of_exiled", "restart_game"}
)
#: The exiles a reference may be linked to.
_EXILES = frozenset({"exile", "exile_from_hand"})


@sentence_reader("linked exile", 485)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The return of the exiled card, or None."""
    del targets, subject
    m = _RETURN.fullmatch(text)
    if not m:
        return None
    return [{"op": "return_exiled", "to": "battlefield" if m["battlefield"] else "hand"}]


def _effects(ability: Any) -> list[Any]:
    return ability.get("effects", []) if isinstance(ability, dict) else []


def _has(effects: list[Any], ops: frozenset[str]) -> bool:
    return any(
        e.get("op") in ops
        or _has(e.get("effects", []), ops)
        # "If a card is exiled with this land, add {C}{C} instead." (607.2a)
        or (ops is _REFERS and bool((e.get("instead_if") or {}).get("self_exiled_card")))
        for e in effects
    )


def _linked(effects: list[Any]) -> list[Any]:
    """The effects with each exile of a target made a linked exile, and each exile from a
    hand linked ("you may exile": inside)."""
    out = []
    for e in effects:
        if e.get("op") == "exile" and isinstance(e.get("target"), int):
            e = {"op": "exile_linked", "target": e["target"]}
        elif e.get("op") == "exile_from_hand":
            e = {**e, "linked": True}
        elif "effects" in e:
            e = {**e, "effects": _linked(e["effects"])}
        out.append(e)
    return out


@face_reader("linked exile", 110)
def fold(lines: list[Any], readings: dict[int, Any], found: list[Any]) -> list[Any]:
    """The face's abilities with its exiles linked to its instructions that refer to the
    exiled card; those unread when no other ability of the face exiles a card."""
    del lines
    returning = [a for a in found if _has(_effects(a), _REFERS)]
    if not returning:
        return found
    exiling = [a for a in found if a not in returning and _has(_effects(a), _EXILES)]
    if not exiling:
        for i, reading in list(readings.items()):
            if any(a in returning for a in reading.abilities):
                readings[i] = type(reading)(reading.line, "gap", GAP, ())
        return [
            {"kind": "unsupported", "text": a.get("text", "")} if a in returning else a
            for a in found
        ]
    return [{**a, "effects": _linked(a["effects"])} if a in exiling else a for a in found]
