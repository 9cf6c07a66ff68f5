"""Limits on drawing (CR 121.2b): "Each opponent can't draw more than one card each turn."
(Narset, Parter of Veils; Leovold's and Spirit of the Labyrinth's kin), a static ability of a
permanent on the battlefield covering its controller's opponents or every player.

Each card drawn is one draw (121.2): "draw two cards" is two draws, and the limit stops the
second, not the first (121.2b). The count is the turn's record of cards drawn (`turn_history`),
so draws made before the permanent arrived count too, though they aren't undone (Narset's
ruling). A draw the limit stops doesn't happen at all: nothing replaces or triggers on it, and a
player with an empty library doesn't "draw" from it (121.4 needs a draw). The operation that
draws (`engine.operations.basic.draw`) asks `limiting` before each card.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.state import GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import controller_of
from engine.modifiers.replacement_order import abilities, held_abilities


def _has_limit(obj: GameObject) -> int:
    """1 for a permanent with a limit on drawing (`GameState.tally`)."""
    return int(
        obj.zone is Zone.BATTLEFIELD and any(isinstance(a, v.DrawLimit) for a in abilities(obj))
    )


def limiting(state: GameState, player: PlayerId) -> tuple[GameObject, v.DrawLimit] | None:
    """The permanent and its limit that stop `player` drawing another card this turn, or
    None: one card a turn (121.2b)."""
    if not state.tally(_has_limit) or dict(state.turn.cards_drawn).get(player, 0) < 1:
        return None
    for perm in state.battlefield():
        for limit in held_abilities(state, perm):
            if not isinstance(limit, v.DrawLimit):
                continue
            if limit.who == "opponents" and controller_of(state, perm) == player:
                continue
            return perm, limit
    return None
