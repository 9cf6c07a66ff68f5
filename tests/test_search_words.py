"""Search that finds more than one thing (issue 30 §3): a query of several words no document
holds all of, a list of card names, and a typo in any word of several, on the page and in the
API."""

from __future__ import annotations

import html
import re
import sqlite3
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from app.reference.query_words import (
    MAX_CORRECTION_TRIES,
    MAX_RANKED_WORDS,
    MISSING_WORD_RANK,
    most_words,
    ranked_words,
)
from app.reference.search import SearchIndex


def api(client: TestClient, query: str, **params: str) -> dict[str, object]:
    answer = client.get("/api/v1/search", params={"q": query, **params})
    assert answer.status_code == 200, answer.text
    body: dict[str, object] = answer.json()
    return body


def urls(body: dict[str, object]) -> list[str]:
    results = body["results"]
    assert isinstance(results, list)
    return [hit["url"] for hit in results]


def page_text(client: TestClient, query: str) -> str:
    page = client.get("/search", params={"q": query})
    assert page.status_code == 200
    return html.unescape(re.sub(r"<[^>]+>", " ", page.text))


def test_two_card_names_find_both_cards_first_then_their_rulings(client: TestClient) -> None:
    # The CR names neither card: each card comes first, named, then the rulings naming both.
    body = api(client, "Humility Opalescence")
    assert urls(body)[:2] == ["/cards/humility", "/cards/opalescence"]
    rulings = [u for u in urls(body) if u.startswith(("/cards/humility#", "/cards/opalescence#"))]
    assert len(rulings) >= 2
    text = page_text(client, "Humility Opalescence")
    assert "Named cards" in text
    assert "Humility — the card of this name" in " ".join(text.split())
    assert "Opalescence — the card of this name" in " ".join(text.split())


def test_a_list_of_card_names_of_several_words_names_each(client: TestClient) -> None:
    body = api(client, "lightning bolt counterspell")
    assert urls(body)[:2] == ["/cards/lightning-bolt", "/cards/counterspell"]


def test_words_no_document_holds_together_find_those_holding_most(client: TestClient) -> None:
    body = api(client, "exile it instead dies")
    assert body["partial"] is True
    assert isinstance(body["total"], int)
    assert body["total"] > 0
    # 122.1h: a finality counter's replacement effect, "… exile it instead".
    assert "/rules/122.1h" in urls(body)
    text = page_text(client, "exile it instead dies")
    assert "No result holds every word of “exile it instead dies”" in text
    assert "Nothing found" not in text


def held(index_path: Path, url: str, words: list[str]) -> int:
    """How many of the words the document at `url` holds, as the index has it."""
    con = sqlite3.connect(index_path)
    try:
        (rowid,) = con.execute("SELECT id FROM docs WHERE url = ?", (url,)).fetchone()
        return sum(
            con.execute(
                "SELECT 1 FROM docs_fts WHERE docs_fts MATCH ? AND rowid = ?", (f'"{w}"', rowid)
            ).fetchone()
            is not None
            for w in words
        )
    finally:
        con.close()


@pytest.mark.parametrize("kind", ["rule", "glossary"])
def test_documents_holding_more_of_the_words_come_first(
    client: TestClient, index_path: Path, kind: str
) -> None:
    words = ["exile", "instead", "dies"]
    body = api(client, " ".join(words), kind=kind)
    counts = [held(index_path, url, words) for url in urls(body)]
    assert len(counts) > 3
    assert counts == sorted(counts, reverse=True)
    assert counts[0] == 2
    assert counts[-1] >= 1


def test_a_query_whose_words_one_document_holds_is_not_partial(client: TestClient) -> None:
    body = api(client, "dependency layer")
    assert body["partial"] is False
    assert "No result holds every word" not in page_text(client, "dependency layer")


def test_a_typo_in_each_of_several_words_is_corrected_word_by_word(client: TestClient) -> None:
    body = api(client, "humilty opalesence")
    assert body["corrected"] == "humility opalescence"
    assert urls(body)[:2] == ["/cards/humility", "/cards/opalescence"]
    text = page_text(client, "humilty opalesence")
    assert "Did you mean humility opalescence ?" in " ".join(text.split())


def test_a_typo_among_words_finds_the_cards_named(client: TestClient) -> None:
    body = api(client, "lightnig bolt counterspel")
    assert body["corrected"] == "lightning bolt counterspel"
    # The last word is a prefix while typed ("counterspel" → Counterspell).
    assert urls(body)[0] == "/cards/lightning-bolt"
    assert "/cards/counterspell" in urls(body)


def test_a_keyword_is_not_read_as_a_list_of_card_names(search_index: SearchIndex) -> None:
    # "first strike" is a keyword's title; neither word alone makes a list of names either.
    assert search_index.search("first strike").ranked_urls()[0] == "/keywords/first-strike"
    assert search_index.card_list(["first", "strike"]) == []


def test_the_most_words_ranking_counts_at_most_its_rarest_words(
    search_index: SearchIndex,
) -> None:
    words = [f"w{n}" for n in range(20)]
    vocabulary = {w: n + 1 for n, w in enumerate(reversed(words))}
    ranked = ranked_words(words, vocabulary, frozenset(), prefix_last=True)
    assert len(ranked) == MAX_RANKED_WORDS
    assert ranked[0] == '"w19"'  # the rarest first
    # And a query of many words is answered (each counted word is one FTS lookup).
    many = " ".join(["humility", "exile", "instead", "dies", "layer", "timestamp"] * 8)
    assert search_index.search(many[:200]).total > 0


def test_a_typo_among_several_words_takes_the_correction_that_goes_with_them(
    client: TestClient,
) -> None:
    # "wrd" alone is nearest "word"; with "counter unless pays" it is ward (702.21a).
    body = api(client, "wrd counter unless pays")
    assert body["corrected"] == "ward counter unless pays"
    assert "/rules/702.21a" in urls(body)[:3]


def test_a_typo_of_a_card_name_whose_words_no_document_holds_offers_the_card(
    search_index: SearchIndex,
) -> None:
    results = search_index.search("lightnig blot")
    assert results.corrected == "lightning blot"
    assert "/cards/lightning-bolt" in results.ranked_urls()[:3]


def test_corrections_of_many_misspelt_words_try_a_bounded_number(index_path: Path) -> None:
    index = SearchIndex(index_path, cache_size=0)
    lookups: list[list[str]] = []
    finds_all = index._finds_all

    def counted(words: list[str]) -> bool:
        lookups.append(words)
        return finds_all(words)

    index._finds_all = counted  # type: ignore[method-assign]
    results = index.search("wrd flyng tramlpe deathtuch popluate sacrifise creture enchantmnet xq")
    assert results.corrected is not None
    assert 1 < len(lookups) <= MAX_CORRECTION_TRIES + 1


def test_a_common_word_counts_towards_most_words_without_its_score(index_path: Path) -> None:
    # Leaving a word's bm25 out changes the order within a number of words held, never which
    # documents are found nor how many words each holds.
    con = sqlite3.connect(index_path)
    try:
        ranked = ['"body"', '"damage"']
        scored = most_words(con, ranked, set())
        counted = most_words(con, ranked, set(), counted_only=frozenset(['"damage"']))
    finally:
        con.close()

    def tiers(rows: list[tuple[float, int]]) -> dict[int, int]:
        return {rowid: round(rank / MISSING_WORD_RANK) for rank, rowid in rows}

    assert len(scored) > 100
    assert tiers(scored) == tiers(counted)
