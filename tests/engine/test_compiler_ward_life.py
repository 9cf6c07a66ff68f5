"""Ward with a life cost, "Ward—Pay N life" (702.21a, 119.4), a discard, "Ward—Discard a card"
(701.9a), or a sacrifice, "Ward—Sacrifice a creature" (701.21a): real cards' lines, the keyword
each becomes, the words the card page shows, the lines that stay unread, and the cost in play."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards import vocabulary as v
from engine.driver.run import run
from tests.engine.helpers import reading


@pytest.mark.parametrize(
    ("name", "keyword"),
    [
        ("Dwarven Forge-Chanter", "Ward—Pay 2 life"),
        ("Mica, Reader of Ruins", "Ward—Pay 3 life"),
        ("Gev, Scaled Scorch", "Ward—Pay 2 life"),
    ],
)
def test_ward_with_a_life_cost_is_read_and_said(name: str, keyword: str) -> None:
    found = reading(name, "Ward—Pay")
    assert found.outcome == "recognised"
    assert found.template == "keywords"
    assert found.abilities == (keyword,)
    assert "(702.21a), a triggered ability" in found.words
    assert f"unless that player pays {keyword.removeprefix('Ward—Pay ')}" in found.words


@pytest.mark.parametrize(
    ("name", "keyword", "sacrificed"),
    [
        ("Vein Ripper", "Ward—Sacrifice a creature", "a creature"),
        (
            "Ulamog's Dreadsire",
            "Ward—Sacrifice a permanent with mana value 1 or greater",
            "a permanent with mana value 1 or greater",
        ),
    ],
)
def test_ward_with_a_sacrifice_cost_is_read_and_said(
    name: str, keyword: str, sacrificed: str
) -> None:
    found = reading(name, "Ward—Sacrifice")
    assert found.outcome == "recognised"
    assert found.abilities == (keyword,)
    assert f"unless that player sacrifices {sacrificed} (701.21a" in found.words


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # Granting ward to other creatures is a quoted ability in a static one, not read yet.
        ("Hexing Squelcher", "Other creatures you control have"),
        ("Hag of Mage's Doom", "Warlocks you control have"),
    ],
)
def test_granted_ward_stays_unread(name: str, start: str) -> None:
    assert reading(name, start).outcome != "recognised"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ward—Pay 3 life.", "Ward—Pay 3 life"),
        ("ward—pay 2 life", "Ward—Pay 2 life"),
        ("Ward—Pay X life", None),
        ("Ward—Pay 0 life", None),
        ("Ward—Sacrifice a creature.", "Ward—Sacrifice a creature"),
        ("ward—sacrifice a Creature", "Ward—Sacrifice a creature"),
        ("Ward—Sacrifice two creatures", None),
    ],
)
def test_the_keywords_canonical_spelling(text: str, expected: str | None) -> None:
    assert v.normalise_keyword(text) == expected


def _bolt(b_life: int, choices: list[dict[str, Any]]) -> dict[str, Any]:
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [
                {"id": "A", "library": 5},
                {"id": "B", "library": 5, "life": b_life, "mana_pool": "{R}"},
            ],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {"id": "gev", "card": "Gev, Scaled Scorch", "owner": "A", "zone": "battlefield"},
                {"id": "bolt", "card": "Lightning Bolt", "owner": "B", "zone": "hand"},
            ],
            "actions": [
                {"player": "B", "cast": "bolt", "targets": ["gev"]},
                {"resolve": "stack"},
            ],
            "choices": choices,
        }
    )
    assert status == 0, output["error"]
    return output


def _zones(output: dict[str, Any]) -> dict[str, str]:
    return {o["id"]: o["zone"] for o in output["state"]["objects"]}


def test_declining_to_pay_the_life_counters_the_spell() -> None:
    output = _bolt(20, [{"pay": False}])
    assert _zones(output) == {"gev": "battlefield", "bolt": "graveyard"}
    assert [p["life"] for p in output["state"]["players"]] == [20, 20]
    assert any(e["kind"] == "counter" for e in output["events"])


def test_paying_all_of_ones_life_is_allowed() -> None:
    """119.4: a life total equal to the payment can pay it; the player then loses the game as
    state-based actions are checked (704.5a), before the Bolt can resolve."""
    output = _bolt(2, [{"pay": True}])
    assert any(e["kind"] == "ward" and "pays 2 life" in e["text"] for e in output["events"])
    players = {p["id"]: p for p in output["state"]["players"]}
    assert players["B"]["life"] == 0
    assert players["B"]["lost"] is True


@pytest.mark.parametrize("name", ["Spectral Snatcher", "Sunset Saboteur", "Tragedy Feaster"])
def test_ward_with_a_discard_is_read_and_said(name: str) -> None:
    found = reading(name, "Ward—Discard")
    assert found.outcome == "recognised"
    assert found.abilities == ("Ward—Discard a card",)
    assert "unless that player discards a card (701.9a)" in found.words


def test_the_discarding_player_chooses_the_card() -> None:
    """701.9b: with two cards in hand, B chooses which one pays the ward cost."""
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A"}, {"id": "B", "mana_pool": "{R}"}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {
                    "id": "snatcher",
                    "card": "Spectral Snatcher",
                    "owner": "A",
                    "zone": "battlefield",
                },
                {"id": "bolt", "card": "Lightning Bolt", "owner": "B", "zone": "hand"},
                {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "hand"},
                {"id": "elves", "card": "Llanowar Elves", "owner": "B", "zone": "hand"},
            ],
            "actions": [
                {"player": "B", "cast": "bolt", "targets": ["snatcher"]},
                {"resolve": "stack"},
            ],
            "choices": [{"pay": True}, {"discard": ["elves"]}],
        }
    )
    assert status == 0, output["error"]
    zones = _zones(output)
    assert (zones["elves"], zones["bears"], zones["snatcher"]) == (
        "graveyard",
        "hand",
        "battlefield",
    )
