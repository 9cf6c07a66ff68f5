"""Rulings with their source: titled by card or keyword, dated, tied to keywords by tag."""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from app.reference.rulings import gist, seed_title
from app.reference.search import SearchIndex
from app.reference.store import ReferenceStore


def test_a_ruling_is_titled_by_its_card(store: ReferenceStore) -> None:
    out_cold = store.rulings_by_id["sr-db180f7e28"]  # topic Ward, about Out Cold
    assert seed_title(out_cold).startswith("Out Cold — ruling: ")
    assert not seed_title(out_cold).startswith("Ward")


def test_a_ruling_of_cr_text_is_titled_by_its_rule(store: ReferenceStore) -> None:
    assert seed_title(store.rulings_by_id["sr-598f62bb65"]).startswith("Populate — CR 701.36a: ")


def test_rulings_on_one_topic_have_distinct_titles(search_index: SearchIndex) -> None:
    rulings = search_index.search("populate", kind="ruling").hits
    assert len(rulings) >= 10
    titles = [h.title for h in rulings]
    assert len(set(titles)) == len(titles)
    assert any(
        t.startswith("Rootborn Defenses — ruling: Rootborn Defenses affects") for t in titles
    )
    assert any(t.startswith("Populate — ruling: If you control no creature tokens") for t in titles)


def test_gist_cuts_on_a_word() -> None:
    assert gist("Short and done. More here.") == "Short and done."
    cut = gist("word " * 40)
    assert cut.endswith("…")
    assert len(cut) <= 64


def test_the_ruling_page_shows_title_date_and_source(client: TestClient) -> None:
    page = client.get("/rulings/sr-512862f5a0").text
    assert "<h1>Out Cold — ruling</h1>" in page
    assert "<title>Out Cold — ruling: You don" in page
    assert "Undated · Source: seed rulings document 001_b08cd4bab70058f7.txt</p>" in page


def test_a_cr_text_ruling_is_dated_by_the_cr(client: TestClient, store: ReferenceStore) -> None:
    page = client.get("/rulings/sr-598f62bb65").text
    assert f'<time datetime="{store.effective_date}">' in page
    assert f"Comprehensive Rules effective {store.effective_date}, rule 701.36a" in page


def test_a_cards_dated_ruling_shows_its_date_and_source(client: TestClient) -> None:
    page = client.get("/cards/battering-ram").text
    assert re.search(r"Battering Ram — ruling of <time datetime=\"\d{4}-\d\d-\d\d\">", page)
    assert "Source: MTGJSON 5.2.0+20220425" in page


def test_the_ward_page_lists_rulings_tagged_ward_not_mentions(client: TestClient) -> None:
    page = client.get("/keywords/ward").text
    rulings = page[page.index('id="rulings-h"') :]
    assert "Out Cold — ruling" in rulings
    # The Antiquities name list names the card "Artifact Ward": a mention, not a tag.
    assert "Name lists" not in rulings
    assert "Artifact Ward" not in rulings


def test_the_populate_page_lists_its_rulings(client: TestClient) -> None:
    page = client.get("/keywords/populate").text
    rulings = page[page.index('id="rulings-h"') :]
    # The ten seed rulings on populate, and the one dated ruling of Rootborn Defenses on it that
    # isn't also a seed ruling (the others are listed once, as the seed rulings).
    assert rulings.count('class="ruling-head"') == 11
    assert "Populate — CR 701.36a" in rulings
    assert "Rootborn Defenses — ruling" in rulings
    assert rulings.count("Rootborn Defenses — ruling of 2013-04-15") == 1


def test_the_flying_page_lists_card_rulings_of_flying_cards(client: TestClient) -> None:
    page = client.get("/keywords/flying").text
    cards = page[page.index('id="cards-h"') :]
    assert "Clockwork Avian" in cards  # its corpus keywords name Flying
    assert "Sea Troll" not in cards
