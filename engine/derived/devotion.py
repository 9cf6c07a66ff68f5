"""Devotion (CR 700.5): a player's devotion to a color, or to a combination of colors, counted
from the mana costs of the permanents they control — asked by the counted amounts that name it
("where X is your devotion to blue") and by the mana abilities that add it (Nykthos)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.face_down import copiable_card
from engine.core.state import GameState, ObjectId, PlayerId
from engine.derived.characteristics import controller_of


def devotion(state: GameState, player: PlayerId, colors: Iterable[str]) -> int:
    """`player`'s devotion to `colors` (700.5): the mana symbols among the mana costs of the
    permanents they control that are one or more of those colors — a hybrid or Phyrexian
    symbol with any of them counts once, a generic one doesn't (700.5a) — each cost as copy
    effects leave it (707.2)."""
    return sum(n for _, n in devotion_by_permanent(state, player, colors))


def devotion_by_permanent(
    state: GameState, player: PlayerId, colors: Iterable[str]
) -> list[tuple[ObjectId, int]]:
    """Each permanent adding to `player`'s devotion to `colors`, with how much (700.5)."""
    wanted = set(colors)
    found = []
    for perm in state.battlefield():
        if controller_of(state, perm) != player:
            continue
        cost = copiable_card(perm).cost
        n = sum(k for symbol, k in cost.colored if symbol in wanted)
        n += sum(1 for way in cost.hybrid if wanted & set(way))
        if n:
            found.append((perm.id, n))
    return found
