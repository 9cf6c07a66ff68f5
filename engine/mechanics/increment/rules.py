"""Increment (CR 702.191) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner, with its condition registered in
`engine.modifiers.trigger_conditions`.

"Whenever you cast a spell, if this permanent is a creature and the amount of mana spent to cast
that spell is greater than this creature's power or this creature's toughness, put a +1/+1
counter on this creature." (702.191a) An intervening if (603.4): it is asked as the spell becomes
cast (601.2i), once its mana has been spent (601.2h), and again as the ability resolves — the
amount spent is the spell's and can't change, the creature's power and toughness can (a
creature that left the battlefield is compared as it last existed, 608.2h). Each instance
triggers separately (702.191b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe
from engine.core.mana import EMPTY_POOL
from engine.core.occurrences import Cast, Occurrence
from engine.core.state import GameObject, GameState, Info
from engine.derived.characteristics import characteristics
from engine.mechanics.increment.model import INCREMENT, INCREMENT_CONDITION, RULE
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import stands_for

#: The info key of the amount of mana spent to cast the spell that triggered it.
SPENT = "mana_spent"

#: The triggered ability "Increment" stands for (702.191a).
increment_ability = stands_for(
    INCREMENT,
    RULE,
    v.Triggered(
        trigger=v.Trigger(event="cast", caster="you", condition=INCREMENT_CONDITION),
        effects=(v.PutCounters(counter="+1/+1", amount=1),),
        text="Increment (whenever you cast a spell, if the amount of mana spent to cast it is "
        "greater than this creature's power or toughness, put a +1/+1 counter on this creature)",
    ),
)


def _not_more(state: GameState, spent: int, source: GameObject) -> str | None:
    """Why `spent` mana doesn't beat `source`'s power or toughness (702.191a), or None."""
    mine = characteristics(state, source)
    if "Creature" not in mine.types or mine.power is None or mine.toughness is None:
        return f"{describe(state, source)} isn't a creature (702.191a)"
    if spent > mine.power or spent > mine.toughness:
        return None
    return (
        f"{spent} mana was spent to cast the spell, not more than {describe(state, source)}'s "
        f"power or toughness ({mine.power}/{mine.toughness})"
    )


def _increment_again(state: GameState, source: GameObject, info: Info) -> str | None:
    """Compared again as it resolves (603.4): the amount spent as it triggered, the creature
    now or as it last existed on the battlefield (608.2h)."""
    spent = dict(info).get(SPENT)
    return None if not isinstance(spent, int) else _not_more(state, spent, source)


@trigger_condition(INCREMENT_CONDITION, "603.4", again=_increment_again)
def _increment(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    del info
    if not isinstance(occ, Cast):
        return None
    spent = sum(occ.spell.mana_spent or EMPTY_POOL)
    if _not_more(state, spent, source) is not None:
        return None
    return ((SPENT, spent),)
