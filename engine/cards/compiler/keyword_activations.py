"""The shape every "<Keyword> [mana cost]" keyword that stands for an activated ability of a card
in a hand or graveyard shares — unearth (702.84a), encore (702.141a), scavenge (702.97a), embalm
and eternalize (702.128a, 702.129a), ninjutsu (702.49a): the keyword, then a mana cost of plain
symbols, read as the ability it means, activated from that zone (113.6b, 113.6m) by its owner
(602.2). Each keyword's package says what its cost adds and what the ability does; the line and
the ability's shape are read here, once."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.text import pattern

#: A mana cost of numbers and colored and colorless symbols (no hybrid, Phyrexian or X).
_MANA = r"((?:\{(?:\d+|[WUBRGC])\})+)"


def activated_from(
    text: str,
    keyword: str,
    zone: str,
    effects: list[dict[str, Any]],
    *,
    cost: dict[str, Any] | None = None,
    sorcery_speed: bool = True,
    **extra: Any,
) -> dict[str, Any] | None:
    """The activated ability a "<Keyword> {2}{B}" line means — its mana cost and what `cost`
    adds, activated from `zone` (as a sorcery unless `sorcery_speed` is false, 602.5d), doing
    `effects` — or None when the line is anything else."""
    # The plain keyword's words first: most lines asked are no such keyword line.
    m = pattern(rf"{keyword} {_MANA}").fullmatch(text) if text.startswith(f"{keyword} ") else None
    if not m:
        return None
    ability: dict[str, Any] = {
        "kind": "activated",
        "zone": zone,
        "cost": {"mana": m.group(1), **(cost or {})},
        **extra,
        "effects": effects,
    }
    if sorcery_speed:
        ability["sorcery_speed"] = True
    return ability
