"""A creature type chosen as a permanent enters (614.12a, 205.3m) asked in the explorer: one
select of 205.3m's list rather than hundreds of radio buttons, and the answer it posts is the
scenario's `{"creature_type": …}`, which plays on."""

from __future__ import annotations

import json
from html import unescape
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from engine.driver.share_links import decode_link
from tests.explore_play_forms import end_of, follow, post, token

GOLDEN = (
    Path(__file__).parent
    / "scenarios"
    / "conspiracy_goblin_creatures_lose_their_other_creature_types.json"
)


def conspiracy_entering() -> dict[str, Any]:
    """Conspiracy cast and resolving, the creature type not yet chosen."""
    data = json.loads(GOLDEN.read_text())
    return {k: v for k, v in data.items() if k not in ("expect", "choices", "title")}


def test_the_creature_type_is_one_select(client: TestClient) -> None:
    page = unescape(end_of(client, token(conspiracy_entering())))
    assert "choose a creature type as Conspiracy enters" in page
    assert page.count('<select id="choice-type" name="pick" required>') == 1
    assert '<option value="Goblin">Goblin</option>' in page
    assert '<option value="Time Lord">Time Lord</option>' in page
    assert 'type="radio" name="pick" value="Goblin"' not in page


def test_choosing_goblin_plays_on(client: TestClient) -> None:
    s = token(conspiracy_entering())
    s, _, page = follow(client, post(client, "/explore/answer", s=s, pick="Goblin"))
    assert decode_link(s).to_data()["choices"] == [{"creature_type": "Goblin"}]
    assert "chooses the creature type Goblin" in unescape(page)
