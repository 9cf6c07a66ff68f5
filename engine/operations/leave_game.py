"""Players leaving the game (800.4a): one place for every way a player leaves it — a state-based
loss (704.5a-c) and a loss by an effect (104.3e) both end here.

With one player left or none the game is over (104.2a, 104.4a) and nothing more happens. In a
multiplayer game that goes on (800.4), for each player who left, in this order (800.4a):

1. every object they own leaves the game, from every zone (the ante zone aside, 800.4n: the
   engine has none);
2. the effects giving them control of objects end (613.1b: "gain control" lasting effects whose
   controller they were), and of players (723: Mindslaver's);
3. the abilities on the stack they control (objects not represented by cards) cease to exist;
4. whatever they still control is exiled.

This is not a state-based action: it happens as they leave.

**How "leave the game" is represented.** An object that left the game keeps its entry in
`state.objects`, as a new object (400.7) in `Zone.OUTSIDE` — in no zone of the game (400.11), which
nothing in the game affects (400.11c) and the output doesn't list. It is not deleted, because
references to it outlive it: a lasting effect names it as its source (Jace's "until your next
turn" goes on after Jace left, 800.4m, 611.2a), an ability on the stack or a trigger waiting keeps
its source's last known information (608.2h), an Aura's `attached_to`, a target, the narration's
names. Each of those finds an object that is no longer where it was, as after any zone change; it
is taken out of its ordered zone (library, graveyard, stack) and what was attached to it is
attached to nothing (then 704.5m puts Auras into graveyards). Leaving the game is not a move to a
zone (400.1), so no replacement effect applies to it.

What the engine can't do here it stops at, as unsupported (exit 6, naming 800.4a), rather than go
on with a game that is wrong: a leaves-the-battlefield ability of another player's that would
trigger on a permanent leaving the game (whether it does is not settled by 603.6c, which speaks of
zones), a control-changing static ability still giving the player an object, an object another
player controls by an effect that the player controls by default (to be exiled as that effect
ends, 800.4c), and the player leaving while their own spell or ability resolves.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import vocabulary as v
from engine.core.errors import UnsupportedError
from engine.core.events import describe, event
from engine.core.game_end import end_if_decided
from engine.core.lasting_effects import ContinuousEffect
from engine.core.occurrences import LeftBattlefield
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import controller_of
from engine.modifiers.triggers import fire
from engine.operations.zones import leave_the_game, move

Result = tuple[GameState, list[Event]]

RULE = "800.4a"


def players_leave(state: GameState, players: Sequence[PlayerId]) -> Result:
    """`players`, already marked as having lost (104.3), leave the game: the game ends if one
    player or none is left (104.2a, 104.4a); otherwise each of them leaves it as 800.4a says."""
    state, ended = end_if_decided(state)
    if state.game_over:
        return state, ended
    events: list[Event] = []
    for player in players:
        state, more = _leaves(state, player)
        events += more
    return state, events


def _unsupported(state: GameState, player: PlayerId, why: str, object_id: str) -> None:
    raise UnsupportedError(
        f"Player {player} leaves the game and the game goes on (800.4a), but {why}: the engine "
        "doesn't model that",
        "800.4a",
        object_id,
    )


def _guard(state: GameState, player: PlayerId) -> None:
    """Stop as unsupported (800.4a) where what follows can't model the player's leaving."""
    if state.resolving is not None:
        item = state.resolving.item
        ability = state.abilities.get(item)
        resolving = state.objects.get(item)
        why = "their own spell or ability is resolving"
        if ability is not None and ability.controller == player:
            _unsupported(state, player, why, ability.source_lki.id)
        if resolving is not None and player in (resolving.owner, resolving.controller):
            _unsupported(state, player, why, resolving.id)


def _leaves(state: GameState, player: PlayerId) -> Result:
    _guard(state, player)
    events: list[Event] = []
    # 1. Every object the player owns leaves the game, from every zone.
    owned = [o for o in state.objects.values() if o.owner == player and o.zone is not Zone.OUTSIDE]
    hidden = {Zone.LIBRARY: 0, Zone.HAND: 0}
    for obj in sorted(owned, key=lambda o: o.zone is not Zone.BATTLEFIELD):
        current = state.objects[obj.id]
        if current.zone is Zone.BATTLEFIELD:
            _ensure_no_other_trigger(state, current, player)
        state, returned = leave_the_game(state, obj.id)
        if obj.zone in hidden:
            hidden[obj.zone] += 1
        else:
            events.append(
                event(
                    "leave_game",
                    f"{describe(state, obj)} ({obj.zone.value}) leaves the game with its owner, "
                    f"player {player}.",
                    RULE,
                    objects=[obj.id],
                )
            )
        events += returned
    if unknown := state.player(player).anonymous_library:
        # The library cards the scenario didn't name (SCENARIO.md `library`: a count).
        state = state.with_player(replace(state.player(player), anonymous_library=0))
        hidden[Zone.LIBRARY] += unknown
    if any(hidden.values()):
        counted = ", ".join(f"{n} in their {z.value}" for z, n in hidden.items() if n)
        events.append(
            event(
                "leave_game",
                f"The cards player {player} owns in hidden zones leave the game with them "
                f"({counted}).",
                RULE,
                objects=[player],
            )
        )
    # 2. The effects giving the player control of objects end.
    ending = [
        e
        for e in state.effects
        if e.controller == player and any(isinstance(m, v.GainControl) for m in e.modifications)
    ]
    if ending:
        # Only the control ends: what else the same effect does goes on (Act of Treason's haste).
        kept: list[ContinuousEffect] = []
        for e in state.effects:
            rest = tuple(m for m in e.modifications if not isinstance(m, v.GainControl))
            if e not in ending:
                kept.append(e)
            elif rest:
                kept.append(replace(e, modifications=rest))
        state = replace(state, effects=tuple(kept))
        for e in ending:
            events.append(
                event(
                    "effect_ends",
                    f"The effect of {e.source_name} giving player {player} control ends: they "
                    "have left the game.",
                    RULE,
                    "613.1b",
                    objects=[player, *(r.id for r in e.affected)],
                )
            )
    state, freed = _end_player_control(state, player)
    events += freed
    # 3. Their abilities on the stack cease to exist; their triggers waiting never go on it.
    on_stack = state.abilities
    theirs = [i for i in state.stack if i in on_stack and on_stack[i].controller == player]
    for item in theirs:
        ability = state.abilities[item]
        abilities = {k: a for k, a in state.abilities.items() if k != item}
        state = replace(
            state, stack=tuple(i for i in state.stack if i != item), abilities=abilities
        )
        events.append(
            event(
                "cease_to_exist",
                f"Player {player}'s {ability.kind} ability of {ability.source_lki.card.name} on "
                "the stack ceases to exist: they have left the game.",
                RULE,
                objects=[item],
            )
        )
    state, dropped = _drop_triggers(state, player)
    events += dropped
    # 4. Whatever they still control is exiled.
    for obj in list(state.objects.values()):
        on_battlefield = obj.zone is Zone.BATTLEFIELD
        if on_battlefield and controller_of(state, obj) == player:
            if obj.controller != player:
                _unsupported(
                    state, player, f"an effect still gives them control of {obj.card.name}", obj.id
                )
        elif on_battlefield and obj.controller == player:
            # Another player controls it by an effect, and they control it by default: it is
            # to be exiled as that effect ends (800.4c), which nothing here would do.
            _unsupported(
                state,
                player,
                f"{obj.card.name} is to be exiled when the effect giving another player control "
                "of it ends (800.4c)",
                obj.id,
            )
        elif not (obj.zone is Zone.STACK and obj.controller == player):
            continue
        events.append(
            event(
                "zone",
                f"{describe(state, obj)} is still controlled by player {player}, who has left "
                "the game: it is exiled.",
                RULE,
                objects=[obj.id],
            )
        )
        state, moved = move(state, obj.id, Zone.EXILE)
        events += moved
        state, dropped = _drop_triggers(state, player)
        events += dropped
    return state, events


def _ensure_no_other_trigger(state: GameState, obj: GameObject, player: PlayerId) -> None:
    """A leaves-the-battlefield ability of another player's that would trigger on `obj` leaving
    the game: unsupported (see the module's docstring). The player's own never would (800.4d)."""
    tried, _ = fire(state, LeftBattlefield(obj))
    known = {id(t) for t in state.pending_triggers}
    for trigger in tried.pending_triggers:
        if id(trigger) not in known and trigger.controller != player:
            raise UnsupportedError(
                f"Player {player} leaves the game and the game goes on (800.4a), but "
                f"{trigger.source_lki.card.name}'s leaves-the-battlefield ability may trigger as "
                f"{obj.card.name} leaves the game: the engine doesn't model that part of 800.4a",
                trigger.ability.text or "800.4a",
                trigger.source_lki.id,
            )


def _drop_triggers(state: GameState, player: PlayerId) -> Result:
    """The player's triggered abilities waiting to be put on the stack, and their delayed ones,
    are never put on it (800.4d)."""
    waiting = [t for t in state.pending_triggers if t.controller == player]
    delayed = [t for t in state.delayed_triggers if t.controller == player]
    if not waiting and not delayed:
        return state, []
    state = replace(
        state,
        pending_triggers=tuple(t for t in state.pending_triggers if t.controller != player),
        delayed_triggers=tuple(t for t in state.delayed_triggers if t.controller != player),
    )
    names = ", ".join(t.source_lki.card.name for t in (*waiting, *delayed))
    said = event(
        "trigger_removed",
        f"Player {player} has left the game: their triggered abilities ({names}) are never put "
        "on the stack.",
        "800.4d",
        RULE,
        objects=[player],
    )
    return state, [said]


def _end_player_control(state: GameState, player: PlayerId) -> Result:
    """The effects giving the player control of another player end (800.4a): the active player
    they control makes their own decisions again (723.5), and a control of a next turn that
    waits for its turn is gone (723.1) — as is one waiting for the turn of the player who left,
    which won't begin (800.4k)."""
    events: list[Event] = []
    turn = state.turn
    if turn.controlled_by == player and turn.active != player:
        state = replace(state, turn=replace(turn, controlled_by=None))
        events.append(
            event(
                "effect_ends",
                f"Player {player}'s control of player {turn.active} ends: they have left the "
                f"game, and player {turn.active} makes their own decisions again.",
                RULE,
                "723.5",
                objects=[player, turn.active],
            )
        )
    waiting = [pair for pair in state.player_control if player in pair]
    if waiting:
        state = replace(
            state, player_control=tuple(p for p in state.player_control if p not in waiting)
        )
        for controlled, controller in waiting:
            events.append(
                event(
                    "effect_ends",
                    f"The effect giving player {controller} control of player {controlled}'s "
                    f"next turn ends: player {player} has left the game.",
                    RULE,
                    "723.1",
                    objects=[controller, controlled],
                )
            )
    return state, events
