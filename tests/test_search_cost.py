"""A search's cost is bounded, runs off the event loop, and a client has only so many running
(issue 26 §4): fifty `o:<letter>` terms took 0.7–2.4 s of CPU on the event loop."""

from __future__ import annotations

import asyncio
import html
import string
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from app.reference.card_query import MAX_TERMS, MIN_TEXT_CHARS
from app.services.reference import ReferenceService
from app.services.runner import ClientSlots

#: The attack: fifty one-letter oracle prefixes, each matching most cards.
FIFTY_ORACLE_TERMS = " ".join(f"o:{c}" for c in (string.ascii_lowercase * 2)[:50])


def test_the_fifty_term_query_is_refused_naming_the_term_over_the_bound(
    client: TestClient,
) -> None:
    response = client.get("/api/v1/search", params={"q": FIFTY_ORACLE_TERMS})
    assert response.status_code == 422
    detail = response.json()["detail"]
    term = FIFTY_ORACLE_TERMS.split()[MAX_TERMS]
    assert f"“{term}”" in detail
    assert f"at most {MAX_TERMS} terms" in detail
    # Longer terms, the same bound.
    response = client.get("/api/v1/search", params={"q": " ".join(["o:th"] * 40)})
    assert response.status_code == 422
    assert f"at most {MAX_TERMS} terms" in response.json()["detail"]


def test_the_most_terms_a_query_may_have_are_answered(client: TestClient) -> None:
    query = " ".join(["o:flying"] * MAX_TERMS)
    response = client.get("/api/v1/search", params={"q": query})
    assert response.status_code == 200
    assert response.json()["total"] > 0


@pytest.mark.parametrize("query", ["o:a", "t:creature o:x", "-o:a", 'o:"z"', "t:b", "c:g a"])
def test_a_one_letter_text_term_is_refused_saying_why(client: TestClient, query: str) -> None:
    response = client.get("/api/v1/search", params={"q": query})
    assert response.status_code == 422
    detail = response.json()["detail"]
    assert f"at least {MIN_TEXT_CHARS} letters" in detail
    assert detail.startswith("“")


def test_two_letters_and_one_letter_keys_still_search(client: TestClient) -> None:
    for query in ("o:fl", "c:g mv<=2", "c:c", "pow>=5 t:creature"):
        assert client.get("/api/v1/search", params={"q": query}).status_code == 200, query


def test_the_page_shows_why_a_query_is_refused(client: TestClient) -> None:
    response = client.get("/search", params={"q": FIFTY_ORACLE_TERMS})
    assert response.status_code == 400
    text = html.unescape(response.text)
    assert f"at most {MAX_TERMS} terms" in text
    response = client.get("/search", params={"q": "o:a"})
    assert response.status_code == 400
    assert f"at least {MIN_TEXT_CHARS} letters" in html.unescape(response.text)


def _on_loop() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def test_the_api_runs_a_search_off_the_event_loop(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    reference: ReferenceService = client.app.state.reference  # type: ignore[attr-defined]
    seen: list[bool] = []
    search = reference.search

    def recording(*args: Any, **kwargs: Any) -> Any:
        seen.append(_on_loop())
        return search(*args, **kwargs)

    monkeypatch.setattr(reference, "search", recording)
    # Queries no earlier test asked for, so the answers aren't cached.
    api = client.get("/api/v1/search", params={"q": "t:creature o:trample mv>=7"})
    page = client.get("/search", params={"q": "t:creature o:trample mv>=6"})
    assert api.status_code == page.status_code == 200
    assert seen == [False, False]


@pytest.fixture
def busy(client: TestClient) -> Iterator[ClientSlots]:
    """The test client with its most searches already running."""
    searches: ClientSlots = client.app.state.searches  # type: ignore[attr-defined]
    key = client.app.state.engine.client("testclient")  # type: ignore[attr-defined]
    for _ in range(searches.limit):
        searches.take(key)
    try:
        yield searches
    finally:
        for _ in range(searches.limit):
            searches.give(key)


def test_a_client_with_its_most_searches_running_gets_429(
    client: TestClient, busy: ClientSlots
) -> None:
    response = client.get("/api/v1/search", params={"q": "t:goblin o:haste"})
    assert response.status_code == 429
    assert response.headers["Retry-After"] == "1"
    assert f"{busy.limit} searches in progress" in response.json()["detail"]
    page = client.get("/search", params={"q": "t:goblin o:haste"})
    assert page.status_code == 429
    assert page.headers["Retry-After"] == "1"
    assert f"{busy.limit} searches in progress" in html.unescape(page.text)
    # Another client isn't held back, and neither are runs (their slots are the pool's own).
    other = client.app.state.engine.client("192.0.2.7")  # type: ignore[attr-defined]
    with busy.held(other):
        pass


def test_slots_are_given_back_after_a_search(client: TestClient) -> None:
    searches: ClientSlots = client.app.state.searches  # type: ignore[attr-defined]
    for _ in range(searches.limit + 2):
        assert client.get("/api/v1/search", params={"q": "o:a"}).status_code == 422
        assert client.get("/search", params={"q": "o:a"}).status_code == 400
    key = client.app.state.engine.client("testclient")  # type: ignore[attr-defined]
    with searches.held(key):
        pass


def test_the_syntax_page_states_the_limits(client: TestClient) -> None:
    text = html.unescape(client.get("/search/syntax").text)
    assert f"at most {MAX_TERMS} terms" in text
    assert f"at least {MIN_TEXT_CHARS} letters or digits" in text
