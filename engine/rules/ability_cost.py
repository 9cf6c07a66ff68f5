"""An activated ability's own cost reduction (602.2b, 601.2f, 118.7a): "This ability costs {1}
less to activate for each legendary creature you control" / "… {2} less to activate if you
control a legendary creature" / power-up's "Reduce the cost by its mana cost if it entered this
turn" (the vocabulary's `AbilityCostReduction`).

Activating an ability determines its total cost as casting a spell does (602.2b, 601.2f): its
mana cost with X, then reductions. What the reduction counts, or whether its condition holds,
is asked then, for the player activating it (`engine.derived.amounts.count`,
`engine.derived.conditions.holds`). A reduction by an amount takes generic mana only, never
below zero (118.7a); one by the source's mana cost takes its colored symbols as 118.7b-g say
(`engine.core.mana.reduce_by`).
"""

from __future__ import annotations

from engine.cards.vocabulary import Activated
from engine.core.events import describe, event
from engine.core.face_down import copiable_card
from engine.core.mana import ManaCost, reduce_by
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.derived.amounts import count
from engine.derived.conditions import holds


def reduction(
    state: GameState, player: PlayerId, obj: GameObject, ability: Activated
) -> tuple[ManaCost, str]:
    """The mana the ability's own reduction takes off its cost now, and why."""
    less = ability.cost_reduction
    if less is None:
        return ManaCost(), ""
    if less.for_each is not None:
        n, _ = count(state, less.for_each, player, obj, ())
        return ManaCost(less.amount * n), f"{{{less.amount}}} × {n}: “{less.text.rstrip('.')}”"
    if less.condition is None:
        return ManaCost(), ""  # the model holds one of the two
    held, why = holds(state, less.condition, player, obj.id)
    if not held:
        return ManaCost(), f"not so: {why}"
    if less.own_mana_cost:
        # Its mana cost, a copiable value (707.2); X is 0 off the stack (202.3e).
        own = copiable_card(obj).cost.with_x(0)
        return own, f"{why}, so by its mana cost {own.text() or '{0}'}"
    return ManaCost(less.amount), why


def reduced(cost: ManaCost, by: ManaCost) -> ManaCost:
    """`cost` reduced by `by`: generic mana never below zero (118.7a), colored mana as 118.7b-g
    say."""
    return reduce_by(cost, by)


def note(
    state: GameState, obj: GameObject, ability: Activated, cost: ManaCost, by: ManaCost, why: str
) -> list[Event]:
    """The event saying what the reduction took off the total cost (601.2f, 118.7)."""
    less = ability.cost_reduction
    if less is None:
        return []
    after = reduced(cost, by)
    total = after.text() or "{0}"
    if less.own_mana_cost:
        took = by.text() if by != ManaCost() else "nothing"
        text = (
            f"{describe(state, obj)}'s ability's cost is reduced by {took} ({why}): its total "
            f"cost is {total}."
        )
        return [event("cost_reduction", text, "602.2b", "601.2f", "118.7c", objects=[obj.id])]
    taken = min(by.generic, cost.generic)
    floor = " (no generic mana is left to reduce)" if taken < by.generic else ""
    text = (
        f"{describe(state, obj)}'s ability costs {{{taken}}} less to activate ({why}){floor}: "
        f"its total cost is {total}."
    )
    return [event("cost_reduction", text, "602.2b", "601.2f", "118.7a", objects=[obj.id])]
