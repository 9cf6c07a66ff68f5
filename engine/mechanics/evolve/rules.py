"""Evolve (CR 702.100) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner, with its condition registered in
`engine.modifiers.trigger_conditions`.

"Whenever a creature you control enters, if that creature's power is greater than this
creature's power and/or that creature's toughness is greater than this creature's toughness, put
a +1/+1 counter on this creature." (702.100a) An intervening if (603.4): the sizes are compared
as the creature enters and again as the ability resolves, the entering creature's as it last
existed if it has left (608.2h). A noncreature permanent has no power or toughness to be beaten
(702.100c). Each instance triggers separately (702.100d).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe
from engine.core.occurrences import Entered, Occurrence
from engine.core.primitives import that_creature, that_creature_ref
from engine.core.state import GameObject, GameState, Info
from engine.derived.characteristics import characteristics
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import stands_for

#: The triggered ability "Evolve" stands for (702.100a).
evolve_ability = stands_for(
    "Evolve",
    "702.100a",
    v.Triggered(
        trigger=v.Trigger(
            event="enters",
            scope="you_control",
            filter=v.Filter(types=("Creature",)),
            condition="evolve",
        ),
        effects=(v.PutCounters(counter="+1/+1", amount=1),),
        text="Evolve (whenever a creature you control enters, if its power is greater than this "
        "creature's and/or its toughness is greater, put a +1/+1 counter on this creature)",
    ),
)


def _bigger(state: GameState, entered: GameObject, source: GameObject) -> str | None:
    """Why `entered` doesn't beat `source` in power or toughness (702.100a, c), or None."""
    mine = characteristics(state, source)
    theirs = characteristics(state, entered)
    if "Creature" not in mine.types or mine.power is None or mine.toughness is None:
        return f"{describe(state, source)} isn't a creature (702.100c)"
    power, toughness = theirs.power or 0, theirs.toughness or 0
    if power > mine.power or toughness > mine.toughness:
        return None
    return (
        f"{describe(state, entered)} is {power}/{toughness}, neither power nor toughness "
        f"greater than {describe(state, source)}'s {mine.power}/{mine.toughness}"
    )


def _evolve_again(state: GameState, source: GameObject, info: Info) -> str | None:
    """Compared again as it resolves (603.4): the entering creature now, or as it last existed
    on the battlefield (608.2h)."""
    ref = that_creature_ref(info)
    entered = None if ref is None else state.current(ref) or state.lki.get(ref)
    return None if entered is None else _bigger(state, entered, source)


@trigger_condition("evolve", "603.4", again=_evolve_again)
def _evolve(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    del info
    if not isinstance(occ, Entered) or occ.obj.ref == source.ref:
        return None
    if _bigger(state, occ.obj, source) is not None:
        return None
    return that_creature(occ.obj.ref)
