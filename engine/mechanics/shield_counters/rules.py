"""A shield counter's replacement of a destruction (CR 122.1c): "If this permanent would be
destroyed as the result of an effect, instead remove a shield counter from it." — not a state-based
action's destruction (704.5g-h), and not regeneration, so "can't be regenerated" doesn't stop it;
with a regeneration shield or umbra armor, the permanent's controller chooses which applies
(616.1)."""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState
from engine.modifiers.regeneration import DESTROY_REPLACEMENTS, DestroyReplacement
from engine.modifiers.replacement_order import Candidate
from engine.modifiers.shield_counters import RULE, SHIELD, SHIELD_COUNTER, destroy_candidate
from engine.operations.basic import take_counters


def _find(state: GameState, obj: GameObject) -> list[Candidate]:
    found = destroy_candidate(state, obj)
    return [] if found is None else [found]


def _apply(state: GameState, obj: GameObject, pick: Candidate) -> tuple[GameState, list[Event]]:
    """Instead of being destroyed, one shield counter is removed from it."""
    have = obj.counter(SHIELD)
    said = event(
        "destroy_replaced",
        f"{describe(state, obj)} isn't destroyed: instead, a shield counter is removed from it "
        f"({SHIELD}: {have} → {have - 1}).",
        *dict.fromkeys((RULE, *pick.rules)),
        objects=[obj.id],
    )
    state, fired = take_counters(state, obj, SHIELD, 1)
    return state, [said, *fired]


DESTROY_REPLACEMENTS.register(SHIELD_COUNTER, DestroyReplacement(_find, _apply, effects_only=True))
