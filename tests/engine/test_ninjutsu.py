"""Ninjutsu in play (702.49): the creature returned as its cost decides what the card attacks
(702.49c), and what it attacked being gone leaves the card on the battlefield, not attacking
(508.4a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.driver.run import run


def _scenario(returned: str, *more: dict[str, Any]) -> dict[str, Any]:
    """Grizzly Bears attacks Jace Beleren, Savannah Lions attacks player B, no blocks; then
    Ninja of the Deep Hours' ninjutsu returns `returned`."""
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "library": 5}, {"id": "B", "library": 5, "mana_pool": ""}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            {"id": "lions", "card": "Savannah Lions", "owner": "A", "zone": "battlefield"},
            {"id": "island1", "card": "Island", "owner": "A", "zone": "battlefield"},
            {"id": "island2", "card": "Island", "owner": "A", "zone": "battlefield"},
            {"id": "ninja", "card": "Ninja of the Deep Hours", "owner": "A", "zone": "hand"},
            {"id": "jace", "card": "Jace Beleren", "owner": "B", "zone": "battlefield"},
            {"id": "mountain", "card": "Mountain", "owner": "B", "zone": "battlefield"},
            {"id": "bolt", "card": "Lightning Bolt", "owner": "B", "zone": "hand"},
        ],
        "choices": [{"object": returned}],
        "actions": [
            {"advance_to": "declare_attackers"},
            {"attack": {"bears": "jace", "lions": "B"}},
            {"block": {}},
            {"player": "A", "activate": "ninja", "ability": 1, "auto_pay": True},
            *more,
            {"resolve": "stack"},
        ],
    }


def _objects(output: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {o["id"]: o for o in output["state"]["objects"]}


@pytest.mark.parametrize(
    ("returned", "kept", "attacks"), [("bears", "lions", "jace"), ("lions", "bears", "B")]
)
def test_the_ninja_attacks_what_the_returned_creature_attacked(
    returned: str, kept: str, attacks: str
) -> None:
    output, status = run(_scenario(returned))
    assert status == 0, output["error"]
    objects = _objects(output)
    assert objects[returned]["zone"] == "hand"
    assert objects[kept]["zone"] == "battlefield"
    assert objects["ninja"]["attacking"] == attacks
    assert objects["ninja"]["tapped"] is True
    asked = [e for e in output["events"] if e["kind"] == "choice"]
    assert asked, "two unblocked attackers: the player chooses which one returns (601.2h)"


def test_the_planeswalker_gone_the_ninja_enters_not_attacking() -> None:
    # B bolts Jace in response: the Ninja still enters, tapped, but attacks nothing (508.4a).
    bolt = {"player": "B", "cast": "bolt", "targets": ["jace"], "auto_pay": True}
    output, status = run(_scenario("bears", bolt))
    assert status == 0, output["error"]
    objects = _objects(output)
    assert objects["jace"]["zone"] == "graveyard"
    assert objects["ninja"]["zone"] == "battlefield"
    assert objects["ninja"]["attacking"] is None
    (said,) = [e for e in output["events"] if e["kind"] == "not_attacking"]
    assert said["rules"] == ["508.4a"]
