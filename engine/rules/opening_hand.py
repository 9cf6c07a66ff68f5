"""The start of the game (103.6): once the mulligans are done, the starting player may take the
actions their opening hand's cards allow, in any order, then each other player in turn order —
"If this card is in your opening hand, you may begin the game with it on the battlefield" puts
it there (103.6a). A scenario asks for this moment with `turn.start_of_game`; the cards in each
player's hand as it loads are their opening hand, and the active player is the starting one.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameState, Zone
from engine.modifiers.replacement_order import abilities
from engine.operations.zones import move


def opening_hand_actions(state: GameState) -> tuple[GameState, list[Event]]:
    """Each player, the starting player first (103.6), decides for each card of their opening
    hand that may begin the game on the battlefield whether it does (103.6a)."""
    events: list[Event] = [
        event(
            "start_of_game",
            f"The game begins: the mulligans are done, and player {state.turn.active}, the "
            "starting player, then each other player in turn order may take the actions their "
            "opening hand's cards allow.",
            "103.6",
        )
    ]
    for player in state.apnap():
        for card in state.in_zone(Zone.HAND, player):
            if not any(isinstance(a, v.BeginOnBattlefield) for a in abilities(card)):
                continue
            name = describe(state, card)
            question = (
                f"Player {player}: {name} is in your opening hand. Begin the game with it on "
                "the battlefield?"
            )
            need = NeedChoice(ChoiceKind.YES, player, question, ("103.6a",), ("true", "false"))
            if not ask(need):
                events.append(
                    event(
                        "opening_hand",
                        f"Player {player} keeps {name} in their hand.",
                        "103.6a",
                        objects=[player, card.id],
                    )
                )
                continue
            state, more = move(state, card.id, Zone.BATTLEFIELD, controller=player)
            events.append(
                event(
                    "opening_hand",
                    f"Player {player} begins the game with {name} on the battlefield.",
                    "103.6a",
                    objects=[player, card.id],
                )
            )
            events += more
    return state, events
