"""Small builders for the rules-area unit tests: a scenario in a few lines, then play it out.

`game(...)` writes a scenario (two players A and B, turn 3, A's precombat main phase unless told
otherwise); `play(data)` loads it and steps the engine until nothing more happens, returning the
final state and every event. Tests read the state directly (`state.objects[...]`, `state.stack`)
and the events by kind, so each test can say which rule made a change.
"""

from __future__ import annotations

from typing import Any

from engine import load, step
from engine.cards.compiler import Compiled, Reading, compile_face
from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability, lower_spell
from engine.cards.lowering.registry import load as load_lowerings
from engine.cards.store import corpus_card
from engine.cards.vocabulary import (
    Activated,
    Effect,
    Replacement,
    SpellsCantBeCountered,
    Static,
    TargetSpec,
    Triggered,
)
from engine.core.state import Event, GameState
from engine.driver.game import is_finished


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


def keyword_scenario(
    objects: list[dict[str, Any]], actions: list[dict[str, Any]], **more: Any
) -> dict[str, Any]:
    """A scenario whose players have five cards in their libraries (a draw doesn't end the game):
    `pool` and `b_pool` their mana pools, `b_life` B's life, `step` A's turn's step; anything
    else a key of the scenario itself."""
    return {
        "format": "rulings-explorer/1",
        "players": [
            {"id": "A", "library": 5, "mana_pool": more.pop("pool", "")},
            {
                "id": "B",
                "library": 5,
                "mana_pool": more.pop("b_pool", ""),
                "life": more.pop("b_life", 20),
            },
        ],
        "turn": {"number": 3, "active": "A", "step": more.pop("step", "main1")},
        "objects": objects,
        "actions": actions,
        **more,
    }


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


# -- what the oracle compiler made of a real card ---------------------------------------------


def compiled(name: str) -> Compiled:
    """What the compiler made of the front face of card `name`, as the corpus has it."""
    card = corpus_card(name)
    assert card is not None, name
    front = card.front
    return compile_face(card.name, front.name, front.text, front.types, subtypes=front.subtypes)


def card_readings(name: str) -> list[Reading]:
    """Every line of card `name`'s front face, as the compiler read it."""
    return list(compiled(name).readings)


def line_starting(face: Compiled, start: str) -> Reading:
    """The reading of the face's (first) line that starts with `start`."""
    return next(r for r in face.readings if r.line.startswith(start))


def reading(name: str, start: str) -> Reading:
    """What the compiler made of the line of card `name`'s front face that starts with `start`."""
    return line_starting(compiled(name), start)


def reading_containing(name: str, part: str) -> Reading:
    """What the compiler made of the (first) line of card `name`'s front face containing
    `part`."""
    return next(r for r in compiled(name).readings if part in r.line)


def first_ability(name: str, start: str) -> tuple[str, dict[str, Any], str]:
    """(outcome, the first ability — {} for none — and words) of the line of card `name` that
    starts with `start`."""
    found = reading(name, start)
    ability = found.abilities[0] if found.abilities else {}
    assert isinstance(ability, dict), ability
    return found.outcome, ability, found.words


def creature_line_ability(text: str) -> dict[str, Any] | None:
    """The one ability a test creature's one line compiles to, its lowerings loaded, or None
    when the line isn't recognised."""
    load_lowerings()
    (found,) = compile_face("Test Card", "Test Card", text, ("Creature",)).readings
    if found.outcome != "recognised":
        return None
    ability: dict[str, Any] = found.abilities[0]
    return ability


def output_objects(output: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """A run's output objects by id."""
    return {o["id"]: o for o in output["state"]["objects"]}


def outcome_abilities_words(name: str, start: str) -> tuple[str, tuple[Any, ...], str]:
    """(outcome, abilities, words) of the line of card `name` that starts with `start`."""
    found = reading(name, start)
    return found.outcome, found.abilities, found.words


def vocabulary(name: str, start: str) -> tuple[str, list[Any], str]:
    """(outcome, the line's vocabulary — an ability's or the spell's effects — and its words)."""
    face = compiled(name)
    found = line_starting(face, start)
    effects = list(face.effects)
    if found.abilities and isinstance(found.abilities[0], dict):
        effects = list(found.abilities[0]["effects"])
    return found.outcome, effects, found.words


def contains(actual: Any, wanted: Any) -> bool:
    """`wanted` is a part of `actual`: dicts by their listed keys, lists item by item."""
    if isinstance(wanted, dict):
        return isinstance(actual, dict) and all(
            k in actual and contains(actual[k], v) for k, v in wanted.items()
        )
    if isinstance(wanted, list):
        return (
            isinstance(actual, list)
            and len(actual) == len(wanted)
            and all(contains(a, w) for a, w in zip(actual, wanted, strict=True))
        )
    return bool(actual == wanted)


def lowered_ability(
    line: str, selves: tuple[str, ...], kinds: tuple[type, ...] | None = None
) -> Triggered | Activated | Static | Replacement | SpellsCantBeCountered | None:
    """A permanent's line parsed by the oracle grammar and lowered; the grammar must read it, as
    what the lowering tests test is the lowering. With `kinds`, what it is lowered to, if
    anything, must be one of them (a trigger line's test: `(Triggered,)`)."""
    tree = parse_line(line, selves).tree
    assert tree is not None, line
    found = lower_ability(tree)
    assert kinds is None or found is None or isinstance(found, kinds), found
    return found


def lowered_spell(
    *lines: str, selves: tuple[str, ...]
) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...]] | None:
    """A spell's lines parsed by the oracle grammar and lowered whole: its targets and effects."""
    trees = [parse_line(line, selves, spell=True).tree for line in lines]
    assert all(t is not None for t in trees), lines
    found = lower_spell([t for t in trees if t is not None])
    return None if found is None else (found.targets, found.effects)


def lowered_static(line: str, selves: tuple[str, ...]) -> Static | None:
    """A static ability's line lowered (`lowered_ability`), or None where it isn't."""
    found = lowered_ability(line, selves, (Static,))
    assert found is None or isinstance(found, Static)
    return found


def lowered_trigger(line: str, selves: tuple[str, ...]) -> Triggered:
    """A triggered ability's line lowered (`lowered_ability`), which the lowering must read."""
    found = lowered_ability(line, selves, (Triggered,))
    assert isinstance(found, Triggered), line
    return found


def lowered_effects(line: str, selves: tuple[str, ...]) -> tuple[Any, ...] | None:
    """The instructions of a permanent's line lowered — a triggered or activated ability's, none
    for another ability — or None where it isn't lowered."""
    found = lowered_ability(line, selves)
    return None if found is None else tuple(getattr(found, "effects", ()))


def lowered_spell_effects(*lines: str, selves: tuple[str, ...]) -> tuple[Effect, ...] | None:
    """A spell's lines lowered whole (`lowered_spell`): its effects, or None."""
    found = lowered_spell(*lines, selves=selves)
    return None if found is None else found[1]
