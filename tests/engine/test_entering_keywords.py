"""Riot (702.136) and unleash (702.98): an additional +1/+1 counter chosen as the permanent enters
(614.1c, 614.12a) — real cards' lines, the words the card page shows, and the choice in play."""

from __future__ import annotations

import pytest

from engine.cards import vocabulary as v
from engine.driver.run import run
from tests.engine.helpers import reading


@pytest.mark.parametrize(
    ("name", "keyword", "words"),
    [
        ("Zhur-Taa Goblin", "Riot", "if you don't, it gains haste"),
        ("Gruul Spellbreaker", "Riot", "(702.136a)"),
        ("Gore-House Chainwalker", "Unleash", "can't block as long as it has a +1/+1 counter"),
        ("Thrill-Kill Assassin", "Unleash", "(702.98a)"),
    ],
)
def test_riot_and_unleash_are_read_and_said(name: str, keyword: str, words: str) -> None:
    found = reading(name, keyword)
    assert found.outcome == "recognised"
    assert found.abilities == (keyword,)
    assert words in found.words, found.words


@pytest.mark.parametrize(("text", "expected"), [("riot", "Riot"), ("UNLEASH", "Unleash")])
def test_the_keywords_canonical_spelling(text: str, expected: str) -> None:
    assert v.normalise_keyword(text) == expected


def test_riots_haste_ends_when_the_permanent_leaves() -> None:
    """400.7: flickered by Cloudshift, Zhur-Taa Goblin is a new object without the haste its
    first riot choice gave; its riot asks again, and this time it takes the counter."""
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A", "library": 5, "mana_pool": "{R}{G}{W}"}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {"id": "goblin", "card": "Zhur-Taa Goblin", "owner": "A", "zone": "hand"},
                {"id": "shift", "card": "Cloudshift", "owner": "A", "zone": "hand"},
            ],
            "actions": [
                {"player": "A", "cast": "goblin", "pay": "{R}{G}"},
                {"resolve": "stack"},
                {"player": "A", "cast": "shift", "targets": ["goblin"]},
                {"resolve": "stack"},
            ],
            "choices": [{"yes": False}, {"yes": True}],
        }
    )
    assert status == 0, output["error"]
    goblin = next(o for o in output["state"]["objects"] if o["id"] == "goblin")
    assert goblin["keywords"] == ["Riot"]
    assert goblin["counters"] == {"+1/+1": 1}
