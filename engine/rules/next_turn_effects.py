"""The effects lasting "until your next turn" that end as a turn begins (611.2a, 500.1).

An effect ends as its controller's next turn begins; the controller is who controlled the spell
or ability that created it. A player who has left the game takes no more turns, so their
effects end when their turn would have begun (800.4m): when the turn order passes over them —
the regular turn that begins comes after theirs in the seating order — or when an extra turn
they would have taken is dropped. They neither expire at once nor last for the rest of the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.events import event
from engine.core.state import ContinuousEffect, Event, GameState, PlayerId


def would_have_begun(
    before: GameState, after: GameState, active: PlayerId, extra_after: PlayerId | None
) -> tuple[PlayerId, ...]:
    """The players who left the game whose turns would have begun as `active`'s turn begins
    (800.4m): an extra turn of theirs dropped from the turns to take (`before` and `after` it
    was chosen, 500.7), and, when a regular turn begins (`extra_after` None), those the turn
    order passes over."""
    dropped = before.extra_turns[: len(before.extra_turns) - len(after.extra_turns)]
    regular = before.turn.extra_after or before.turn.active
    passed = () if extra_after is not None else passed_over(after, regular, active)
    return (*(p for p in dropped if after.player(p).lost), *passed)


def passed_over(state: GameState, regular: PlayerId, active: PlayerId) -> tuple[PlayerId, ...]:
    """The players who left the game (800.4a) between `regular`, whose regular turn the last
    turn was or came after, and `active`, whose regular turn begins: their turns would have
    begun now (800.4m)."""
    ids = [p.id for p in state.players]
    i = ids.index(regular)
    between = []
    for k in range(1, len(ids)):
        candidate = ids[(i + k) % len(ids)]
        if candidate == active:
            break
        if state.player(candidate).lost:
            between.append(candidate)
    return tuple(between)


def ending(
    state: GameState, active: PlayerId, left: Sequence[PlayerId]
) -> tuple[tuple[ContinuousEffect, ...], list[Event]]:
    """The effects that go on as `active`'s turn begins, and an event for each "until your next
    turn" effect that ends: `active`'s own (611.2a), and those of the players `left`, who left
    the game and whose turns would have begun now (800.4m)."""
    gone = {active, *left}
    kept = tuple(
        e for e in state.effects if e.duration != "your_next_turn" or e.controller not in gone
    )
    events = []
    for ended in (e for e in state.effects if e not in kept):
        if ended.controller == active:
            text = f"player {active}'s turn begins."
            rules: tuple[str, ...] = ("611.2a",)
        else:
            text = (
                f"player {ended.controller} has left the game, and their turn would have begun now."
            )
            rules = ("611.2a", "800.4m")
        events.append(
            event(
                "effect_ends",
                f"{ended.source_name}'s effect “until your next turn” ends: {text}",
                *rules,
                objects=[ended.controller or active],
            )
        )
    return kept, events
