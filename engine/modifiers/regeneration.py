"""Regeneration (CR 701.19): the replacement effects on a permanent about to be destroyed.

`destroying` applies a regeneration shield on the permanent (701.19a) or a static regeneration
ability (701.19b) in place of its destruction (701.8c), unless it can't be regenerated (701.19c),
or a keyword's or a counter's own replacement of it that a mechanic registers
(`DESTROY_REPLACEMENTS`: umbra armor, 702.89a; a shield counter, 122.1c — not regeneration, so
"can't be regenerated" doesn't stop it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.core.events import describe, event
from engine.core.registry import Registry
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.modifiers.replacement_order import Candidate, next_effect, static_replacements
from engine.modifiers.tapping import tap


@dataclass(frozen=True, slots=True)
class DestroyReplacement:
    """A keyword's replacement of a permanent's destruction (umbra armor, 702.89a): the
    candidates it offers for the permanent about to be destroyed (kind "keyword", naming the
    keyword), and how the chosen one applies instead."""

    find: Callable[[GameState, GameObject], list[Candidate]]
    apply: Callable[[GameState, GameObject, Candidate], tuple[GameState, list[Event]]]
    #: Only a destruction that is the result of an effect, not one by a state-based action
    #: (704.5g-h): a shield counter's (122.1c).
    effects_only: bool = False


#: The keywords that replace a destruction, by keyword: registered by their mechanics.
DESTROY_REPLACEMENTS: Registry[str, DestroyReplacement] = Registry("the destroy replacement of")


def destroying(
    state: GameState, obj: GameObject, *, cant_regenerate: bool, by_rule: bool = False
) -> tuple[GameState, bool, list[Event]]:
    """Replacement effects on a permanent about to be destroyed (701.8c): regeneration (701.19).

    Returns the state, whether the destruction was replaced, and the events. Effects saying it
    can't be regenerated keep regeneration shields from being applied (701.19c). `by_rule`: a
    state-based action destroys it (704.5g-h), not an effect.
    """
    blocked = cant_regenerate or obj.cant_be_regenerated
    found: list[Candidate] = []
    ignored: list[str] = []
    if obj.regeneration_shields:
        if blocked:
            ignored.append("its regeneration shield")
        else:
            found.append(
                Candidate(
                    f"{obj.id}:regenerate",
                    obj.id,
                    0,
                    "a regeneration shield",
                    ("701.19a",),
                    "regenerate",
                    shield=f"{obj.id}:regenerate",
                    label=f"the regeneration shield on {describe(state, obj)}",
                )
            )
    for perm, effect_id, ability in static_replacements(state, "destroy"):
        if matches(state, obj, ability.filter, controller_of(state, perm), perm.id) is not None:
            continue
        text = ability.text.rstrip(".") or f"{perm.card.name}'s regeneration ability"
        if blocked:
            ignored.append(f"the regeneration ability of {describe(state, perm)}")
        else:
            found.append(
                Candidate(effect_id, perm.id, perm.timestamp, text, ("701.19b",), "regenerate")
            )
    for replacing in DESTROY_REPLACEMENTS.values():
        if not (by_rule and replacing.effects_only):
            found += replacing.find(state, obj)
    events: list[Event] = []
    if ignored:
        events.append(
            event(
                "cant_regenerate",
                f"{describe(state, obj)} can't be regenerated: {' and '.join(ignored)} "
                f"{'is' if len(ignored) == 1 else 'are'} not applied.",
                "701.19c",
                objects=[obj.id],
            )
        )
    if not found:
        return state, False, events
    state, pick, more = next_effect(
        state,
        controller_of(state, obj),
        found,
        f"{describe(state, obj)} being destroyed",
        first=True,
        order_matters=len(found) > 1
        and any(c.shield is not None or c.kind == "keyword" for c in found),
    )
    events += more
    if pick.kind == "keyword":
        state, more = DESTROY_REPLACEMENTS[pick.keyword].apply(state, obj, pick)
        return state, True, events + more
    state, more = _regenerate(state, obj, pick)
    return state, True, events + more


def _regenerate(
    state: GameState, obj: GameObject, pick: Candidate
) -> tuple[GameState, list[Event]]:
    """Remove all damage, tap it, remove it from combat (701.19a-b)."""
    shields = obj.regeneration_shields - (1 if pick.shield is not None else 0)
    state = state.with_object(replace(obj, regeneration_shields=shields, damage=0))
    state, fired = tap(state, obj)  # its controller taps it (701.19a)
    removed = ""
    combat = state.combat
    if combat is not None and any(a.ref == obj.ref for a in combat.attackers) | any(
        b.ref == obj.ref for b in combat.blockers
    ):
        state = replace(
            state,
            combat=replace(
                combat,
                attackers=tuple(a for a in combat.attackers if a.ref != obj.ref),
                blockers=tuple(b for b in combat.blockers if b.ref != obj.ref),
            ),
        )
        removed = " and it is removed from combat"
    if pick.shield is not None:
        text = (
            f"{describe(state, obj)} regenerates instead of being destroyed: its regeneration "
            f"shield is used, it is tapped and all damage is removed from it{removed}."
        )
    else:
        text = (
            f"{describe(state, obj)} regenerates instead of being destroyed ({pick.text}): it is "
            f"tapped and all damage is removed from it{removed}."
        )
    return state, [event("regenerate", text, *pick.rules, objects=[obj.id]), *fired]
