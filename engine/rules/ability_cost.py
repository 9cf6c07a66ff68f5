"""An activated ability's own cost reduction (602.2b, 601.2f, 118.7a): "This ability costs {1}
less to activate for each legendary creature you control" / "… {2} less to activate if you
control a legendary creature" (the vocabulary's `AbilityCostReduction`).

Activating an ability determines its total cost as casting a spell does (602.2b, 601.2f): its
mana cost with X, then reductions. What the reduction counts, or whether its condition holds,
is asked then, for the player activating it (`engine.derived.amounts.count`,
`engine.derived.conditions.holds`). It takes generic mana only, never below zero (118.7a).
"""

from __future__ import annotations

from engine.cards.vocabulary import Activated
from engine.core.events import describe, event
from engine.core.mana import ManaCost
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.derived.amounts import count
from engine.derived.conditions import holds


def reduction(
    state: GameState, player: PlayerId, obj: GameObject, ability: Activated
) -> tuple[int, str]:
    """How much generic mana the ability's own reduction takes off its cost now, and why."""
    less = ability.cost_reduction
    if less is None:
        return 0, ""
    if less.for_each is not None:
        n, _ = count(state, less.for_each, player, obj, ())
        return less.amount * n, f"{{{less.amount}}} × {n}: “{less.text.rstrip('.')}”"
    if less.condition is None:
        return 0, ""  # the model holds one of the two
    held, why = holds(state, less.condition, player, obj.id)
    return (less.amount, why) if held else (0, f"not so: {why}")


def reduced(cost: ManaCost, cut: int) -> ManaCost:
    """`cost` with `cut` generic mana taken off, never below zero (118.7a)."""
    return replace(cost, generic=max(0, cost.generic - cut))


def note(
    state: GameState, obj: GameObject, ability: Activated, cost: ManaCost, cut: int, why: str
) -> list[Event]:
    """The event saying what the reduction took off the total cost (601.2f, 118.7a)."""
    if ability.cost_reduction is None:
        return []
    taken = min(cut, cost.generic)
    floor = " (no generic mana is left to reduce)" if taken < cut else ""
    text = (
        f"{describe(state, obj)}'s ability costs {{{taken}}} less to activate ({why}){floor}: "
        f"its total cost is {reduced(cost, cut).text() or '{0}'}."
    )
    return [event("cost_reduction", text, "602.2b", "601.2f", "118.7a", objects=[obj.id])]
