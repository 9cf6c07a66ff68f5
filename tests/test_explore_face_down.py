"""Explorer: a card with morph is offered cast face down (702.37c) beside cast plain, and a
face-down permanent turned face up (116.2b); each button appends its action to the new link."""

from __future__ import annotations

from html import unescape
from typing import Any

from fastapi.testclient import TestClient

from engine.driver.share_links import decode_link
from tests.explore_play_forms import end_of, follow, post, token

MORPHS: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Morphs",
    "players": [{"id": "A", "mana_pool": "{C}{C}{C}{U}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "hidden", "card": "Mystic of the Hidden Way", "owner": "A", "zone": "hand"},
        {
            "id": "down",
            "card": "Skirk Marauder",
            "owner": "A",
            "zone": "battlefield",
            "face_down": "morph",
        },
    ],
}


def test_cast_face_down_and_turn_face_up_are_buttons(client: TestClient) -> None:
    page = unescape(end_of(client, token(MORPHS)))
    assert 'value="cast:A:hidden:face_down">Cast Mystic of the Hidden Way face down' in page
    # {2}{R} can't be paid from {C}{C}{C}{U}: refused, saying why (702.37e, 118.3).
    assert "Turn face-down creature (down) face up" in page
    s, _, _ = follow(
        client, post(client, "/explore/act", s=token(MORPHS), act="cast:A:hidden:face_down")
    )
    assert decode_link(s).to_data()["actions"] == [
        {"player": "A", "cast": "hidden", "face_down": True}
    ]


def test_the_turn_face_up_button_appends_the_special_action(client: TestClient) -> None:
    rich = {**MORPHS, "players": [{"id": "A", "mana_pool": "{C}{C}{R}"}, {"id": "B"}]}
    page = unescape(end_of(client, token(rich)))
    assert 'value="turn_face_up:A:down">Turn face-down creature (down) face up<' in page
    s, _, _ = follow(client, post(client, "/explore/act", s=token(rich), act="turn_face_up:A:down"))
    assert decode_link(s).to_data()["actions"] == [{"player": "A", "turn_face_up": "down"}]
