"""The start of the game (103.6): "If this card is in your opening hand, you may begin the game
with it on the battlefield" read, and `turn.start_of_game` only in turn 1."""

from __future__ import annotations

import pytest

from engine import run
from engine.core.errors import ScenarioError
from tests.engine.helpers import outcome_abilities_words


def test_the_leylines_opening_hand_line_is_read() -> None:
    outcome, found, words = outcome_abilities_words("Leyline of the Void", "If this card is in")
    assert outcome == "recognised"
    assert [{k: val for k, val in a.items() if k != "text"} for a in found] == [
        {"kind": "begin_on_battlefield"}
    ]
    assert "103.6a" in words


def test_the_start_of_the_game_is_only_before_turn_one() -> None:
    with pytest.raises(ScenarioError, match=r"before turn 1 \(103\.6\), not turn 3") as refused:
        run(
            {
                "players": [{"id": "A"}, {"id": "B"}],
                "turn": {"number": 3, "active": "A", "step": "upkeep", "start_of_game": True},
            }
        )
    assert str(refused.value).startswith("turn: ")


def test_no_opening_hand_card_still_says_the_game_begins() -> None:
    out, status = run(
        {
            "players": [{"id": "A"}, {"id": "B"}],
            "turn": {"number": 1, "active": "B", "step": "upkeep", "start_of_game": True},
            "objects": [{"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "hand"}],
        }
    )
    assert status == 0
    [begins] = [e for e in out["events"] if e["kind"] == "start_of_game"]
    assert begins["rules"] == ["103.6"]
    assert "player B, the starting player" in begins["text"]
    assert out["pending"] is None
    assert not [e for e in out["events"] if e["kind"] == "opening_hand"]
