"""Paying "Exile a blue card from your hand" (Force of Will's alternative cost, 118.9; 601.2h).

The card is chosen as the cost is paid, through the one choice mechanism (an object question);
with one such card there is nothing to choose. The spell being cast is still in the hand as its
costs are paid but isn't on offer: by then it is on the stack (601.2a). With no such card the cost
can't be paid (118.3), so the alternative cost isn't offered. The exiled card is a new object in
exile (400.7).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId, Zone
from engine.derived.targets import matches
from engine.mechanics.discard import hand
from engine.operations.zones import move


def pay_hand_exile(
    state: GameState, player: PlayerId, source: GameObject, cost: v.Cost, rule: str
) -> tuple[GameState, list[Event]]:
    """Exile a card of `player`'s hand matching the cost's filter (601.2h), refusing it when
    there is none (118.3)."""
    required = cost.exile_from_hand
    if required is None:
        return state, []
    name = describe(state, source)
    cards = [
        c
        for c in hand(state, player)
        if c != source.id
        and matches(state, state.objects[c], required.filter, player, source.id) is None
    ]
    if not cards:
        raise IllegalActionError(
            f"player {player} has no card in hand that pays {name}'s cost of exiling a card "
            "from their hand",
            ("118.3", rule),
        )
    chosen = cards[0]
    if len(cards) > 1:
        chosen = str(
            ask(
                NeedChoice(
                    ChoiceKind.OBJECT,
                    player,
                    f"Player {player}: to pay {name}'s cost, choose a card in your hand to exile.",
                    (rule, "118.9"),
                    tuple(cards),
                    labels=tuple(describe(state, state.objects[c]) for c in cards),
                )
            )
        )
    exiled = describe(state, state.objects[chosen])
    state, moved = move(state, chosen, Zone.EXILE)
    said = event(
        "pay",
        f"Player {player} exiles {exiled} from their hand to pay {name}'s cost.",
        rule,
        objects=[chosen],
    )
    return state, [said, *moved]
