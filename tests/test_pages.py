"""The HTML pages: content, links, fragments, errors and the Fan Content Policy footer."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

PAGES = [
    "/",
    "/search?q=populate",
    "/rules",
    "/rules/7",
    "/rules/613",
    "/rules/704.5g",
    "/glossary",
    "/glossary/state-based-actions",
    "/keywords",
    "/keywords/populate",
    "/cards",
    "/cards/golgothian-sylex",
    "/rulings",
    "/names",
    "/names/antiquities",
    "/names/homelands",
    "/about",
    "/examples",
    "/examples/targets-all-illegal-doesnt-resolve",
    "/explore",
    "/engine/cards",
]


@pytest.mark.parametrize("url", PAGES)
def test_every_page_is_a_full_document_with_the_notice(client: TestClient, url: str) -> None:
    response = client.get(url)
    assert response.status_code == 200
    assert response.text.startswith("<!doctype html>")
    assert "Fan Content Policy" in response.text
    assert "Not approved/endorsed by Wizards" in response.text
    assert "<script>" not in response.text
    assert " style=" not in response.text
    assert not re.search(r"\son[a-z]+=", response.text)


def test_search_page_groups_results(client: TestClient) -> None:
    text = client.get("/search", params={"q": "populate"}).text
    assert 'id="g-keyword"' in text
    assert 'id="g-ruling"' in text
    assert "<mark>Populate</mark>" in text or "<mark>populate</mark>" in text


def test_search_fragment_for_htmx(client: TestClient) -> None:
    response = client.get("/search", params={"q": "populate"}, headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert "<html" not in response.text
    assert 'class="result-group"' in response.text
    assert "HX-Request" in response.headers["vary"]
    full = client.get("/search", params={"q": "populate"})
    assert "HX-Request" in full.headers["vary"]


def test_rule_number_jumps_to_the_rule(client: TestClient) -> None:
    response = client.get("/search", params={"q": "704.5g"}, follow_redirects=False)
    assert response.status_code == 303
    assert response.headers["location"] == "/rules/704.5g"
    # While typing (htmx), the number is offered as a link instead of navigating away.
    fragment = client.get("/search", params={"q": "613"}, headers={"HX-Request": "true"})
    assert 'href="/rules/613"' in fragment.text


def test_did_you_mean_on_the_page(client: TestClient) -> None:
    text = client.get("/search", params={"q": "golgothain"}).text
    assert "Did you mean" in text
    assert 'href="/search?q=golgothian"' in text


def test_search_errors_are_clear_4xx(client: TestClient) -> None:
    long = client.get("/search", params={"q": "x" * 201})
    assert long.status_code == 400
    assert "the limit is 200" in long.text
    beyond = client.get("/search", params={"q": "populate", "page": "50"})
    assert beyond.status_code == 404
    assert "beyond the results" in beyond.text
    bad_page = client.get("/search", params={"q": "populate", "page": "two"})
    assert bad_page.status_code == 400


def test_user_input_is_escaped(client: TestClient) -> None:
    text = client.get("/search", params={"q": "<script>alert(1)</script>"}).text
    assert "<script>alert(1)</script>" not in text
    assert "&lt;script&gt;" in text


def test_rule_page(client: TestClient) -> None:
    text = client.get("/rules/613.10").text
    assert "Rule 613.10" in text
    # "(rules 613.7 and 613.8)" becomes two links.
    assert 'href="/rules/613.7"' in text
    assert 'href="/rules/613.8"' in text
    assert 'rel="prev" href="/rules/613.9"' in text
    assert 'rel="next" href="/rules/613.11"' in text
    assert "Permalink" in text
    assert "2026-04-17" in text
    assert "In the seed rulings" in text


def test_three_digit_rule_shows_subrules_and_examples(client: TestClient) -> None:
    text = client.get("/rules/613").text
    assert 'id="r613.8a"' in text
    assert "Example:" in text


def test_range_references_link_both_ends(client: TestClient) -> None:
    text = client.get("/rules/614.12").text
    assert 'href="/rules/614.1c"' in text
    assert 'href="/rules/614.1d"' in text


def test_unknown_pages_are_helpful_404s(client: TestClient) -> None:
    for url, message in [
        ("/rules/999", "There is no rule"),
        ("/cards/not-a-card", "There is no card"),
        ("/glossary/nope", "There is no glossary term"),
        ("/keywords/nope", "There is no keyword"),
        ("/rulings/sr-nope", "There is no ruling"),
        ("/names/alpha", "There is no name list"),
        ("/no/such/page", "There is no page"),
    ]:
        response = client.get(url)
        assert response.status_code == 404, url
        assert message in response.text, url
        assert "<!doctype html>" in response.text


def test_card_page(client: TestClient) -> None:
    text = client.get("/cards/golgothian-sylex").text
    assert "Each nontoken permanent with a name originally printed in the Antiquities" in text
    assert "Listed as originally printed in Antiquities" in text
    assert 'href="/rules/206.3b"' in text
    storm = client.get("/cards/aether-storm").text
    assert 'class="ruling" id="mr-' in storm
    assert "<time" in storm


def test_card_name_in_other_spelling_redirects(client: TestClient) -> None:
    response = client.get("/cards/Urza's Tower", follow_redirects=False)
    assert response.status_code == 301
    assert response.headers["location"] == "/cards/urza-s-tower"


def test_keyword_page_gathers_rule_and_rulings(client: TestClient) -> None:
    text = client.get("/keywords/populate").text
    assert 'id="r701.36a"' in text
    assert "Rootborn Defenses affects only creatures you control" in text
    assert "If you control no creature tokens when you populate" in text


def test_name_list_filter_and_check(client: TestClient) -> None:
    page = client.get("/names/homelands", params={"q": "reveka"}).text
    assert "1 of 115 names" in page
    assert "Reveka, Wizard Savant" in page
    check = client.get("/names/antiquities", params={"check": "urza's tower"}).text
    assert "Yes — “Urza’s Tower” is on the Antiquities list" in check
    no = client.get("/names", params={"check": "Grizzly Bears"}).text
    assert "No — “Grizzly Bears” is on neither" in no


def _answers(html: str) -> list[tuple[str, str]]:
    """(class, text without tags) of each answer paragraph on a page."""
    found = re.findall(r'<p class="answer ([a-z-]+)">(.*?)</p>', html, flags=re.DOTALL)
    return [(kind, re.sub(r"<[^>]+>", "", text)) for kind, text in found]


@pytest.mark.parametrize(
    ("path", "typed", "answer"),
    [
        (
            "/names",
            "urzas tower",
            (
                "yes",
                "Yes — “Urza’s Tower” is on the Antiquities list (rule 206.3b). You typed "
                "“urzas tower”; only case, accents, punctuation or spaces differ.",
            ),
        ),
        (
            "/names/homelands",
            "an havva constable",
            (
                "yes",
                "Yes — “An-Havva Constable” is on the Homelands list (rule 206.3c). You "
                "typed “an havva constable”; only case, accents, punctuation or spaces "
                "differ.",
            ),
        ),
        (
            "/names/homelands",
            "Serra Aviery",
            (
                "did-you-mean",
                "No exact match — did you mean Serra Aviary (Homelands, 206.3c)? "
                "“Serra Aviery” itself is on neither list.",
            ),
        ),
        (
            "/names",
            "Weadstone",
            (
                "did-you-mean",
                "No exact match — did you mean Weakstone (Antiquities, 206.3b) or "
                "Headstone (Homelands, 206.3c)? “Weadstone” itself is on neither "
                "list.",
            ),
        ),
        (
            "/names/antiquities",
            "Mindstone",
            (
                "no",
                "No — “Mindstone” is on neither the Antiquities (206.3b) nor the Homelands "
                "(206.3c) list.",
            ),
        ),
    ],
)
def test_name_check_page_answers(
    client: TestClient, path: str, typed: str, answer: tuple[str, str]
) -> None:
    assert _answers(client.get(path, params={"check": typed}).text) == [answer]


def test_name_check_suggestions_link_to_the_card_and_the_rule(client: TestClient) -> None:
    html = client.get(
        "/names", params={"check": "Serra Aviery"}, headers={"HX-Request": "true"}
    ).text
    assert "<html" not in html
    assert '<a href="/cards/serra-aviary">Serra Aviary</a> (Homelands, ' in html
    assert '<a href="/rules/206.3c">206.3c</a>)?' in html


def test_name_check_escapes_the_typed_name(client: TestClient) -> None:
    html = client.get("/names", params={"check": "<Serra Aviery>"}).text
    assert "<Serra" not in html
    assert "No exact match — did you mean " in html
    assert "“&lt;Serra Aviery&gt;” itself is on neither list." in html


def test_name_filter_fragment(client: TestClient) -> None:
    response = client.get(
        "/names/homelands",
        params={"q": "abbey"},
        headers={"HX-Request": "true", "HX-Target": "names"},
    )
    assert "<html" not in response.text
    assert "Abbey Gargoyles" in response.text
    assert "Aether Storm" not in response.text


def test_about_names_every_source_and_date(client: TestClient) -> None:
    text = client.get("/about").text
    assert "Magic: The Gathering Comprehensive Rules" in text
    assert "2026-04-17" in text
    assert "MTGJSON 5.2.0+20220425" in text
    assert "2022-04-25" in text
    assert "seed-cards.json" in text


def test_healthz_reports_the_reference_data_and_the_short_link_store(client: TestClient) -> None:
    body = client.get("/healthz").json()
    assert body["status"] == "ok"
    assert body["cr_date"] == "2026-04-17"
    store = body["store"]
    assert store["backend"] == "sqlite"
    assert store["ok"] is True
    assert store["schema_version"] == "0002"
    assert store["links"] >= 0
    assert store["max_links"] == 1_000_000


@pytest.mark.slow  # builds a search database of its own
def test_app_starts_when_the_index_location_is_not_writable(tmp_path: Path) -> None:
    from app.main import create_app
    from app.settings import Settings

    # A path below a regular file can't be created, even by root.
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("")
    settings = Settings(index_path=blocker / "reference.sqlite", store_dir=tmp_path / "links")
    with TestClient(create_app(settings)) as fresh:
        assert fresh.get("/api/v1/search", params={"q": "populate"}).json()["total"] > 0
