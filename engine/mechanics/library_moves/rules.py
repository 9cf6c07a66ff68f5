"""Moving cards between a hand, a library and exile (401.4, 701.13a, 701.20e, 701.24a) in play.

The target player's library is made of objects only as far as the instruction needs
(`engine.mechanics.library.materialise`): the top card to look at, every card to exile.
Choices: whether the looked-at card goes to the bottom is a `{"yes": …}` answer; the cards put
from a hand on top of a library are one `{"order": [ids]}` answer, listed from the top down.
"""

from __future__ import annotations

from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameState, PlayerId, PlayerTarget, Zone
from engine.instructions.perform import Context, handles
from engine.mechanics.library import arrange, materialise, names, shuffle, top
from engine.mechanics.library_moves.model import (
    ExileLibrary,
    HandOnTop,
    LookAtTopOf,
    ShuffleHandIntoLibrary,
)
from engine.operations.zones import move

Result = tuple[GameState, list[Event]]


def _player(ctx: Context, index: int) -> PlayerId | None:
    """The target player of spec `index` still legal as it resolves, or None (608.2b)."""
    found = ctx.targets[index] if index < len(ctx.targets) else ()
    players = [t.player for t in found if isinstance(t, PlayerTarget)]
    return players[0] if players else None


@handles(LookAtTopOf)
def look_at_top_of(state: GameState, instr: LookAtTopOf, ctx: Context) -> Result:
    """Look at the top card of the player's library (701.20e) and maybe put it on the bottom."""
    you, player = ctx.controller, _player(ctx, instr.target)
    if player is None:
        return state, []
    state, cards = top(state, player, 1)
    if not cards:
        return state, [
            event("look", f"Player {player}'s library is empty: nothing to look at.", "701.20e")
        ]
    card = cards[0]
    events = [
        event(
            "look",
            f"Player {you} looks at the top card of player {player}'s library "
            f"({describe(state, state.objects[card])}); only they see it.",
            "701.20e",
            objects=[you, card],
        )
    ]
    bottom = ask(
        NeedChoice(
            ChoiceKind.YES,
            you,
            f"Player {you}: put the card you looked at on the bottom of player {player}'s library?",
            ("701.20e", "608.2d"),
            (),
        )
    )
    if bottom:
        state = arrange(state, player, [], [card])
        events.append(
            event(
                "zone",
                f"Player {you} puts it on the bottom of player {player}'s library.",
                "701.20e",
                objects=[card],
            )
        )
    else:
        events.append(event("zone", f"Player {you} leaves it on top.", "608.2d", objects=[card]))
    return state, events


@handles(HandOnTop)
def hand_on_top(state: GameState, instr: HandOnTop, ctx: Context) -> Result:
    """Put cards from a hand on top of its owner's library, in the order they choose (401.4):
    the controller's, the target player's, or each player's in APNAP order (101.4)."""
    if instr.each:
        players: list[PlayerId] = list(state.apnap())
    elif instr.target is not None:
        player = _player(ctx, instr.target)
        players = [] if player is None else [player]
    else:
        players = [ctx.controller]
    events: list[Event] = []
    for who in players:
        state, more = _hand_on_top(state, who, instr.amount)
        events += more
    return state, events


def _hand_on_top(state: GameState, you: PlayerId, amount: int) -> Result:
    """One player's cards from their hand on top of their library, chosen by them (401.4)."""
    hand = [o.id for o in state.in_zone(Zone.HAND, you)]
    n = min(amount, len(hand))
    if n == 0:
        return state, [event("zone", f"Player {you} has no cards in hand to put back.", "401.4")]
    chosen = ask(
        NeedChoice(
            ChoiceKind.ORDER,
            you,
            f"Player {you}: choose {n} card{'s' if n != 1 else ''} from your hand to put on top "
            "of your library, listed from the top card down.",
            ("401.4",),
            tuple(hand),
            n,
            n,
        )
    )
    cards = list(chosen or hand[:n])
    events: list[Event] = []
    for card in reversed(cards):  # the last one put there is the top card
        state, more = move(state, card, Zone.LIBRARY)
        events += more
    events.append(
        event(
            "zone",
            f"Player {you} puts {n} card{'s' if n != 1 else ''} from their hand on top of their "
            "library in the order they chose (hidden from the other players).",
            "401.4",
            objects=[you],
        )
    )
    return state, events


@handles(ExileLibrary)
def exile_library(state: GameState, instr: ExileLibrary, ctx: Context) -> Result:
    """Exile every card of the player's library (701.13a)."""
    player = _player(ctx, instr.target)
    if player is None:
        return state, []
    state = materialise(state, player, state.library_size(player))
    cards = list(reversed(state.libraries.get(player, ())))
    events = [
        event(
            "exile_library",
            f"Every card of player {player}'s library is exiled ({len(cards)}): "
            f"{names(state, cards)}.",
            "701.13a",
            objects=[player, *cards],
        )
    ]
    for card in cards:
        state, more = move(state, card, Zone.EXILE)
        events += more
    return state, events


@handles(ShuffleHandIntoLibrary)
def shuffle_hand_into_library(
    state: GameState, instr: ShuffleHandIntoLibrary, ctx: Context
) -> Result:
    """The player puts their hand — and their graveyard, with `graveyard` — into their library
    and shuffles it (701.24a); with `each`, every player in APNAP order (101.4)."""
    player = None if instr.target is None else _player(ctx, instr.target)
    players = list(state.apnap()) if instr.each else [player] if player is not None else []
    events: list[Event] = []
    for who in players:
        state, more = _shuffle_in(state, who, instr.graveyard)
        events += more
    return state, events


def _shuffle_in(state: GameState, player: PlayerId, graveyard: bool) -> Result:
    """One player's hand (and graveyard) into their library, then shuffled (701.24a)."""
    zones = (Zone.HAND, Zone.GRAVEYARD) if graveyard else (Zone.HAND,)
    cards = [o.id for zone in zones for o in state.in_zone(zone, player)]
    what = "hand and graveyard" if graveyard else "hand"
    events = [
        event(
            "zone",
            f"Player {player} puts their {what} ({len(cards)} card"
            f"{'s' if len(cards) != 1 else ''}) into their library.",
            "701.24a",
            objects=[player, *cards],
        )
    ]
    for card in cards:
        state, more = move(state, card, Zone.LIBRARY)
        events += more
    state, shuffled = shuffle(state, player)
    return state, events + shuffled
