"""Keywords' own trigger conditions (CR 603.2, 603.4): what a keyword's triggered ability checks
beyond its trigger event, registered by the mechanic that knows it.

A condition is named by the ability's `Trigger.condition`. `at_trigger` looks at the event as it
happens and returns what the ability remembers about it (added to its info), or None: the
ability doesn't trigger. An intervening-if condition ("When …, if …", 603.4) has `again` too: it
is checked once more as the ability resolves, from what the ability remembered, and when it is
false then, the ability does nothing (`engine.rules.stack`). Each says why in words, so the event
that reports it can. A printed intervening "if" on the game ("When this creature enters, if you
control an artifact, …", `Trigger.intervening_if`) is asked the same two times, by the one check
of a condition (`engine.derived.conditions.holds`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.core.occurrences import Occurrence
from engine.core.registry import Registry
from engine.core.state import GameObject, GameState, Info, StackAbility
from engine.derived.conditions import holds

#: As the event happens: (state, occurrence, source, what the trigger event gave) -> extra info,
#: or None when the condition is false.
AtTrigger = Callable[[GameState, Occurrence, GameObject, Info], Info | None]
#: As the ability resolves: (state, source now or as it last existed, info) -> why the
#: condition is false now, or None when it is still true.
Again = Callable[[GameState, GameObject, Info], str | None]


@dataclass(frozen=True, slots=True)
class TriggerCondition:
    at_trigger: AtTrigger
    #: The rules an ability that triggered with it cites (its keyword's, 603.4 for an
    #: intervening if).
    rules: tuple[str, ...]
    again: Again | None = None


#: Each condition's check, by its name: filled by the mechanics, once each (`core.registry`).
CONDITIONS: Registry[str, TriggerCondition] = Registry("the check of the trigger condition")


def trigger_condition(
    name: str, *rules: str, again: Again | None = None
) -> Callable[[AtTrigger], AtTrigger]:
    """Register the decorated function as the condition `name` (a `Trigger.condition`)."""

    def register(check: AtTrigger) -> AtTrigger:
        CONDITIONS.register(name, TriggerCondition(check, rules, again))
        return check

    return register


def checked(
    state: GameState, occ: Occurrence, source: GameObject, name: str, info: Info
) -> Info | None:
    """The info an ability triggering with the condition `name` remembers, or None when the
    condition is false (the ability doesn't trigger, 603.2, 603.4)."""
    found = CONDITIONS.get(name)
    if found is None:
        return None  # a condition no mechanic knows never makes anything trigger
    more = found.at_trigger(state, occ, source, info)
    return None if more is None else (*info, *more)


def condition_rules(name: str | None) -> tuple[str, ...]:
    found = CONDITIONS.get(name or "")
    return () if found is None else found.rules


def false_on_resolution(state: GameState, ability: StackAbility) -> str | None:
    """Why a triggered ability's intervening-if condition is false as it resolves (603.4), or
    None when it has none or it is still true."""
    trigger = getattr(ability.ability, "trigger", None)
    if ability.kind != "triggered" or trigger is None:
        return None
    if trigger.intervening_if is not None:
        # A condition on the game, not on the source (`Trigger.intervening_if`), asked again
        # for the ability's controller as it resolves.
        true, why = holds(state, trigger.intervening_if, ability.controller, ability.source.id)
        if not true:
            return f"{trigger.intervening_if.text} — {why}"
    found = CONDITIONS.get(trigger.condition or "")
    if found is None or found.again is None:
        return None
    source = state.current(ability.source) or ability.source_lki
    return found.again(state, source, ability.info)
