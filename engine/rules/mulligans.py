"""Mulligans (103.5): the new game's players, having drawn their starting hands, each declare
whether they take a mulligan — the starting player first, then each other player in turn order —
and those who do take it at the same time: they shuffle their hand into their library, draw a
new hand of seven, then put as many of those cards on the bottom of their library as the
mulligans they have taken (the first free in a multiplayer game, 103.5c). The declarations are
repeated until no player takes one; a player whose hand would be zero cards takes no more.

The hands are drawn by one agenda item (`DrawStartingHands`), each round of declarations is one
(`Mulligans`), asking each as a `{"yes": …}` question ("take a mulligan?"), and each bottom is one
(`MulliganBottom`), asking `{"order": [ids]}` once the new hand is drawn: a player sees the hand
they decide on, as the state the question waits in is the one before its item. A restarted game
(727.1) begins so.
"""

from __future__ import annotations

from engine.core.agenda import AgendaItem, MulliganBottom, Mulligans
from engine.core.choices import NeedChoice, ask
from engine.core.events import event
from engine.core.replace import replace
from engine.core.state import ChoiceKind, Event, GameState, PlayerId, Zone
from engine.mechanics.library import materialise
from engine.operations.basic import draw
from engine.operations.shuffling import names, shuffle
from engine.operations.zones import move

#: The starting hand size (103.5), and so the most cards a mulligan can put on the bottom.
HAND_SIZE = 7

Result = tuple[GameState, list[Event]]


def counted(state: GameState, taken: int) -> int:
    """How many cards `taken` mulligans put on the bottom: in a multiplayer game the first
    doesn't count (103.5c)."""
    free = 1 if len(state.in_game()) > 2 else 0
    return max(0, taken - free)


def draw_hands(state: GameState) -> Result:
    """Each player draws their starting hand of seven cards (103.5), the starting player
    first; a library with fewer is emptied, and the player loses the next time state-based
    actions are checked — in the first upkeep, whatever mulligans they take (727.3, 704.5b)."""
    events: list[Event] = []
    for player in state.apnap():
        state, drawn = _draw_hand(state, player)
        events += drawn
    return state, events


def _draw_hand(state: GameState, player: PlayerId) -> Result:
    state, events = draw(state, player, HAND_SIZE)
    return state, [replace(e, rules=("103.5", *e.rules)) if e.kind == "draw" else e for e in events]


def mulligans(state: GameState, item: Mulligans) -> Result:
    """One round of declarations, then the mulligans taken at the same time (103.5)."""
    taken = dict(item.taken)
    kept = list(item.kept)
    taking: list[PlayerId] = []
    events: list[Event] = []
    for player in state.apnap():  # the starting player is the active one, then turn order
        if player in kept:
            continue
        held = [o.id for o in state.in_zone(Zone.HAND, player)]
        if counted(state, taken.get(player, 0)) >= HAND_SIZE:
            # Their opening hand would be zero cards: no further mulligan (103.5).
            kept.append(player)
            continue
        question = (
            f"Player {player}: take a mulligan? Your hand: {names(state, held)} "
            f"({len(held)} cards). Answer no to keep it as your opening hand."
        )
        need = NeedChoice(ChoiceKind.YES, player, question, ("103.5",), ("true", "false"))
        if ask(need):
            taking.append(player)
            continue
        kept.append(player)
        events.append(
            event(
                "mulligan",
                f"Player {player} keeps their hand of {len(held)} cards as their opening hand.",
                "103.5",
                objects=[player],
            )
        )
    work: list[AgendaItem] = []
    for player in taking:
        # Everyone taking one takes it at the same time (103.5): the hands go back first.
        for card in [o.id for o in state.in_zone(Zone.HAND, player)]:
            state, more = move(state, card, Zone.LIBRARY)
            events += more
        taken[player] = taken.get(player, 0) + 1
        events.append(
            event(
                "mulligan",
                f"Player {player} takes a mulligan (their {_nth(taken[player])}): they shuffle "
                "their hand into their library and draw a new hand of seven cards.",
                "103.5",
                objects=[player],
            )
        )
    for player in taking:
        state, shuffled = shuffle(state, player, unknown_among=True)
        events += [replace(e, rules=("103.5", *e.rules)) for e in shuffled]
        state, drawn = _draw_hand(state, player)
        events += drawn
        if (bottom := counted(state, taken[player])) > 0:
            work.append(MulliganBottom(player, bottom))
    if taking:
        work.append(Mulligans(tuple(taken.items()), tuple(kept)))
    return replace(state, agenda=(*work, *state.agenda)), events


def mulligan_bottom(state: GameState, item: MulliganBottom) -> Result:
    """The player puts `count` cards of their new hand on the bottom of their library in any
    order (103.5): chosen and ordered as one answer, listed top to bottom as they end up."""
    player = item.player
    held = tuple(o.id for o in sorted(state.in_zone(Zone.HAND, player), key=lambda o: o.timestamp))
    count = min(item.count, len(held))
    if count == len(held):
        chosen = held
    else:
        question = (
            f"Player {player}: put {count} of the cards in your hand on the bottom of your "
            "library, in any order: list them top to bottom as they will be."
        )
        need = NeedChoice(ChoiceKind.ORDER, player, question, ("103.5",), held, count, count)
        chosen = tuple(str(c) for c in ask(need))
    # The bottom is below the library's unnamed cards too: they become objects first.
    state = materialise(state, player, state.library_size(player))
    said = names(state, list(chosen))
    for card in chosen:  # each put beneath those before it: the last listed ends lowest
        state, _ = move(state, card, Zone.LIBRARY, to_bottom=True)
    return state, [
        event(
            "mulligan",
            f"Player {player} puts {said} on the bottom of their library"
            + (", top to bottom." if len(chosen) > 1 else "."),
            "103.5",
            objects=[player, *chosen],
        )
    ]


def _nth(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"{n}th")
