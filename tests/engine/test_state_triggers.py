"""State triggers (CR 603.8): read from "When [a game state], …" lines and played — they trigger
as soon as the state is true, before a player would receive priority, and not again while the
ability waits or is on the stack."""

from __future__ import annotations

import pytest

from engine.cards.compiler.conditions import condition
from tests.engine.helpers import compiled, game, obj, of_kind, play


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        (
            "you control no Islands",
            {"you_control": [{"subtypes": ["Island"], "controller": "you"}], "at_most": 0},
        ),
        ("~ has no ice counters on it", {"self_counters": "ice", "at_most": 0}),
        ("~ has two or fewer loyalty counters on him", {"self_counters": "loyalty", "at_most": 2}),
        ("it has three or more plague counters on it", {"self_counters": "plague", "at_least": 3}),
        ("you have no cards in hand", {"hand_at_most": 0}),
    ],
)
def test_the_game_states_the_condition_reader_reads(text: str, asked: dict[str, object]) -> None:
    found = condition(text)
    assert found is not None
    assert {k: v for k, v in found.items() if k != "text"} == asked


def test_when_you_control_no_islands_is_a_state_trigger() -> None:
    face = compiled("Sea Serpent")
    (ability,) = [a for a in face.abilities if a.get("kind") == "triggered"]
    assert ability["trigger"]["event"] == "state"
    assert ability["trigger"]["state"]["at_most"] == 0
    words = [r.words for r in face.readings if r.line.startswith("When")]
    assert "603.8" in words[0]


def test_it_triggers_once_while_it_waits_on_the_stack() -> None:
    """A's Serpent starts with no Island: its ability triggers before A gets priority; A casts
    Giant Growth above it and both players get priority several times, yet it doesn't trigger
    again while it is on the stack (603.8). Once it resolves, the Serpent is gone."""
    state, events = play(
        game(
            [
                obj("battlefield", "serpent", "Sea Serpent"),
                obj("hand", "growth", "Giant Growth"),
            ],
            players=[{"id": "A", "mana_pool": "{G}"}, {"id": "B"}],
            actions=[
                {"player": "A", "cast": "growth", "targets": ["serpent"]},
                {"resolve": "stack"},
            ],
        )
    )
    assert len(of_kind(events, "triggered")) == 1
    assert of_kind(events, "triggered")[0].rules == ("603.8",)
    assert state.objects["serpent"].zone.value == "graveyard"
