"""Power-up read (its reminder text: the CR the project ships doesn't define it yet): the label
"Power-up —" before an activated ability makes it "Activate only once" (602.5b, kept for as
long as the permanent is that object, 400.7), its cost reduced by the permanent's mana cost if
it entered the battlefield this turn (602.2b, 601.2f, 118.7c)."""

from __future__ import annotations

from engine.cards.lowering.registry import keyword_label
from engine.cards.vocabulary import AbilityCostReduction, Activated, Condition

#: The reduction the reminder text says, asked as the ability is activated (601.2f).
_REDUCED = AbilityCostReduction(
    amount=1,
    condition=Condition(self_entered=True, text="it entered this turn"),
    own_mana_cost=True,
    text="Reduce the cost by its mana cost if it entered this turn.",
)


@keyword_label("power-up")
def power_up(ability: Activated) -> Activated | None:
    """The ability activated only once, its cost reduced by the permanent's mana cost if it
    entered this turn; None when it limits itself already, has a reduction of its own, or has
    hybrid or Phyrexian mana in its cost (which half a reduction takes is the payer's choice,
    118.7e, not modelled for an ability's own cost)."""
    if ability.once or ability.once_each_turn or ability.cost_reduction is not None:
        return None
    if ability.zone != "battlefield" or "/" in ability.cost.mana:
        return None
    return ability.model_copy(update={"once": True, "cost_reduction": _REDUCED})
