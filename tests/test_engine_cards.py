"""The engine's pool — every game card of the corpus it loads — with each card's status, as JSON
(`/api/v1/engine/cards`), as a page (`/engine/cards`) and in card search (`is:modelled`,
`is:partial`, `is:textonly`), paged and with its limits said (issue 25 §2.9)."""

from __future__ import annotations

from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient

from app.api.routes.cards import MAX_PAGE, MAX_PER_PAGE
from app.reference.search import SearchIndex
from app.web.routes import ENGINE_CARDS_PER_PAGE
from engine import card_statuses, status_counts, status_page

#: Every game card of the corpus (34,117) but the 9 the engine refuses to load (Un-cards' jokes).
POOL = 34_108


def test_the_pool_is_every_game_card_the_engine_loads() -> None:
    counts = status_counts()
    assert sum(counts.values()) == POOL
    assert set(counts) == {"implemented", "partial", "text only"}
    statuses = card_statuses()
    assert len(statuses) == POOL
    assert statuses["lightning bolt"] == "implemented"
    assert statuses["riling dawnbreaker // signaling roar"] == "partial"
    assert "tazeem" not in statuses  # a plane: not a card of a two-player game


def test_a_page_of_one_status_in_name_order() -> None:
    total, cards = status_page("partial", 0, 50)
    assert total == status_counts()["partial"]
    assert len(cards) == 50
    assert {c.status for c in cards} == {"partial"}
    assert [c.folded for c in cards] == sorted(c.folded for c in cards)
    assert all(c.unsupported for c in cards)
    later = status_page("partial", 50, 50)[1]
    assert cards[-1].folded < later[0].folded


def test_the_api_serves_the_whole_pool_a_page_at_a_time(client: TestClient) -> None:
    first = client.get("/api/v1/engine/cards")
    assert first.status_code == 200
    assert first.headers["X-Total-Count"] == str(POOL)
    assert len(first.json()) == 100
    bolt = client.get(
        "/api/v1/engine/cards", params={"status": "implemented", "per_page": 1000, "page": 1}
    )
    assert int(bolt.headers["X-Total-Count"]) == status_counts()["implemented"]
    assert {e["status"] for e in bolt.json()} == {"implemented"}
    # Each card is on the page its place in name order puts it on.
    _, every = status_page(None, 0, POOL)
    at = {c.name: n for n, c in enumerate(every)}
    found = {}
    for name in ("Lightning Bolt", "Riling Dawnbreaker // Signaling Roar"):
        page = at[name] // MAX_PER_PAGE + 1
        answer = client.get("/api/v1/engine/cards", params={"per_page": MAX_PER_PAGE, "page": page})
        found.update({e["name"]: e for e in answer.json()})
    last = client.get("/api/v1/engine/cards", params={"per_page": MAX_PER_PAGE, "page": 35})
    assert len(last.json()) == POOL - 34 * MAX_PER_PAGE
    assert found["Lightning Bolt"] == {
        "name": "Lightning Bolt",
        "status": "implemented",
        "unsupported": [],
        "url": "/cards/lightning-bolt",
    }
    riling = found["Riling Dawnbreaker // Signaling Roar"]
    assert riling["status"] == "partial"
    assert riling["unsupported"] == ["Signaling Roar (the adventure half) isn't in the card data."]
    assert riling["url"] == "/cards/riling-dawnbreaker-signaling-roar"


@pytest.mark.parametrize(
    ("params", "status", "says"),
    [
        ({"page": 0}, 422, "greater than or equal to 1"),
        ({"page": MAX_PAGE + 1}, 422, "less than or equal to 100000"),
        ({"page": "x"}, 422, "valid integer"),
        ({"per_page": 0}, 422, "greater than or equal to 1"),
        ({"per_page": MAX_PER_PAGE + 1}, 422, "less than or equal to 1000"),
        ({"status": "modelled-ish"}, 422, "'implemented', 'partial' or 'text only'"),
        ({"page": 400}, 404, f"page 400 is beyond the {POOL} cards"),
        ({"status": "text only", "page": 100, "per_page": 1000}, 404, "is beyond the"),
    ],
)
def test_the_api_refuses_a_bad_page_or_limit_saying_why(
    client: TestClient, params: dict[str, object], status: int, says: str
) -> None:
    answer = client.get("/api/v1/engine/cards", params=params)
    assert answer.status_code == status
    assert says in answer.text


def test_the_page_lists_the_pool_in_pages_with_links(client: TestClient) -> None:
    page = client.get("/engine/cards")
    assert page.status_code == 200
    text = page.text
    pages = -(-POOL // ENGINE_CARDS_PER_PAGE)
    assert f"{POOL} cards, page 1 of {pages}." in text
    assert text.count("<tr><td") == ENGINE_CARDS_PER_PAGE
    assert '<a rel="next" href="/engine/cards?status=&amp;page=2">Next →</a>' in text
    assert 'rel="prev"' not in text
    partial = client.get("/engine/cards", params={"status": "partial", "page": 3}).text
    assert '<a rel="prev" href="/engine/cards?status=partial&amp;page=2">' in partial
    assert '<td data-label="Status">partial</td>' in partial
    assert '<td data-label="Status">implemented</td>' not in partial
    last = client.get("/engine/cards", params={"page": pages}).text
    assert 'rel="next"' not in last
    assert f"page {pages} of {pages}" in last


def test_the_page_finds_a_card_and_links_it(client: TestClient) -> None:
    total, cards = status_page("partial", 0, POOL)
    at = next(n for n, c in enumerate(cards) if c.name == "Riling Dawnbreaker // Signaling Roar")
    page = client.get(
        "/engine/cards", params={"status": "partial", "page": at // ENGINE_CARDS_PER_PAGE + 1}
    ).text
    assert '<a href="/cards/riling-dawnbreaker-signaling-roar">Riling Dawnbreaker' in page
    assert "Signaling Roar (the adventure half) isn&#39;t in the card data." in page
    assert total == status_counts()["partial"]


@pytest.mark.parametrize(
    ("params", "status", "says"),
    [
        ({"status": "nope"}, 400, "Unknown status"),
        ({"page": "0"}, 400, "page must be a whole number from 1"),
        ({"page": "two"}, 400, "page must be a whole number from 1"),
        ({"page": "9999"}, 404, "is beyond the list"),
    ],
)
def test_the_page_refuses_a_bad_page_or_status_saying_why(
    client: TestClient, params: dict[str, str], status: int, says: str
) -> None:
    answer = client.get("/engine/cards", params=params)
    assert answer.status_code == status
    assert says in answer.text


def _everything(index: SearchIndex, query: str) -> list[str]:
    first = index.search(query)
    out = [h.title for h in first.hits]
    for page in range(2, first.pages + 1):
        out += [h.title for h in index.search(query, page=page).hits]
    return out


def test_card_search_by_engine_status(search_index: SearchIndex) -> None:
    modelled = set(_everything(search_index, "is:modelled t:elf mv=1 c:g"))
    assert "Llanowar Elves" in modelled
    partial = set(_everything(search_index, "is:partial t:giant o:adventure"))
    assert "Riling Dawnbreaker // Signaling Roar" in _everything(search_index, "is:partial riling")
    assert "Riling Dawnbreaker // Signaling Roar" not in _everything(
        search_index, "is:modelled riling"
    )
    assert partial.isdisjoint(modelled)
    assert "Aether Storm" in _everything(search_index, "is:textonly t:enchantment aether storm")
    assert search_index.search("is:textonly").total == status_counts()["text only"]
    assert search_index.search("is:modelled").total == status_counts()["implemented"]
    # A plane isn't in the engine's pool: none of the three.
    assert "Tazeem" in _everything(search_index, "tazeem t:plane")
    for value in ("modelled", "partial", "textonly"):
        assert "Tazeem" not in _everything(search_index, f"tazeem t:plane is:{value}")


def test_the_syntax_page_lists_the_status_values(client: TestClient) -> None:
    text = client.get("/search/syntax").text
    for value in ("modelled", "partial", "textonly"):
        assert f"<code>{value}</code>" in text
    shiny = client.get(f"/search?q={quote('is:shiny')}").text
    assert "modelled, partial, textonly" in shiny
