"""Companion (CR 702.139) in play: the special action putting a player's revealed companion from
outside the game (400.11) into their hand.

"Once during the game, any time you have priority and the stack is empty, but only during a main
phase of your turn, you may pay {3} and put that card into your hand" (702.139a, 116.2g). The
card is then in the game until it ends (702.139c, 400.11b); outside it, nothing else affects it
(400.11c). The companion is the card the scenario names as the player's (`companion`), kept
outside the game (`Zone.OUTSIDE`); once it is in the hand there is no companion left to put
there, so the action is taken once.
"""

from __future__ import annotations

from engine.cards.vocabulary.rule_modifiers import Companion
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.mana import pool_text
from engine.core.scenario_actions import SpecialAction
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.mechanics.companion.model import COMPANION, COST, RULE
from engine.operations.special_actions import pay_from_pool, special_action
from engine.operations.timing import sorcery_timing
from engine.operations.zones import move


def has_companion(obj: GameObject) -> bool:
    """Whether the card has a companion ability (702.139a)."""
    return any(isinstance(a, Companion) for a in copiable_card(obj).abilities)


@special_action(COMPANION, "116.2g")
def put_into_hand(
    state: GameState, player: PlayerId, obj: GameObject, action: SpecialAction
) -> tuple[GameState, list[Event]]:
    """Put `player`'s companion `obj` into their hand, paying {3} from their pool (702.139a);
    refused for any other card, or not now."""
    name = describe(state, obj)
    if obj.zone is not Zone.OUTSIDE or obj.owner != player or not has_companion(obj):
        raise IllegalActionError(
            f"{name} isn't player {player}'s companion outside the game: only the card they "
            "revealed as their companion is put into their hand this way",
            (RULE, "116.2g"),
        )
    if (why := sorcery_timing(state, player)) is not None:
        raise IllegalActionError(
            f"{name} can be put into its owner's hand only in a main phase of their turn with an "
            f"empty stack: {why}",
            (RULE, "116.2g"),
        )
    state, held = pay_from_pool(state, player, obj, COST, action.pay, RULE)
    state, moved = move(state, obj.id, Zone.HAND)
    said = event(
        "companion",
        f"Player {player} pays {COST} (pool left: {pool_text(held.whole()) or 'empty'}) and puts "
        f"their companion {name} from outside the game into their hand, a special action that "
        "doesn't use the stack; it stays in the game until the game ends.",
        "116.2g",
        RULE,
        "702.139c",
        objects=[obj.id, player],
    )
    return state, [said, *moved]
