"""Devour (CR 702.82) in play: a replacement effect on how the permanent enters (614.1c), with
a choice made before it enters (614.12a) through the one choice mechanism.

The player it enters under the control of chooses any number of the creatures they control
(none included) — the permanent itself isn't on the battlefield yet, so it isn't among them, nor
is anything entering with it — and sacrifices them (701.21a: they die, and their abilities
watching for that trigger); then the permanent enters with N +1/+1 counters for each one
sacrificed. Those counters are put as it enters, so abilities watching counters being put on it
see them (122.6). How many it devoured is kept on it (702.82b).
"""

from __future__ import annotations

from engine.core.choices import ask_any_number
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState
from engine.derived.characteristics import characteristics, controller_of
from engine.mechanics.devour.model import RULE
from engine.modifiers.entering_keywords import entering_choice
from engine.operations.basic import sacrifice
from engine.operations.zones import at_once


def _creatures(state: GameState, obj: GameObject) -> list[GameObject]:
    """The creatures the permanent's controller controls, which they may sacrifice."""
    found = []
    for other in state.battlefield():
        chars = characteristics(state, other)
        mine = controller_of(state, other, chars) == obj.controller
        if other.id != obj.id and chars.is_creature and mine:
            found.append(other)
    return found


@entering_choice("Devour")
def devour(
    state: GameState, obj: GameObject, parameter: str
) -> tuple[GameState, GameObject, list[Event]]:
    """As `obj` enters: sacrifice any number of creatures; N +1/+1 counters for each (702.82a)."""
    n = int(parameter)
    you = obj.controller
    name = describe(state, obj)
    options = _creatures(state, obj)
    chosen: list[str] = []
    if options:
        chosen = ask_any_number(
            you,
            f"Player {you}: devour {n} — as {name} enters, sacrifice any number of creatures "
            f"you control (none or all); it enters with {n} +1/+1 counter"
            f"{'s' if n != 1 else ''} for each.",
            (RULE, "614.12a"),
            tuple(o.id for o in options),
            tuple(describe(state, o) for o in options),
        )
    events: list[Event] = []
    if not chosen:
        text = f"As {name} enters, player {you} sacrifices no creature to devour {n}."
        events.append(event("devour", text, RULE, "614.12a", objects=[obj.id]))
        return state, replace(obj, chosen=(*obj.chosen, ("devoured", 0))), events
    names = ", ".join(describe(state, state.objects[c]) for c in chosen)
    text = f"As {name} enters, player {you} sacrifices {names} to devour {n}."
    events.append(event("devour", text, RULE, "614.12a", objects=[obj.id, *chosen]))

    def sacrifice_all(state: GameState) -> tuple[GameState, list[Event]]:
        # One event: they leave together, and look back at one another (603.10a).
        out: list[Event] = []
        for c in chosen:
            current = state.current(state.objects[c].ref)
            if current is not None:
                state, more = sacrifice(state, current)
                out += more
        return state, out

    state, more = at_once(state, sacrifice_all)
    events += more
    put = n * len(chosen)
    counters = dict(obj.counters)
    counters["+1/+1"] = counters.get("+1/+1", 0) + put
    obj = replace(obj.with_counters(counters), chosen=(*obj.chosen, ("devoured", len(chosen))))
    text = f"{name} enters with {put} +1/+1 counter{'s' if put != 1 else ''} (devour {n})."
    events.append(event("replacement", text, RULE, "614.1c", objects=[obj.id]))
    return state, obj, events
