"""Colour indicators and second halves on the card pages and in card search (issue 30 §2, §4).

The faces file (data/card-faces.json, imported from MTGJSON 5.2.0) gives the corpus's cards the
halves and colour indicators it lacks; each half is shown with its own characteristics and text,
and each card result of a search says how much of it the rules engine models.
"""

from __future__ import annotations

from fastapi.testclient import TestClient


def test_fire_ice_page_shows_both_halves(client: TestClient) -> None:
    text = client.get("/cards/fire-ice").text
    assert "Fire</h2>" in text
    assert "Ice</h2>" in text
    assert text.count('class="card-face"') == 2
    assert "Tap target permanent." in text
    assert "isn&#39;t in the card data" not in text


def test_bushi_tenderfoot_page_shows_kenzo_the_hardhearted(client: TestClient) -> None:
    text = client.get("/cards/bushi-tenderfoot-kenzo-the-hardhearted").text
    assert "Bushi Tenderfoot</h2>" in text
    assert "Kenzo the Hardhearted</h2>" in text
    assert "Legendary Creature — Human Samurai" in text
    assert "3/4" in text


def test_ancestral_vision_page_shows_its_blue_color_indicator(client: TestClient) -> None:
    text = client.get("/cards/ancestral-vision").text
    assert "<dt>Color indicator</dt><dd>Blue</dd>" in text


def test_card_search_finds_a_second_half_by_its_text_and_a_color_by_its_indicator(
    client: TestClient,
) -> None:
    def titles(q: str) -> list[str]:
        found = client.get("/api/v1/search", params={"q": q}).json()["results"]
        return [h["title"] for h in found]

    assert "Fire // Ice" in titles('o:"tap target permanent" is:split')
    assert "Bushi Tenderfoot // Kenzo the Hardhearted" in titles("t:samurai o:bushido kenzo")
    assert "Ancestral Vision" in titles("c:u t:sorcery ancestral")
    assert "Ancestral Vision" not in titles("c:c t:sorcery ancestral")


def test_each_card_result_says_its_status_in_the_engine(client: TestClient) -> None:
    for query, status in (
        ("is:partial t:giant", "partial"),
        ("is:modelled t:giant", "implemented"),
    ):
        found = client.get("/api/v1/search", params={"q": query}).json()["results"]
        assert found
        assert {h["status"] for h in found} == {status}, query
    page = client.get("/search", params={"q": "is:textonly t:giant"}).text
    assert '<span class="status status-text-only">Text only in the engine</span>' in page
    rules = client.get("/api/v1/search", params={"q": "populate"}).json()["results"]
    assert {h["status"] for h in rules if h["kind"] == "rule"} == {None}


def test_a_split_card_half_named_too_long_is_refused_naming_the_field(client: TestClient) -> None:
    """A half's name is at most 141 characters, the longest card name (docs/limits.md)."""
    scenario = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": "{U}{U}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [{"id": "fi", "card": "Fire // Ice", "owner": "A", "zone": "hand"}],
        "actions": [{"player": "A", "cast": "fi", "half": "I" * 142}],
    }
    answer = client.post("/api/v1/scenarios/run", json=scenario)
    assert answer.status_code == 422
    assert "actions" in answer.text
    assert "half" in answer.text
