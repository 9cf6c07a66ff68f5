"""Shuffling a library (CR 701.24a) and the fixed random outcomes the engine uses for it.

Shuffling randomises the order so that no player knows it. The engine is deterministic — a share
link must replay exactly — so it puts the shuffled cards in one possible order, a permutation fixed
by the state (the player, the turn and the step count), and the event says that it is one possible
order. Anonymous cards stay below the named ones: their order among themselves is unknown anyway,
and the named ones landing above them is one possible outcome.

It sits with the operations because a replacement effect on a zone change shuffles too ("reveal
~ and shuffle it into its owner's library instead", 614.1a, `engine.operations.zones`), as well as
the library's keyword actions and searches (`engine.mechanics.library`, `engine.mechanics.search`).

A new game's libraries (727.2, 103.3) and a mulligan's (103.5) are shuffled with their anonymous
cards among the named ones (`unknown_among`): seven cards drawn from such a library must be able
to be cards nobody named. Each anonymous card landing above the lowest named one becomes an
object ("Unknown card", `anonymous_card`); those below stay a number, their order unknown anyway.
"""

from __future__ import annotations

import hashlib
import random

from engine.cards.anonymous import ANONYMOUS
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, ObjectId, PlayerId, Zone


def names(state: GameState, ids: list[ObjectId]) -> str:
    """The objects as a player reads them, in order ("none" for no object)."""
    return ", ".join(describe(state, state.objects[i]) for i in ids) or "none"


def fixed_random(state: GameState, player: PlayerId, ids: list[ObjectId]) -> random.Random:
    """A random outcome for `player` over `ids` that the state fixes (the player, the turn, the
    step count): a run is random to no player yet replays exactly (see the module's
    docstring). Shuffles (701.24a) and random discards (701.9b) use it."""
    seed = "|".join((player, str(state.turn.number), str(state.steps_taken), *sorted(ids)))
    return random.Random(hashlib.sha256(seed.encode()).digest())  # noqa: S311 - not for secrets


def anonymous_card(
    state: GameState, player_id: PlayerId, zone: Zone = Zone.HAND
) -> tuple[GameState, str]:
    """One of the player's anonymous library cards as an object in `zone` ("A.card1", …): a
    drawn one in the hand, or one a scry or mill reaches, in place in the library."""
    n = 1 + sum(1 for o in state.objects if o.startswith(f"{player_id}.card"))
    card_id = f"{player_id}.card{n}"
    state, timestamp = state.stamp()
    obj = GameObject(
        id=card_id,
        card=ANONYMOUS,
        owner=player_id,
        controller=player_id,
        zone=zone,
        timestamp=timestamp,
    )
    return state.with_object(obj), card_id


def shuffle(
    state: GameState,
    player: PlayerId,
    keep: tuple[ObjectId, ...] = (),
    *,
    unknown_among: bool = False,
) -> tuple[GameState, list[Event]]:
    """Shuffle the library (701.24a) into one possible order fixed by the state (see the
    module's docstring); `keep` are found cards left out of the shuffle (701.24b);
    `unknown_among`, the anonymous cards shuffled among the named ones (a new game's library,
    103.3, 727.2)."""
    if unknown_among:
        return _shuffle_unknown_among(state, player)
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


def _shuffle_unknown_among(state: GameState, player: PlayerId) -> tuple[GameState, list[Event]]:
    """The whole library, its anonymous cards too, in one possible order fixed by the state
    (103.3, 701.24a): each anonymous card above the lowest named one becomes an object."""
    named = list(state.libraries.get(player, ()))
    unknown = state.player(player).anonymous_library
    slots: list[ObjectId | None] = [*named, *([None] * unknown)]
    fixed_random(state, player, [*named, f"{unknown} unknown"]).shuffle(slots)
    lowest = next((i for i, s in enumerate(slots) if s is not None), len(slots))
    state = state.with_player(replace(state.player(player), anonymous_library=lowest))
    library: list[ObjectId] = []
    for slot in slots[lowest:]:
        if slot is None:
            state, slot = anonymous_card(state, player, Zone.LIBRARY)
        library.append(slot)
    state = replace(state, libraries={**state.libraries, player: tuple(library)})
    below = f"; {lowest} more unknown cards beneath them" if lowest and library else ""
    order = (
        f" The engine can't be random and replay exactly, so it uses one possible order, the "
        f"unnamed cards among the named ones, top first: "
        f"{names(state, list(reversed(library)))}{below}."
        if library and len(library) + lowest > 1
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
