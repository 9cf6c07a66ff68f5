"""Shield counters (CR 122.1c): one or more on a permanent create a single prevention effect and
a single replacement effect that protect it — "If damage would be dealt to this permanent,
prevent that damage and remove a shield counter from it" and "If this permanent would be
destroyed as the result of an effect, instead remove a shield counter from it".

Each is a candidate of the one 616.1 loop its event runs (`prevention` for damage; for a
destruction, `regeneration.DESTROY_REPLACEMENTS`, where `engine.mechanics.shield_counters`
registers it and removes the counter), ordered by the permanent's controller with the others
that apply (616.1).
The prevention effect removes one counter however many sources deal the permanent damage at
once, right after the event, and still removes it when the damage can't be prevented (615.12:
its other effect takes place). A destruction by a state-based action (704.5g-h) isn't the result
of an effect, so it isn't replaced — and a permanent dealt damage before it had the counter
may still be destroyed so.
"""

from __future__ import annotations

from engine.core.events import describe
from engine.core.state import GameObject, GameState, PlayerTarget, Target, Zone
from engine.modifiers.replacement_order import Candidate

#: The counter's kind, as a permanent's `counters` name it.
SHIELD = "shield"
RULE = "122.1c"
#: Its name among the replacements of a destruction (`regeneration.DESTROY_REPLACEMENTS`).
SHIELD_COUNTER = "shield counter"


def _shielded(state: GameState, target: Target | GameObject) -> GameObject | None:
    """The permanent `target` is, if it is on the battlefield with a shield counter on it."""
    if isinstance(target, PlayerTarget):
        return None
    obj = target if isinstance(target, GameObject) else state.current(target)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.counter(SHIELD) < 1:
        return None
    return obj


def damage_candidate(state: GameState, target: Target) -> Candidate | None:
    """The prevention effect a shield counter creates on the permanent damage would be dealt to
    (615.1a), or None: all the damage prevented, one shield counter removed after the event."""
    obj = _shielded(state, target)
    if obj is None:
        return None
    return Candidate(
        f"{obj.id}:shield",
        obj.id,
        obj.timestamp,
        "If damage would be dealt to this permanent, prevent that damage and remove a shield "
        "counter from it",
        (RULE, "615.1a"),
        "prevent",
        label=f"the shield counter on {describe(state, obj)}",
        then_remove_counter=SHIELD,
    )


def destroy_candidate(state: GameState, obj: GameObject) -> Candidate | None:
    """The replacement effect a shield counter creates on a permanent an effect would destroy
    (614.1a), or None."""
    found = _shielded(state, obj)
    if found is None:
        return None
    return Candidate(
        f"{found.id}:shield",
        found.id,
        found.timestamp,
        "If this permanent would be destroyed as the result of an effect, instead remove a "
        "shield counter from it",
        (RULE, "614.1a"),
        "keyword",
        label=f"the shield counter on {describe(state, found)}",
        keyword=SHIELD_COUNTER,
    )
