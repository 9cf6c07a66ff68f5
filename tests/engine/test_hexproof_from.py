"""Hexproof from [quality] (702.11d-e): real cards' lines, the keyword each becomes, the words
the card page shows, the qualities left unread, and which spells can target the permanent."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards import vocabulary as v
from engine.driver.run import run
from tests.engine.helpers import reading


@pytest.mark.parametrize(
    ("name", "keyword", "words"),
    [
        ("Knight of Grace", "Hexproof from black", "can't be the target of black spells"),
        ("Garruk's Harbinger", "Hexproof from black", "(702.11d)"),
        ("Sphinx of the Guildpact", "Hexproof from monocolored", "monocolored sources"),
        ("Urza's Hot Dog Stand", "Hexproof from red", "from red sources"),
    ],
)
def test_hexproof_from_a_quality_is_read_and_said(name: str, keyword: str, words: str) -> None:
    found = reading(name, "Hexproof from")
    assert found.outcome == "recognised"
    assert keyword in found.abilities
    assert words in found.words, found.words


@pytest.mark.parametrize(
    ("name", "start"),
    [
        # Qualities that aren't colors: card types, "each color", two qualities at once.
        ("Nevinyrral, Urborg Tyrant", "Hexproof from artifacts"),
        ("Jaheira, Stirring Harper", "Hexproof from artifacts and enchantments"),
        ("Breaker of Creation", "Hexproof from each color"),
        ("Raddic, Tal Zealot", "Hexproof from white and from black"),
    ],
)
def test_other_qualities_stay_unread(name: str, start: str) -> None:
    assert reading(name, start).outcome != "recognised"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("hexproof from Black", "Hexproof from black"),
        ("Hexproof from multicolored", "Hexproof from multicolored"),
        ("Hexproof from artifacts", None),
    ],
)
def test_the_keywords_canonical_spelling(text: str, expected: str | None) -> None:
    assert v.normalise_keyword(text) == expected


def _cast(spell: str, pool: str, target_owner: str, target: str) -> tuple[dict[str, Any], int]:
    caster_pool = {"A": "", "B": pool}
    return run(
        {
            "format": "rulings-explorer/1",
            "players": [
                {"id": "A", "library": 5, "mana_pool": caster_pool["A"]},
                {"id": "B", "library": 5, "mana_pool": caster_pool["B"]},
            ],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {"id": "it", "card": target, "owner": target_owner, "zone": "battlefield"},
                {"id": "spell", "card": spell, "owner": "B", "zone": "hand"},
            ],
            "actions": [{"player": "B", "cast": "spell", "targets": ["it"]}, {"resolve": "stack"}],
        }
    )


def test_monocolored_spells_cant_target_the_sphinx_but_multicolored_ones_can() -> None:
    """702.11d with 105.2a-b: Lightning Bolt (red) can't; Terminate (black and red) can."""
    output, status = _cast("Lightning Bolt", "{R}", "A", "Sphinx of the Guildpact")
    assert status == 3
    assert "hexproof from monocolored" in output["error"]["message"]
    output, status = _cast("Terminate", "{B}{R}", "A", "Sphinx of the Guildpact")
    assert status == 0, output["error"]
    assert {o["id"]: o["zone"] for o in output["state"]["objects"]}["it"] == "graveyard"


def test_hexproof_from_black_doesnt_stop_its_controllers_own_spells() -> None:
    """702.11d: only spells and abilities its controller's opponents control."""
    output, status = _cast("Disfigure", "{B}", "B", "Knight of Grace")
    assert status == 0, output["error"]
    assert {o["id"]: o["zone"] for o in output["state"]["objects"]}["it"] == "graveyard"


def test_losing_hexproof_loses_hexproof_from_black_too() -> None:
    """702.11e: after B's Shadowspear makes A's permanents lose hexproof, Knight of Grace loses
    hexproof from black, and B's Disfigure can target it."""
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [
                {"id": "A", "library": 5},
                {"id": "B", "library": 5, "mana_pool": "{B}{C}"},
            ],
            "turn": {"number": 3, "active": "B", "step": "main1"},
            "objects": [
                {"id": "knight", "card": "Knight of Grace", "owner": "A", "zone": "battlefield"},
                {"id": "spear", "card": "Shadowspear", "owner": "B", "zone": "battlefield"},
                {"id": "disfigure", "card": "Disfigure", "owner": "B", "zone": "hand"},
            ],
            "actions": [
                {"player": "B", "activate": "spear", "ability": 1},
                {"resolve": "stack"},
                {"player": "B", "cast": "disfigure", "targets": ["knight"]},
                {"resolve": "stack"},
            ],
        }
    )
    assert status == 0, output["error"]
    assert {o["id"]: o["zone"] for o in output["state"]["objects"]}["knight"] == "graveyard"
