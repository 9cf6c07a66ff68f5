"""Explorer: a card with kicker is offered cast plain and cast kicked (702.33a), and the kicked
button appends the cast action with `kicked` to the new link."""

from __future__ import annotations

from html import unescape
from typing import Any

from fastapi.testclient import TestClient

from engine.driver.share_links import decode_link
from tests.explore_play_forms import end_of, follow, post, token

ROIL: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Into the Roil, kicked or not",
    "players": [{"id": "A", "mana_pool": "{U}{U}{U}{U}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "roil", "card": "Into the Roil", "owner": "A", "zone": "hand"},
        {"id": "orni", "card": "Ornithopter", "owner": "B", "zone": "battlefield"},
    ],
}


def test_the_kicked_cast_is_its_own_button_and_casts_kicked(client: TestClient) -> None:
    page = unescape(end_of(client, token(ROIL)))
    assert 'value="cast:A:roil">Cast Into the Roil<' in page
    assert 'value="cast:A:roil:kicked">Cast Into the Roil kicked' in page
    s, _, _ = follow(client, post(client, "/explore/act", s=token(ROIL), act="cast:A:roil:kicked"))
    assert decode_link(s).to_data()["actions"] == [{"player": "A", "cast": "roil", "kicked": True}]
    s, _, _ = follow(client, post(client, "/explore/act", s=token(ROIL), act="cast:A:roil"))
    assert decode_link(s).to_data()["actions"] == [{"player": "A", "cast": "roil"}]
