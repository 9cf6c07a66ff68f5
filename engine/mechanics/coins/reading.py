"""A coin flip read from a permanent's line (705.2): "{2}, {T}: Flip a coin. If you win the flip,
draw a card. If you lose the flip, …" — after its trigger or cost, with nothing before the flip.

Each outcome's instructions are read in the flip's place — "{2}, {T}: Draw a card." — as a
permanent's line is read (`read_quoted_line`), and the readings must agree on everything but
their instructions (the trigger or cost, the targets). Anything else — a flip with instructions
before it, "you may flip", several coins, an outcome not read — leaves the line unread.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import reader
from engine.cards.lowering.quoted import read_quoted_line

_FLIP = re.compile(
    r"(?P<head>[^.]*?(?:, |: ))[Ff]lip a coin\."
    r"(?: If you win the flip, (?P<win>[^.]+\.))?(?: If you lose the flip, (?P<lose>[^.]+\.))?"
)


def _read(head: str, effect: str) -> dict[str, Any] | None:
    line = head + (effect if head.endswith(": ") else effect[:1].lower() + effect[1:])
    read = read_quoted_line(line)
    if not read or len(read) != 1 or not isinstance(read[0], dict):
        return None
    ability: dict[str, Any] = read[0]
    if ability.get("kind") not in ("triggered", "activated") or "modes" in ability:
        return None
    return ability


def _common(ability: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in ability.items() if k not in ("effects", "text")}


@reader("coin flip", 1475)
def flip_line(text: str) -> dict[str, Any] | None:
    """The line's ability with a `flip_coin` instruction in the flip's place, or None."""
    m = _FLIP.fullmatch(text)
    if m is None or not (m.group("win") or m.group("lose")):
        return None
    read = {o: _read(m.group("head"), m.group(o)) for o in ("win", "lose") if m.group(o)}
    if any(a is None for a in read.values()):
        return None
    found = [a for a in read.values() if a is not None]
    if any(_common(a) != _common(found[0]) for a in found):
        return None
    win, lose = read.get("win"), read.get("lose")
    flipped = {
        "op": "flip_coin",
        "then": list(win["effects"]) if win else [],
        "otherwise": list(lose["effects"]) if lose else [],
    }
    return {**found[0], "effects": [flipped], "text": text}
