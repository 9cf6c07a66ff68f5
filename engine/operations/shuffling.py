"""Shuffling a library (CR 701.24a) and the fixed random outcomes the engine uses for it.

Shuffling randomises the order so that no player knows it. The engine is deterministic — a share
link must replay exactly — so it puts the shuffled cards in one possible order, a permutation fixed
by the state (the player, the turn and the step count), and the event says that it is one possible
order. Anonymous cards stay below the named ones: their order among themselves is unknown anyway,
and the named ones landing above them is one possible outcome.

It sits with the operations because a replacement effect on a zone change shuffles too ("reveal
~ and shuffle it into its owner's library instead", 614.1a, `engine.operations.zones`), as well as
the library's keyword actions and searches (`engine.mechanics.library`, `engine.mechanics.search`).
"""

from __future__ import annotations

import hashlib
import random

from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState, ObjectId, PlayerId


def names(state: GameState, ids: list[ObjectId]) -> str:
    """The objects as a player reads them, in order ("none" for no object)."""
    return ", ".join(describe(state, state.objects[i]) for i in ids) or "none"


def fixed_random(state: GameState, player: PlayerId, ids: list[ObjectId]) -> random.Random:
    """A random outcome for `player` over `ids` that the state fixes (the player, the turn, the
    step count): a run is random to no player yet replays exactly (see the module's
    docstring). Shuffles (701.24a) and random discards (701.9b) use it."""
    seed = "|".join((player, str(state.turn.number), str(state.steps_taken), *sorted(ids)))
    return random.Random(hashlib.sha256(seed.encode()).digest())  # noqa: S311 - not for secrets


def shuffle(
    state: GameState, player: PlayerId, keep: tuple[ObjectId, ...] = ()
) -> tuple[GameState, list[Event]]:
    """Shuffle the library (701.24a) into one possible order fixed by the state (see the
    module's docstring); `keep` are found cards left out of the shuffle (701.24b)."""
    library = [i for i in state.libraries.get(player, ()) if i not in keep]
    fixed_random(state, player, library).shuffle(library)
    kept = [i for i in state.libraries.get(player, ()) if i in keep]
    state = replace(state, libraries={**state.libraries, player: (*library, *kept)})
    unknown = state.player(player).anonymous_library
    below = f"; its {unknown} unnamed cards stay beneath them" if unknown and library else ""
    order = (
        f" The engine can't be random and replay exactly, so it uses one possible order, top "
        f"first: {names(state, list(reversed(library)))}{below}."
        if len(library) > 1
        else ""
    )
    return state, [
        event(
            "shuffle",
            f"Player {player} shuffles their library.{order}",
            "701.24a",
            objects=[player],
        )
    ]
