"""The explorer's builder: the scenario downloaded as a JSON file named after its title, and
uploaded (pasted or as a file) to open it, refused with a message when it doesn't load."""

from __future__ import annotations

import hashlib
import json

import pytest
from fastapi.testclient import TestClient

from engine.driver.scenario import parse_scenario
from engine.driver.share_links import MAX_INFLATED_BYTES, decode_link, encode_link
from tests.explore_build.forms import alert, post, token_of, with_bears

# -- download and upload -----------------------------------------------------------------------


def test_download_gives_the_scenario_as_a_json_attachment(client: TestClient, empty: str) -> None:
    token = with_bears(client, empty)
    response = client.get("/explore/build/download", params={"s": token})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/json")
    assert response.headers["content-disposition"] == 'attachment; filename="scenario.json"'
    assert parse_scenario(response.json()) == decode_link(token)
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert "/explore/build/download?s=" in page
    bad = client.get("/explore/build/download", params={"s": "v9.x"})
    assert bad.status_code == 400
    assert "unknown link version" in bad.text


def test_download_is_named_after_the_title(client: TestClient) -> None:
    data = {
        "title": "Populate: the token, not its counters!",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"active": "A"},
    }
    response = client.get(
        "/explore/build/download", params={"s": encode_link(parse_scenario(data))}
    )
    assert (
        'filename="populate-the-token-not-its-counters.json"'
        in response.headers["content-disposition"]
    )


def test_upload_of_pasted_json_opens_it(client: TestClient, empty: str) -> None:
    scenario = {
        "players": [{"id": "A", "life": 3}, {"id": "B"}, {"id": "C"}],
        "turn": {"active": "C", "number": 4},
        "example": {"x": 1},
    }
    token = token_of(post(client, "/explore/build/upload", s=empty, scenario=json.dumps(scenario)))
    loaded = decode_link(token)
    assert [p.id for p in loaded.players] == ["A", "B", "C"]
    assert loaded.turn.active == "C"


def test_upload_of_a_file_as_multipart_opens_it(client: TestClient, empty: str) -> None:
    body = json.dumps(
        {"players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "B"}, "title": "Från filen ’x’"}
    ).encode()
    response = client.post(
        "/explore/build/upload",
        data={"s": empty, "scenario": ""},
        files={"file": ("board.json", body, "application/json")},
        follow_redirects=False,
    )
    loaded = decode_link(token_of(response))
    assert loaded.turn.active == "B"
    assert loaded.title == "Från filen ’x’"


@pytest.mark.parametrize(
    ("text", "message", "status"),
    [
        ("", "upload: choose a JSON file or paste a scenario", 400),
        ("{not json", "upload: not valid JSON: Expecting property name", 400),
        ("[1, 2]", "upload: the scenario doesn't load: a scenario is a JSON object", 400),
        (
            '{"players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},'
            ' "objects": [{"id": "x", "card": "Grizzly Bears", "owner": "A", "zone": "grave"}]}',
            "objects[0].zone: unknown zone 'grave'",
            400,
        ),
        ('{"players": [{"id": "A"}], "turn": {"active": "A"}}', "players", 400),
        (
            '{"players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},'
            ' "objects": [{"id": "t1", "card": "Grizzly Bears", "owner": "A", "zone": "hand"}]}',
            "objects[0].id",
            400,
        ),
        ('"' + "x" * (MAX_INFLATED_BYTES + 10) + '"', "the limit is 256 KiB", 400),
    ],
)
def test_bad_uploads_open_the_explorer_with_a_message(
    client: TestClient, empty: str, text: str, message: str, status: int
) -> None:
    response = post(client, "/explore/build/upload", s=empty, scenario=text)
    assert response.status_code == status
    assert message in alert(response)
    assert "Step 0 of" in response.text


def test_upload_without_a_scenario_link_falls_back_to_an_empty_board(client: TestClient) -> None:
    response = post(client, "/explore/build/upload", scenario="{")
    assert response.status_code == 400
    assert "not valid JSON" in alert(response)
    assert "Player A" in response.text


def test_uploads_too_large_for_a_share_link_are_refused(client: TestClient, empty: str) -> None:
    # Hash-named tokens don't compress, so the link outgrows its limit before the file does.
    objects = [
        {
            "id": f"o{i}",
            "token": {"name": hashlib.sha256(str(i).encode()).hexdigest(), "type_line": "Artifact"},
            "controller": "A",
            "zone": "battlefield",
        }
        for i in range(400)
    ]
    scenario = {"players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "objects": objects}
    response = post(client, "/explore/build/upload", s=empty, scenario=json.dumps(scenario))
    assert response.status_code == 400
    assert "share link would be" in alert(response)
