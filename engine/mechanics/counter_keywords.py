"""Keywords of creatures that put +1/+1 counters on the creature when a condition of their own
holds (CR 702.100 evolve, 702.149 training, 702.105 dethrone; renown, 702.112, is in its own
package, `engine.mechanics.renown`), each built from the keyword and found by the one trigger
scanner, with its condition registered in `engine.modifiers.trigger_conditions`.

- Evolve: "Whenever a creature you control enters, if that creature's power is greater than
  this creature's power and/or that creature's toughness is greater than this creature's
  toughness, put a +1/+1 counter on this creature." (702.100a) An intervening if (603.4): the
  sizes are compared as the creature enters and again as the ability resolves, the entering
  creature's as it last existed if it has left (608.2h). A noncreature permanent has no power
  or toughness to be beaten (702.100c).
- Training: "Whenever this creature and at least one other creature with power greater than
  this creature's power attack, put a +1/+1 counter on this creature." (702.149a) Powers as the
  attackers are declared (508.3a); nothing is checked again.
- Dethrone: "Whenever this creature attacks the player with the most life or tied for most
  life, put a +1/+1 counter on this creature." (702.105a) Life totals as it is declared as an
  attacker; nothing is checked again.

Each instance triggers separately (702.100d, 702.149b, 702.105b).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.events import describe
from engine.core.occurrences import Attacks, Entered, Occurrence
from engine.core.state import GameObject, GameState, Info, ObjectRef
from engine.derived.characteristics import characteristics
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import keyword_trigger

_COUNTER = (v.PutCounters(counter="+1/+1", amount=1),)


@keyword_trigger("Evolve", "702.100a")
@cache
def evolve_ability(parameter: str = "") -> v.Triggered:
    """The triggered ability "Evolve" stands for (702.100a)."""
    del parameter
    return v.Triggered(
        trigger=v.Trigger(
            event="enters",
            scope="you_control",
            filter=v.Filter(types=("Creature",)),
            condition="evolve",
        ),
        effects=_COUNTER,
        text="Evolve (whenever a creature you control enters, if its power is greater than this "
        "creature's and/or its toughness is greater, put a +1/+1 counter on this creature)",
    )


@keyword_trigger("Training", "702.149a")
@cache
def training_ability(parameter: str = "") -> v.Triggered:
    """The triggered ability "Training" stands for (702.149a)."""
    del parameter
    return v.Triggered(
        trigger=v.Trigger(event="attacks", condition="training"),
        effects=_COUNTER,
        text="Training (whenever this creature and at least one other creature with greater "
        "power attack, put a +1/+1 counter on this creature)",
    )


@keyword_trigger("Dethrone", "702.105a")
@cache
def dethrone_ability(parameter: str = "") -> v.Triggered:
    """The triggered ability "Dethrone" stands for (702.105a)."""
    del parameter
    return v.Triggered(
        trigger=v.Trigger(event="attacks", condition="dethrone"),
        effects=_COUNTER,
        text="Dethrone (whenever this creature attacks the player with the most life or tied "
        "for most life, put a +1/+1 counter on this creature)",
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
    found = dict(info)
    ref = ObjectRef(str(found["that_creature"]), int(found["that_creature_incarnation"]))
    entered = state.current(ref) or state.lki.get(ref)
    return None if entered is None else _bigger(state, entered, source)


@trigger_condition("evolve", "603.4", again=_evolve_again)
def _evolve(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    del info
    if not isinstance(occ, Entered) or occ.obj.ref == source.ref:
        return None
    if _bigger(state, occ.obj, source) is not None:
        return None
    return (
        ("that_creature", occ.obj.id),
        ("that_creature_incarnation", occ.obj.incarnation),
    )


@trigger_condition("training")
def _training(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    del info
    if not isinstance(occ, Attacks):
        return None
    mine = characteristics(state, source).power or 0
    for attacker in occ.attackers:
        other = state.current(attacker.ref)
        if other is None or other.ref == source.ref:
            continue
        if (characteristics(state, other).power or 0) > mine:
            return ()
    return None


@trigger_condition("dethrone")
def _dethrone(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    del occ, source
    defender = str(dict(info).get("defender", ""))
    players = [p for p in state.players if not p.lost]
    attacked = next((p for p in players if p.id == defender), None)
    if attacked is None or attacked.life < max(p.life for p in players):
        return None
    return ()
