"""Ranking as a judge expects it: the set in bench/ranking.tsv, and the issue's named cases."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from app.reference.search import SearchIndex

_SPEC = importlib.util.spec_from_file_location(
    "ranking", Path(__file__).resolve().parents[1] / "bench" / "ranking.py"
)
assert _SPEC is not None
assert _SPEC.loader is not None
ranking = importlib.util.module_from_spec(_SPEC)
sys.modules["ranking"] = ranking  # its dataclasses look their module up
_SPEC.loader.exec_module(ranking)

#: The share of the set that must find its page in the top 3 (81 of 84 do; two misses are
#: multi-word queries where a short glossary entry outranks the rule, see docs/search.md; the
#: third, "exile it instead dies" → 122.1h, now has the rulings holding its words in other forms
#: first).
MIN_SHARE = 0.95


def test_the_ranking_set_is_large_and_varied() -> None:
    cases = ranking.cases()
    assert len(cases) >= 40
    queries = [c.query for c in cases]
    assert any(q[0].isdigit() for q in queries)  # rule numbers
    assert any("'" in q for q in queries)  # card names with punctuation
    assert "urzas tower" in queries  # and without
    assert "deathtuch" in queries  # misspellings


def test_the_ranking_set_finds_its_pages_in_the_top_3(search_index: SearchIndex) -> None:
    outcomes = ranking.run(search_index)
    found = sum(o.found for o in outcomes)
    misses = [(o.case.query, o.case.expected, o.top) for o in outcomes if not o.found]
    assert found / len(outcomes) >= MIN_SHARE, misses


def urls(index: SearchIndex, query: str) -> list[str]:
    return index.search(query).ranked_urls()


def test_an_exact_card_name_comes_first(search_index: SearchIndex) -> None:
    results = search_index.search("Urza's Tower")
    assert results.ranked_urls()[0] == "/cards/urza-s-tower"
    assert results.grouped()[0][1][0].url == "/cards/urza-s-tower"  # the first listed result
    assert urls(search_index, "urzas tower")[0] == "/cards/urza-s-tower"


def test_a_word_that_is_a_keyword_is_not_a_card_spelled_without_its_hyphen(
    search_index: SearchIndex,
) -> None:
    assert urls(search_index, "investigate")[0] == "/keywords/investigate"


def test_subrules_follow_their_rule_in_number_order(search_index: SearchIndex) -> None:
    rules = [h.key for h in search_index.search("populate", kind="rule").hits]
    assert rules[:3] == ["701.36", "701.36a", "701.36b"]


def test_protection_from_finds_702_16a_and_b_on_the_first_page(search_index: SearchIndex) -> None:
    top = urls(search_index, "protection from")[:3]
    assert top[:2] == ["/rules/702.16a", "/rules/702.16b"]


@pytest.mark.parametrize(("query", "rule"), [("613.8", "613.8"), ("rule 704.5", "704.5")])
def test_a_rule_number_lists_the_rule_and_its_subrules_first(
    search_index: SearchIndex, query: str, rule: str
) -> None:
    keys = [h.key for h in search_index.search(query, kind="rule").hits]
    subrules = [k for k in keys if k.startswith(rule) and k != rule]
    assert keys[0] == rule
    assert keys[1 : 1 + len(subrules)] == sorted(subrules)
    # Other rules that mention the number come after them (613.8, not 123.8, leads).
    assert all(not k.startswith(rule) for k in keys[1 + len(subrules) :])


def test_a_snippet_never_just_repeats_its_title(search_index: SearchIndex) -> None:
    for query in ("populate", "deathtouch", "protection from", "ward", "704.5g", "Out Cold"):
        for hit in search_index.search(query).hits:
            title = "".join(f.text for f in hit.title_fragments).removesuffix("…")
            snippet = "".join(f.text for f in hit.snippet).strip("…")
            assert snippet, hit
            assert not title.endswith(snippet), (query, hit.title, snippet)


def test_a_misspelled_query_shows_the_corrections_results(search_index: SearchIndex) -> None:
    results = search_index.search("deathtuch")
    assert results.corrected == "deathtouch"
    assert results.query == "deathtuch"
    assert results.ranked_urls()[0] == "/keywords/deathtouch"
