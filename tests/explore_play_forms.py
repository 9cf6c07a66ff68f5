"""Playing on in the explorer as its tests do it (shared by the explorer's play and combat tests,
the browser tests and the same-site form tests): boards to play on, their share links, the page
at the end of a run, a form posted and the new link it opens."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

from fastapi.testclient import TestClient

from engine.driver.scenario import parse_scenario
from engine.driver.share_links import encode_link

ROOTBORN: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Rootborn Defenses",
    "players": [{"id": "A", "mana_pool": "{W}{W}{W}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {
            "id": "soldier",
            "controller": "A",
            "zone": "battlefield",
            "token": {
                "name": "Soldier",
                "type_line": "Creature — Soldier",
                "colors": ["W"],
                "power": 1,
                "toughness": 1,
            },
        },
        {
            "id": "bear",
            "controller": "A",
            "zone": "battlefield",
            "token": {
                "name": "Bear",
                "type_line": "Creature — Bear",
                "colors": ["G"],
                "power": 2,
                "toughness": 2,
            },
        },
        {"id": "rd", "card": "Rootborn Defenses", "owner": "A", "zone": "hand"},
        {"id": "gb", "card": "Grizzly Bears", "owner": "A", "zone": "hand"},
        {
            "id": "elves",
            "card": "Llanowar Elves",
            "owner": "A",
            "zone": "battlefield",
            "summoning_sick": True,
        },
    ],
}


def token(data: dict[str, Any]) -> str:
    return encode_link(parse_scenario(data))


def end_of(client: TestClient, s: str) -> str:
    """The explorer page at the end of the scenario."""
    response = client.get("/explore", params={"s": s})
    assert response.status_code == 200
    return response.text


def post(client: TestClient, path: str, **fields: Any) -> Any:
    return client.post(path, data=fields, follow_redirects=False)


def follow(client: TestClient, response: Any) -> tuple[str, int, str]:
    """The new link's token and step, and the page it opens."""
    assert response.status_code == 303, response.text
    url = response.headers["location"]
    query = parse_qs(urlsplit(url).query)
    page = client.get(url)
    assert page.status_code == 200
    return query["s"][0], int(query["step"][0]), page.text


COMBAT: dict[str, Any] = {
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "bear", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        {
            "id": "elves",
            "card": "Llanowar Elves",
            "owner": "A",
            "zone": "battlefield",
            "summoning_sick": True,
        },
        {
            "id": "wall",
            "controller": "A",
            "zone": "battlefield",
            "token": {
                "name": "Wall",
                "type_line": "Creature — Wall",
                "colors": ["W"],
                "power": 0,
                "toughness": 4,
                "abilities": ["Defender"],
            },
        },
        {
            "id": "ogre",
            "controller": "B",
            "zone": "battlefield",
            "token": {
                "name": "Ogre",
                "type_line": "Creature — Ogre",
                "colors": ["R"],
                "power": 3,
                "toughness": 3,
            },
        },
    ],
}


TRAMPLE: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Trample over a damaged Ox",
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "cards": [
        {
            "name": "Stomper",
            "mana_cost": "{4}{G}",
            "type_line": "Creature — Test",
            "power": 5,
            "toughness": 5,
            "abilities": ["Trample"],
        },
        {
            "name": "Ox",
            "mana_cost": "{3}",
            "type_line": "Creature — Test",
            "power": 0,
            "toughness": 6,
        },
    ],
    "objects": [
        {"id": "stomp", "card": "Stomper", "owner": "A", "zone": "battlefield"},
        {"id": "ox", "card": "Ox", "owner": "B", "zone": "battlefield", "damage": 4},
    ],
    "actions": [
        {"advance_to": "declare_attackers"},
        {"attack": {"stomp": "B"}},
        {"block": {"ox": "stomp"}},
        {"advance_to": "main2"},
    ],
}
