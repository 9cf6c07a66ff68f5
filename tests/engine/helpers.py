"""Small builders for the rules-area unit tests: a scenario in a few lines, then play it out.

`game(...)` writes a scenario (two players A and B, turn 3, A's precombat main phase unless told
otherwise); `play(data)` loads it and steps the engine until nothing more happens, returning the
final state and every event. Tests read the state directly (`state.objects[...]`, `state.stack`)
and the events by kind, so each test can say which rule made a change.
"""

from __future__ import annotations

from typing import Any

from engine import load, step
from engine.cards.compiler import Reading, compile_face
from engine.cards.store import corpus_card
from engine.game import is_finished
from engine.state import Event, GameState


def game(
    objects: list[dict[str, Any]] | None = None,
    *,
    players: list[dict[str, Any]] | None = None,
    turn: dict[str, Any] | None = None,
    actions: list[dict[str, Any]] | None = None,
    choices: list[dict[str, Any]] | None = None,
    cards: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A scenario (SCENARIO.md) with the usual defaults filled in."""
    data: dict[str, Any] = {
        "format": "rulings-explorer/1",
        "players": players or [{"id": "A"}, {"id": "B"}],
        "turn": turn or {"number": 3, "active": "A", "step": "main1"},
        "objects": objects or [],
        "actions": actions or [],
        "choices": choices or [],
    }
    if cards:
        data["cards"] = cards
    return data


def play(data: dict[str, Any] | GameState, *, limit: int = 2_000) -> tuple[GameState, list[Event]]:
    """Step until the run is finished; the final state and all events, in order."""
    state = data if isinstance(data, GameState) else load(data)
    events: list[Event] = []
    for _ in range(limit):
        if is_finished(state):
            return state, events
        state, new = step(state)
        events += new
    raise AssertionError(f"the run did not finish within {limit} steps")


def steps(state: GameState, *, limit: int = 2_000) -> list[tuple[GameState, list[Event]]]:
    """Every step of a run: the state after it and the events it logged."""
    out: list[tuple[GameState, list[Event]]] = []
    for _ in range(limit):
        if is_finished(state):
            return out
        state, new = step(state)
        out.append((state, new))
    raise AssertionError(f"the run did not finish within {limit} steps")


def of_kind(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def error_rules(state: GameState) -> list[str] | None:
    """The rules an illegal action was refused for, or None when the run had no error."""
    return None if state.error is None else list(state.error["rules"])


def obj(zone: str, object_id: str, card: str, owner: str = "A", **fields: Any) -> dict[str, Any]:
    """A scenario object: `obj("battlefield", "bears", "Grizzly Bears", "B", tapped=True)`."""
    return {"id": object_id, "card": card, "owner": owner, "zone": zone, **fields}


def creature(
    name: str, power: int = 1, toughness: int = 1, *abilities: Any, cost: str = "{1}"
) -> dict[str, Any]:
    """An inline creature card definition."""
    return {
        "name": name,
        "mana_cost": cost,
        "type_line": "Creature — Test",
        "power": power,
        "toughness": toughness,
        "abilities": list(abilities),
    }


def reading(name: str, start: str) -> Reading:
    """What the compiler made of the line of card `name`'s front face that starts with `start`."""
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    return next(r for r in compiled.readings if r.line.startswith(start))
