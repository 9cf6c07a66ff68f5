"""A player's commander in a scenario (903.3, an addition to SCENARIO.md's kinds): the objects
named so must be cards the player owns, and "your commander" asks whether one is a permanent they
control."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import ScenarioError
from engine.driver.scenario import parse_scenario


def _scenario(commander: list[str], owner: str) -> str:
    return json.dumps(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A", "commander": commander}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {
                    "id": "isamaru",
                    "card": "Isamaru, Hound of Konda",
                    "owner": owner,
                    "zone": "command",
                }
            ],
        }
    )


def test_a_commander_is_an_object_its_player_owns() -> None:
    assert parse_scenario(_scenario(["isamaru"], "A")).players[0].commander == ("isamaru",)


@pytest.mark.parametrize(("commander", "owner"), [(["isamaru"], "B"), (["nobody"], "A")])
def test_a_commander_another_player_owns_or_no_object_is_refused(
    commander: list[str], owner: str
) -> None:
    with pytest.raises(ScenarioError, match="commander"):
        parse_scenario(_scenario(commander, owner))
