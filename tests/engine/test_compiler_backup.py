"""Backup N (702.165): read only when every ability printed below it can be granted; real cards'
lines, the words the card page shows, and what the other creature gains in play."""

from __future__ import annotations

import pytest

from engine.driver.run import run
from tests.engine.helpers import card_readings


@pytest.mark.parametrize("name", ["Boon-Bringer Valkyrie", "Bola Slinger", "Scorn-Blade Berserker"])
def test_backup_is_read_when_everything_below_it_is(name: str) -> None:
    backup = card_readings(name)[0]
    assert backup.outcome == "recognised"
    assert backup.abilities == ("Backup 1",)
    assert "(702.165a), a triggered ability" in backup.words
    assert "abilities printed below backup until end of turn" in backup.words


@pytest.mark.parametrize(
    "name",
    [
        "Chomping Kavu",  # a static ability below: not one an effect grants here
        "Archpriest of Shadows",  # an unread trigger below
    ],
)
def test_backup_stays_unread_when_what_it_grants_isnt_read(name: str) -> None:
    backup = card_readings(name)[0]
    assert backup.outcome == "gap"
    assert backup.template.startswith("keyword: Backup")
    assert backup.abilities == ()


def test_the_granted_attack_trigger_works_for_the_other_creature() -> None:
    """702.165a: Grizzly Bears, given Bola Slinger's attack trigger, taps B's Wall of Wood."""
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A", "library": 5, "mana_pool": "{W}{W}{W}{W}"}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {"id": "slinger", "card": "Bola Slinger", "owner": "A", "zone": "hand"},
                {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
                {"id": "wall", "card": "Wall of Wood", "owner": "B", "zone": "battlefield"},
            ],
            "actions": [
                {"player": "A", "cast": "slinger"},
                {"resolve": "stack"},
                {"advance_to": "beginning_of_combat"},
                {"attack": {"bears": "B"}},
                {"resolve": "stack"},
            ],
            "choices": [{"target": ["bears"]}, {"target": ["wall"]}],
        }
    )
    assert status == 0, output["error"]
    objects = {o["id"]: o for o in output["state"]["objects"]}
    assert objects["wall"]["tapped"] is True
    assert objects["bears"]["counters"] == {"+1/+1": 1}
