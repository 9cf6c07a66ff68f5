"""Optional costs to attack (CR 508.1g): costs a player may pay "as" a creature attacks — exert's
(701.43d), enlist's (702.154b) — each registered by its mechanic (`optional_attack_cost`). As
attackers are declared, after they become tapped (508.1f), the active player chooses which to pay
and pays them (508.1g, 508.1j), each attacker in the order declared; what paying one triggers
waits with the attack triggers (603.3)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.registry import Registry
from engine.core.state import Event, GameObject, GameState

#: An optional cost to attack: offered for one attacking creature, asked of its controller, paid
#: if they choose to (nothing when the creature has no such cost).
OptionalAttackCost = Callable[[GameState, GameObject], tuple[GameState, list[Event]]]
#: Each mechanic's optional cost to attack, by the mechanic's name.
OPTIONAL_ATTACK_COSTS: Registry[str, OptionalAttackCost] = Registry("the optional attack cost")


def optional_attack_cost(name: str, offer: OptionalAttackCost) -> OptionalAttackCost:
    """Register `offer` as the mechanic `name`'s optional cost to attack; refused twice."""
    return OPTIONAL_ATTACK_COSTS.register(name, offer)


def pay_optional(state: GameState, attackers: list[GameObject]) -> tuple[GameState, list[Event]]:
    """Offer each attacker's optional costs to attack, in the order declared (508.1g)."""
    events: list[Event] = []
    for attacker in attackers:
        for name in OPTIONAL_ATTACK_COSTS:
            state, paid = OPTIONAL_ATTACK_COSTS[name](
                state, state.current(attacker.ref) or attacker
            )
            events += paid
    return state, events
