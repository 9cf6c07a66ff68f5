"""State triggers (CR 603.8): triggered abilities that trigger when a game state is true rather
than when an event happens — "When you control no Islands, sacrifice this creature", "When Dark
Depths has no ice counters on it, sacrifice it", "When Garruk has two or fewer loyalty counters
on him, transform him".

They trigger as soon as the game state matches; the engine looks each time it looks for
state-based actions, before a player would receive priority (117.5), so they go onto the stack
at the next opportunity, as 603.8 says. One that has triggered doesn't trigger again until it has
left the stack — resolved, countered or otherwise (603.8): while it waits to be put on the stack
or is on it, its source's same ability isn't looked at. Then, if the source is still on the
battlefield and the state still matches, it triggers again. The permanent is looked at as it is
now, so a permanent that left and came back is a new object (400.7) whose ability may trigger.
"""

from __future__ import annotations

from engine.cards.vocabulary import Triggered
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PendingTrigger
from engine.derived.characteristics import characteristics, controller_of
from engine.derived.conditions import holds


def _waiting(state: GameState, source: GameObject, ability: Triggered) -> bool:
    """Whether this ability of `source` has triggered and hasn't left the stack (603.8)."""
    pending = any(t.source == source.ref and t.ability == ability for t in state.pending_triggers)
    return pending or any(
        entry.source == source.ref and entry.ability == ability
        for entry in state.abilities.values()
        if entry.kind == "triggered"
    )


def check(state: GameState) -> tuple[GameState, list[Event]]:
    """Every state-triggered ability whose game state is true now triggers, unless it already
    has and hasn't left the stack (603.8); they wait to be put on the stack (603.3)."""
    events: list[Event] = []
    for source in state.battlefield():
        chars = characteristics(state, source)
        if not chars.triggered:
            continue
        for ability in chars.triggered:
            asked = ability.trigger.state
            if asked is None or _waiting(state, source, ability):
                continue
            you = controller_of(state, source, chars)
            true, why = holds(state, asked, you, source.id)
            if not true:
                continue
            state, ability_id = state.new_ability_id()
            waiting = PendingTrigger(ability_id, source.ref, source, you, ability, (), ("603.8",))
            state = replace(state, pending_triggers=(*state.pending_triggers, waiting))
            events.append(
                event(
                    "triggered",
                    f"{describe(state, source)}'s ability triggers (“{ability.text}”): a state "
                    f"trigger, whose game state is true now ({why}).",
                    "603.8",
                    objects=[ability_id, source.id],
                )
            )
    return state, events
