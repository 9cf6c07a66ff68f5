"""Day and night (CR 731) and the keywords daybound and nightbound (702.145) in play.

The game starts with neither designation; it becomes day as soon as a player controls a permanent
with daybound (702.145d), or night when one with nightbound is there and none with daybound
(702.145g). Then, as the second part of each untap step, it becomes night if the previous turn's
active player cast no spells that turn, and day if they cast two or more (502.2, 731.2a-b).
Whenever it is night, each permanent with daybound front face up transforms, and whenever it is
day, each one with nightbound back face up (702.145c, f): `check` does it each time a player
would receive priority and right after the untap step's change; it isn't a state-based action,
so it doesn't wait for one. A daybound permanent entering at night enters transformed
(702.145b, `engine.modifiers.entering`), and nothing else can transform one
(`engine.mechanics.transform`).
"""

from __future__ import annotations

from typing import Literal

from engine.core.events import event
from engine.core.replace import replace
from engine.core.state import GameObject, GameState
from engine.derived.characteristics import characteristics
from engine.instructions.perform import Result
from engine.mechanics.day_night.model import DAYBOUND, NIGHTBOUND
from engine.mechanics.transform.rules import transform


def _due(state: GameState) -> list[tuple[GameObject, str]]:
    """The permanents that transform now, each with the rule that says so (702.145c, f)."""
    out: list[tuple[GameObject, str]] = []
    if state.day_night is None:
        return out
    for obj in state.battlefield():
        keywords = characteristics(state, obj).keywords
        if state.day_night == "night" and obj.front is None and DAYBOUND in keywords:
            if obj.card.back is not None:
                out.append((obj, "702.145c"))
        elif state.day_night == "day" and obj.front is not None and NIGHTBOUND in keywords:
            out.append((obj, "702.145f"))
    return out


def check(state: GameState) -> Result:
    """What day and night make happen now (702.145c-d, f-g): it becomes day or night if it is
    neither and a daybound or nightbound permanent is on the battlefield; the permanents whose
    face doesn't suit it transform."""
    if state.day_night is None:
        found = [characteristics(state, o).keywords for o in state.battlefield()]
        if any(DAYBOUND in k for k in found):
            return becomes(state, "day", "702.145d", why="a player controls a daybound permanent")
        if any(NIGHTBOUND in k for k in found):
            why = "a player controls a nightbound permanent and none has daybound"
            return becomes(state, "night", "702.145g", why=why)
        return state, []
    events = []
    for obj, rule in _due(state):
        current = state.objects[obj.id]
        state, more = transform(state, current, rule)
        events += more
    return state, events


def becomes(
    state: GameState, designation: Literal["day", "night"], *rules: str, why: str = ""
) -> Result:
    """It becomes day or night (731.1); the permanents it turns over transform at once."""
    before = state.day_night
    state = replace(state, day_night=designation)
    said = f"{before} becomes {designation}" if before else f"it becomes {designation}"
    text = said[:1].upper() + said[1:] + (f": {why}." if why else ".")
    events = [event("day_night", text, "731.1", *rules)]
    state, more = check(state)
    return state, events + more


def untap_step(state: GameState) -> Result:
    """The untap step's second part (502.2, 731.2): the previous turn's active player's spells
    decide whether day becomes night or night becomes day; neither stays neither (731.2c)."""
    previous = state.turn.previous_active
    if state.day_night is None or previous is None:
        return state, []
    cast = dict(state.turn.last_turn_cast_by).get(previous, 0)
    spells = f"player {previous} cast {cast} spell{'s' * (cast != 1)} last turn"
    if state.day_night == "day" and cast == 0:
        return becomes(state, "night", "502.2", "731.2a", why=spells)
    if state.day_night == "night" and cast >= 2:
        return becomes(state, "day", "502.2", "731.2b", why=spells)
    return state, [event("day_night", f"It stays {state.day_night}: {spells}.", "502.2")]
