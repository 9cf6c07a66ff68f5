"""Abilities that trigger as a step begins (CR 603.2): "At the beginning of your end step".

They trigger as the step begins (its turn-based actions, if any, come first) and wait to be put on
the stack until a player would receive priority (603.3). A permanent that enters during the end
step doesn't trigger until the next end step (513.2): only the permanents on the battlefield as
the step begins are checked.
"""

from __future__ import annotations

from dataclasses import replace

from engine.characteristics import characteristics, controller_of
from engine.events import describe, event
from engine.state import Event, GameState, PendingTrigger


def beginning_of_end_step(state: GameState) -> tuple[GameState, list[Event]]:
    """ "At the beginning of [your / each] end step" abilities trigger (603.2, 513.1)."""
    events: list[Event] = []
    active = state.turn.active
    for source in state.battlefield():
        chars = characteristics(state, source)
        you = controller_of(state, source, chars)
        for index, ability in enumerate(chars.triggered):
            trigger = ability.trigger
            if trigger.event != "beginning_of_end_step":
                continue
            if trigger.whose == "your" and you != active:
                continue
            state, ability_id = state.new_ability_id()
            pending = PendingTrigger(ability_id, source.ref, source, you, index, definition=ability)
            state = replace(state, pending_triggers=(*state.pending_triggers, pending))
            events.append(
                event(
                    "triggered",
                    f"The end step begins: {describe(state, source)}'s ability {ability_id} "
                    f"triggers (“{ability.text}”).",
                    "603.2",
                    "513.1",
                    objects=[ability_id, source.id],
                )
            )
    return state, events
