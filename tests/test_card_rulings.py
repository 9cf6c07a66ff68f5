"""Every card's dated rulings (issue 30 §1): on its page, in the API, in search, on a rule's page.

The rulings are MTGJSON 5.2.0's (to April 2022), matched to the corpus's cards by exact name after
the one name folding; a card the data doesn't hold was printed later, and its page says so.
"""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from app.api.routes.card_rulings import (
    MAX_RULING_ID,
    MAX_RULINGS_PAGE,
    MAX_RULINGS_PER_PAGE,
    MAX_RULINGS_QUERY,
    MAX_RULINGS_WORDS,
)
from app.reference.catalog import MAX_CARD_PATH
from app.reference.rulings_import import named_rules
from app.reference.store import ReferenceStore

#: The heads of a card page's dated rulings: its name and the date.
HEAD = re.compile(r'<h3 class="ruling-head">([^<]+) — ruling of <time datetime="([\d-]+)">')


def rulings_section(page: str) -> str:
    return page[page.index('id="rulings-h"') : page.index('class="card-source')]


def dated_heads(page: str) -> list[tuple[str, str]]:
    return HEAD.findall(rulings_section(page))


@pytest.mark.parametrize(
    ("slug", "name", "count", "words"),
    [
        ("humility", "Humility", 4, "if Humility has the latest timestamp"),
        ("opalescence", "Opalescence", 4, "Does not animate itself"),
        ("clone", "Clone", 8, "your Clone enters the battlefield as whatever"),
    ],
)
def test_a_card_page_shows_its_dated_rulings_newest_first(
    client: TestClient, slug: str, name: str, count: int, words: str
) -> None:
    page = client.get(f"/cards/{slug}").text
    heads = dated_heads(page)
    assert len(heads) == count
    assert {n for n, _ in heads} == {name}
    dates = [d for _, d in heads]
    assert dates == sorted(dates, reverse=True)
    section = rulings_section(page)
    assert words in section
    assert section.count("Source: MTGJSON 5.2.0+20220425") == count
    assert "No rulings" not in section


def test_giant_growth_has_no_ruling_in_the_data_and_says_whose_data(client: TestClient) -> None:
    # MTGJSON 5.2.0 lists Giant Growth (first printed in Alpha) with no rulings at all.
    section = rulings_section(client.get("/cards/giant-growth").text)
    assert dated_heads(section + 'class="card-source') == []
    text = re.sub(r"<[^>]+>", "", section)
    assert "No rulings for Giant Growth in MTGJSON 5.2.0+20220425" in text
    assert "whose rulings end on 2022-04-25 (first printed in LEA, 1993-08-05)" in text


def test_a_card_printed_after_the_data_says_the_data_ends(client: TestClient) -> None:
    text = re.sub(r"<[^>]+>", "", rulings_section(client.get("/cards/17-year-cicadas").text))
    assert "No rulings" not in text
    assert "ends on 2022-04-25 and doesn’t hold 17-Year Cicadas, printed after it" in text


def test_a_two_part_card_has_the_rulings_of_its_whole_name(client: TestClient) -> None:
    heads = dated_heads(client.get("/cards/fire-ice").text)
    assert len(heads) >= 4
    assert {n for n, _ in heads} == {"Fire // Ice"}


def test_a_seed_ruling_that_is_a_dated_ruling_is_shown_once(client: TestClient) -> None:
    section = rulings_section(client.get("/cards/rootborn-defenses").text)
    assert section.count("Rootborn Defenses affects only creatures you control") == 1
    assert '<time datetime="2017-03-14">2017-03-14</time></h3>' in section
    assert 'also in the <a href="/rulings/sr-79f779048b">seed rulings</a>' in section


def test_a_seed_ruling_page_gives_the_date_of_the_same_card_ruling(client: TestClient) -> None:
    # The seed documents are undated and this one names no card; MTGJSON dates it for Ghired.
    page = client.get("/rulings/sr-6d966f47f0").text
    assert re.search(
        r'The same text is <a href="/cards/ghired-conclave-exile#mr-\w+">Ghired, Conclave Exile’s '
        r'ruling of <time datetime="2019-08-23">',
        page,
    )
    assert "The same text is" not in client.get("/rulings/sr-512862f5a0").text  # Out Cold's


def test_the_store_counts_every_cards_rulings(store: ReferenceStore) -> None:
    data = store.card_rulings
    assert data.cards_with_rulings == 13_287
    assert data.served == 45_064
    assert data.covers("Giant Growth")
    assert not data.covers("17-Year Cicadas")
    # Exact name after the one folding: apostrophes and case aside, nothing else.
    assert data.of("urza's saga") == data.of("Urza’s Saga") != ()
    assert data.of("Humilit") == ()


def test_a_ruling_names_rules_bare_or_as_the_cr_does() -> None:
    known = {"704.5s", "704.5t", "613.8", "702.19"}
    assert named_rules("fifteen or more poison counters. (704.5s and 704.5t)", known) == [
        "704.5s",
        "704.5t",
    ]
    assert named_rules("See rule 613.8 and 999.9z; 160a/306.", known) == ["613.8"]


# -- the API -----------------------------------------------------------------------------------


def test_the_card_api_has_its_dated_rulings(client: TestClient) -> None:
    body = client.get("/api/v1/cards/Humility").json()
    assert len(body["rulings"]) == 4
    first = body["rulings"][0]
    assert first["date"] >= body["rulings"][-1]["date"]
    assert first["source"] == "MTGJSON 5.2.0+20220425"
    assert first["url"] == f"/cards/humility#{first['id']}"
    assert "Opalescence" in next(r["cards"] for r in body["rulings"] if r["date"] == "2006-02-01")
    assert body["rulings_data"] == {
        "covered": True,
        "ends": "2022-04-25",
        "first_set": "TMP",
        "first_date": "1997-10-14",
        "source": "MTGJSON 5.2.0+20220425",
    }
    later = client.get("/api/v1/cards/17-year-cicadas").json()
    assert later["rulings"] == []
    assert later["rulings_data"]["covered"] is False


def test_the_rulings_endpoint_filters_by_card_date_and_words(client: TestClient) -> None:
    every = client.get("/api/v1/card-rulings", params={"per_page": 5})
    assert every.status_code == 200
    assert int(every.headers["X-Total-Count"]) == 24_589
    clone = client.get("/api/v1/card-rulings", params={"card": "clone"})
    assert clone.headers["X-Total-Count"] == "8"
    assert all("Clone" in r["cards"] for r in clone.json())
    dated = client.get(
        "/api/v1/card-rulings",
        params={"card": "Opalescence", "since": "2006-01-01", "until": "2006-12-31"},
    ).json()
    assert [r["date"] for r in dated] == ["2006-02-01"]
    assert dated[0]["url"].startswith("/cards/opalescence#mr-")
    worded = client.get("/api/v1/card-rulings", params={"q": "OPALESCENCES latest timestamp"})
    assert [r["cards"] for r in worded.json()] == [["Humility", "Opalescence"]]
    one = client.get(f"/api/v1/card-rulings/{dated[0]['id']}").json()
    assert one["text"] == dated[0]["text"]


@pytest.mark.parametrize(
    ("params", "status", "says"),
    [
        ({"card": "No Such Card Anywhere"}, 404, "no card named"),
        ({"card": "x" * (MAX_CARD_PATH + 1)}, 422, "query 'card'"),
        ({"since": "2020-01-01", "until": "2019-01-01"}, 422, "is after until"),
        ({"since": "2020-13-01"}, 422, "query since: '2020-13-01' isn't a date"),
        ({"since": "2021-02-29"}, 422, "query since: '2021-02-29' isn't a date"),
        ({"until": "yesterday"}, 422, "query 'until'"),
        ({"until": "0"}, 422, "query 'until'"),
        ({"q": " ".join(["word"] * (MAX_RULINGS_WORDS + 1))}, 422, f"at most {MAX_RULINGS_WORDS}"),
        ({"q": "w" * (MAX_RULINGS_QUERY + 1)}, 422, "query 'q'"),
        ({"per_page": MAX_RULINGS_PER_PAGE + 1}, 422, "query 'per_page'"),
        ({"page": MAX_RULINGS_PAGE + 1}, 422, "query 'page'"),
        ({"page": 0}, 422, "query 'page'"),
        ({"card": "Clone", "page": 2}, 404, "beyond the 8 rulings"),
    ],
)
def test_the_rulings_endpoint_refuses_bad_input_with_a_4xx(
    client: TestClient, params: dict[str, object], status: int, says: str
) -> None:
    response = client.get("/api/v1/card-rulings", params=params)
    assert response.status_code == status
    assert says in response.json()["detail"]


def test_the_rulings_endpoint_takes_its_limits(client: TestClient) -> None:
    words = " ".join(f"w{n}" for n in range(MAX_RULINGS_WORDS))
    assert client.get("/api/v1/card-rulings", params={"q": words}).status_code == 200
    full = client.get("/api/v1/card-rulings", params={"per_page": MAX_RULINGS_PER_PAGE})
    assert len(full.json()) == MAX_RULINGS_PER_PAGE


def test_a_ruling_id_is_bounded_and_an_unknown_one_is_a_404(client: TestClient) -> None:
    assert client.get("/api/v1/card-rulings/mr-0000000000").status_code == 404
    long = client.get("/api/v1/card-rulings/" + "m" * (MAX_RULING_ID + 1))
    assert long.status_code == 422


def test_the_spec_documents_the_rulings_endpoint(client: TestClient) -> None:
    spec = client.get("/api/v1/openapi.json").json()
    operation = spec["paths"]["/card-rulings"]["get"]
    assert {"404", "422"} <= set(operation["responses"])
    parameters = {p["name"]: p for p in operation["parameters"]}
    assert set(parameters) == {"card", "since", "until", "q", "page", "per_page"}
    assert parameters["per_page"]["schema"]["maximum"] == MAX_RULINGS_PER_PAGE
    assert parameters["q"]["schema"]["anyOf"][0]["maxLength"] == MAX_RULINGS_QUERY
    assert "/card-rulings/{ruling_id}" in spec["paths"]


# -- search and the rules ----------------------------------------------------------------------


def test_search_finds_a_ruling_by_its_words_titled_by_its_cards(client: TestClient) -> None:
    body = client.get(
        "/api/v1/search", params={"q": "latest timestamp opalescences", "kind": "ruling"}
    ).json()
    titles = [h["title"] for h in body["results"]]
    assert titles[0].startswith("Humility and Opalescence — ruling of 2006-02-01: With a Humility")
    assert body["results"][0]["url"].startswith("/cards/humility#mr-")
    clone = client.get("/api/v1/search", params={"q": "clone copies token", "kind": "ruling"})
    assert any(h["title"].startswith("Clone — ruling of") for h in clone.json()["results"])


def test_a_rule_page_lists_the_card_rulings_naming_it(client: TestClient) -> None:
    page = client.get("/rules/704.5a").text
    section = page[page.index('id="card-rulings-h"') :]
    assert "Card rulings citing 704.5a" in section
    assert "Rules Lawyer — ruling of" in section
    assert "You don’t lose the game if you’re at or below 0 life." in section
    body = client.get("/api/v1/rules/704.5a").json()
    assert len(body["card_rulings"]) == 1
    assert 'id="card-rulings-h"' not in client.get("/rules/613.8").text
