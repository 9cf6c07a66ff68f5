"""Going back in the explorer (issue 16, item 1): undo the last action, and play on from an
earlier step after a confirmation that says how many later actions go. The link is the state:
each answer is a new link, and the old one still holds every action."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlparse

from fastapi.testclient import TestClient

from engine import decode_link, encode_link, parse_scenario
from tests.test_explorer import example

FORM = {"content-type": "application/x-www-form-urlencoded"}


def _token(data: dict[str, Any]) -> str:
    return encode_link(parse_scenario(data))


def _opened(response: Any) -> tuple[dict[str, Any], int]:
    """The scenario and step of the explorer link a 303 goes to."""
    assert response.status_code == 303, response.text[:300]
    query = parse_qs(urlparse(response.headers["location"]).query)
    return decode_link(query["s"][0]).to_data(), int(query["step"][0])


def test_undo_drops_the_last_action_and_opens_the_new_end(client: TestClient) -> None:
    data = example("targets-all-illegal-doesnt-resolve")
    response = client.post(
        "/explore/undo", data={"s": _token(data)}, headers=FORM, follow_redirects=False
    )
    scenario, at = _opened(response)
    assert scenario["actions"] == data["actions"][:-1]
    page = client.get(response.headers["location"]).text
    assert f"Step {at} of {at}" in page
    # Bolt and Unsummon are on the stack again: the resolve was undone.
    assert "Undo last action" in page


def test_undo_keeps_only_the_answers_the_shorter_run_takes(client: TestClient) -> None:
    data = example("targets-all-illegal-doesnt-resolve")
    data["actions"] = [
        {"player": "A", "cast": "bolt"},
        {"player": "B", "cast": "unsummon", "targets": ["bears"]},
    ]
    data["choices"] = [{"target": ["bears"]}]
    first = client.post(
        "/explore/undo", data={"s": _token(data)}, headers=FORM, follow_redirects=False
    )
    scenario, _ = _opened(first)
    assert scenario["actions"] == data["actions"][:1]
    assert scenario.get("choices") == [{"target": ["bears"]}]  # the Bolt's target stays
    token = parse_qs(urlparse(first.headers["location"]).query)["s"][0]
    second = client.post("/explore/undo", data={"s": token}, headers=FORM, follow_redirects=False)
    scenario, _ = _opened(second)
    assert scenario.get("actions", []) == []
    assert not scenario.get("choices")  # nothing asks for the Bolt's target any more


def test_nothing_to_undo_is_a_clear_400(client: TestClient) -> None:
    data = example("targets-all-illegal-doesnt-resolve")
    data["actions"] = []
    response = client.post("/explore/undo", data={"s": _token(data)}, headers=FORM)
    assert response.status_code == 400
    assert "no action to undo" in response.text


def test_play_on_from_a_step_asks_first_saying_how_many_actions_go(client: TestClient) -> None:
    data = example("targets-all-illegal-doesnt-resolve")
    token = _token(data)
    step_one = client.get("/explore", params={"s": token, "at": 1}).text
    assert "Play on from this step" in step_one
    assert "drops the 2 later actions" in step_one
    ask = client.post("/explore/branch", data={"s": token, "at": "1"}, headers=FORM)
    assert ask.status_code == 200
    assert "Play on from step 1?" in ask.text
    assert "drops the 2 later actions" in ask.text
    done = client.post(
        "/explore/branch",
        data={"s": token, "at": "1", "confirm": "yes"},
        headers=FORM,
        follow_redirects=False,
    )
    scenario, _ = _opened(done)
    assert scenario["actions"] == data["actions"][:1]


def test_a_bad_step_number_is_a_clear_400(client: TestClient) -> None:
    token = _token(example("targets-all-illegal-doesnt-resolve"))
    response = client.post("/explore/branch", data={"s": token, "at": "x1"}, headers=FORM)
    assert response.status_code == 400
    assert "must be a step number" in response.text
