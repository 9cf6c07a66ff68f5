"""Another site's page can't post the explorer's forms (issue 26 §5): every form that changes
something — play, build and share — is refused with a 403 saying why when the browser says it
came from elsewhere (Sec-Fetch-Site, or an Origin that isn't this site's), and accepted from this
site's own pages or from a client that sends no Origin (a plain form, curl)."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from engine import encode_link, parse_scenario
from tests.explore_play_forms import ROOTBORN
from tests.explore_play_forms import token as play_token
from tests.test_explorer import example

FORM = {"content-type": "application/x-www-form-urlencoded"}

ELSEWHERE: list[dict[str, str]] = [
    {"Origin": "https://elsewhere.example"},
    {"Origin": "null"},
    {"Sec-Fetch-Site": "cross-site"},
    {"Sec-Fetch-Site": "same-site", "Origin": "https://other.testserver"},
]
OURS: list[dict[str, str]] = [
    {},  # a plain form from an old browser, or curl
    {"Origin": "http://testserver"},
    {"Sec-Fetch-Site": "same-origin", "Origin": "http://testserver"},
]


def _token() -> str:
    return encode_link(parse_scenario(example("targets-all-illegal-doesnt-resolve")))


def _posts() -> list[tuple[str, dict[str, Any]]]:
    """One form of each family: play (undo, act), build (a new board, an edit) and share."""
    token = _token()
    return [
        ("/explore/undo", {"s": token}),
        ("/explore/act", {"s": play_token(ROOTBORN), "act": "cast:A:rd"}),
        ("/explore/build/empty", {}),
        ("/explore/build/player", {"s": token, "player": "B", "life": "7"}),
        ("/explore/shorten", {"s": token}),
    ]


@pytest.mark.parametrize("headers", ELSEWHERE)
def test_a_form_posted_from_another_site_is_refused(
    client: TestClient, headers: dict[str, str]
) -> None:
    for path, data in _posts():
        response = client.post(path, data=data, headers={**FORM, **headers}, follow_redirects=False)
        assert response.status_code == 403, (path, headers)
        assert "this site&#39;s own pages" in response.text or "this site's own pages" in (
            response.text
        ), path


@pytest.mark.parametrize("headers", OURS)
def test_a_form_from_this_site_or_without_an_origin_is_accepted(
    client: TestClient, headers: dict[str, str]
) -> None:
    for path, data in _posts():
        response = client.post(path, data=data, headers={**FORM, **headers}, follow_redirects=False)
        # The form did its work and opened the explorer at its result.
        assert response.status_code == 303, (path, headers, response.text[:300])
        assert response.headers["location"].startswith(("/explore?", "/s/")), path


def test_reading_is_open_to_links_from_other_sites(client: TestClient) -> None:
    headers = {"Sec-Fetch-Site": "cross-site", "Origin": "https://elsewhere.example"}
    assert client.get("/explore/build/cards?name=bolt", headers=headers).status_code == 200
    assert client.get(f"/explore?s={_token()}", headers=headers).status_code == 200
