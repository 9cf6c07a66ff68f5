"""Casting a card without paying its mana cost as an ability resolves (608.2g, 118.9), cascade
(702.85a) and rebound (702.88a): real cards' lines, the keyword each becomes, the words the card
page shows, the lines that stay unread, and the casting in play — X is 0 (107.3b), and a card
with no legal target can't be cast (601.2c) and goes to the bottom with the rest."""

from __future__ import annotations

from typing import Any

import pytest

from engine.driver.run import run
from tests.engine.helpers import reading


@pytest.mark.parametrize(
    ("name", "start", "abilities"),
    [
        ("Bloodbraid Elf", "Cascade", ("Cascade",)),
        ("Ardent Plea", "Cascade", ("Cascade",)),
        ("Violent Outburst", "Cascade", ("Cascade",)),
        # Each instance triggers separately (702.85c).
        ("Maelstrom Wanderer", "Cascade, cascade", ("Cascade", "Cascade")),
    ],
)
def test_cascade_is_read_and_said(name: str, start: str, abilities: tuple[str, ...]) -> None:
    found = reading(name, start)
    assert found.outcome == "recognised"
    assert found.template == "keywords"
    assert found.abilities == abilities
    assert "the keyword Cascade (702.85a), a triggered ability" in found.words
    assert "without paying its mana cost" in found.words


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # Cascade only under a condition, and discover (701.57a), which puts an uncast card into
        # the hand instead: neither is the keyword this family reads.
        ("Bloodbraid Marauder", "Delirium"),
        ("Geological Appraiser", "When this creature enters"),
    ],
)
def test_lines_like_cascade_stay_unread(name: str, start: str) -> None:
    assert reading(name, start).outcome != "recognised"


@pytest.mark.parametrize(
    "name", ["Staggershock", "Distortion Strike", "Survival Cache", "Emerge Unscathed"]
)
def test_rebound_is_read_and_said(name: str) -> None:
    found = reading(name, "Rebound")
    assert found.outcome == "recognised"
    assert found.template == "keywords"
    assert found.abilities == ("Rebound",)
    assert "the keyword Rebound (702.88a)" in found.words
    assert "at the beginning of your next upkeep" in found.words


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # Casting without paying the mana cost by a card's own words, not rebound's: a copy
        # cast from exile, and a spell cast from the hand as the ability resolves.
        ("Mizzix's Mastery", "Exile target card"),
        ("Kari Zev's Expertise", "You may cast"),
    ],
)
def test_lines_like_rebound_stay_unread(name: str, start: str) -> None:
    assert reading(name, start).outcome != "recognised"


def _cascade_into(card: str, choices: list[dict[str, Any]]) -> dict[str, Any]:
    scenario = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "library": 2, "mana_pool": "{R}{G}{C}{C}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "bbe", "card": "Bloodbraid Elf", "owner": "A", "zone": "hand"},
            {"id": "hit", "card": card, "owner": "A", "zone": "library", "order": 0},
        ],
        "actions": [{"player": "A", "cast": "bbe"}, {"resolve": "stack"}],
        "choices": choices,
    }
    return run(scenario)[0]


def test_a_card_with_x_cast_without_paying_its_mana_cost_has_x_0() -> None:
    out = _cascade_into("Blaze", [{"yes": True}, {"target": ["B"]}])
    assert out["error"] is None
    x = next(e for e in out["events"] if e["kind"] == "x" and e["objects"] == ["hit"])
    assert x["text"] == "X is 0."
    free = next(e for e in out["events"] if e["kind"] == "cast_free")
    assert "X is 0, 107.3b" in free["text"]
    assert next(p for p in out["state"]["players"] if p["id"] == "B")["life"] == 20


def test_a_card_with_no_legal_target_isnt_cast_and_goes_to_the_bottom() -> None:
    out = _cascade_into("Disfigure", [{"yes": True}])
    assert out["error"] is None
    illegal = next(e for e in out["events"] if e["kind"] == "cast_illegal")
    assert illegal["rules"][:1] == ["601.2"]
    assert "601.2c" in illegal["rules"]
    hit = next(o for o in out["state"]["objects"] if o["id"] == "hit")
    assert hit["zone"] == "library"
    assert not any(e["kind"] == "cast_free" for e in out["events"])
