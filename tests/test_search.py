"""Search: folding, prefixes, rule-number jumps, filters, pages, limits and "did you mean"."""

from __future__ import annotations

import pytest

from app.reference.search import MAX_QUERY_LENGTH, PAGE_SIZE, SearchIndex
from app.reference.search_results import PageOutOfRange, SearchError
from app.reference.snippets import highlight


def titles(index: SearchIndex, query: str, kind: str | None = None) -> list[str]:
    return [h.title for h in index.search(query, kind=kind).hits]


def test_straight_apostrophe_finds_curly(search_index: SearchIndex) -> None:
    # The name list spells it "Urza’s Tower"; MTGJSON "Urza's Tower". Both are found.
    found = titles(search_index, "Urza's Tower", kind="name")
    assert found == ["Urza’s Tower"]
    assert "Urza's Tower" in titles(search_index, "urza’s tower", kind="card")


def test_aether_finds_ligature_and_case(search_index: SearchIndex) -> None:
    # 34,632 cards: "AETHER" alone starts a hundred names, so the case is tried with two words.
    assert titles(search_index, "AETHER STORM", kind="card")[0] == "Aether Storm"
    assert titles(search_index, "æther storm", kind="card") == titles(
        search_index, "aether storm", kind="card"
    )


def test_accented_text_is_found_without_accents(search_index: SearchIndex) -> None:
    # The CR writes "Junún Efreet" (in a rule's list of names); a user types "junun".
    results = search_index.search("junun efreet", kind="rule")
    assert results.total == 1
    assert "Junún" in [f.text for f in results.hits[0].snippet if f.hit]


def test_last_word_is_a_prefix_while_typing(search_index: SearchIndex) -> None:
    assert search_index.search("popul").counts.get("keyword") == 1
    assert "Populate" in titles(search_index, "popul", kind="keyword")
    assert search_index.search("golgothian syl").total >= 1


def test_rule_numbers_jump(search_index: SearchIndex) -> None:
    assert search_index.search("704.5g").jump == "704.5g"
    assert search_index.search("613").jump == "613"
    assert search_index.search("rule 613.8").jump == "613.8"
    assert search_index.search("999.9").jump is None


@pytest.mark.parametrize(
    "query", ['"', "-", ":", "*", "(", "a:b", "-flying", '"unterminated', "(x", "NEAR(", "^"]
)
def test_fts_syntax_in_input_never_errors(search_index: SearchIndex, query: str) -> None:
    search_index.search(query)


def test_syntax_characters_are_separators(search_index: SearchIndex) -> None:
    assert search_index.search("state-based").total == search_index.search("state based").total


def test_query_length_limit(search_index: SearchIndex) -> None:
    search_index.search("x" * MAX_QUERY_LENGTH)
    with pytest.raises(SearchError, match="limit is 200"):
        search_index.search("x" * (MAX_QUERY_LENGTH + 1))


def test_page_beyond_results(search_index: SearchIndex) -> None:
    results = search_index.search("damage")
    assert results.pages > 1
    last = search_index.search("damage", page=results.pages)
    assert 0 < len(last.hits) <= PAGE_SIZE
    with pytest.raises(PageOutOfRange, match=f"there are {results.pages} pages"):
        search_index.search("damage", page=results.pages + 1)


def test_pages_do_not_overlap(search_index: SearchIndex) -> None:
    first = {h.key for h in search_index.search("damage").hits}
    second = {h.key for h in search_index.search("damage", page=2).hits}
    assert first.isdisjoint(second)
    assert len(first) == PAGE_SIZE


def test_kind_filter_and_counts(search_index: SearchIndex) -> None:
    everything = search_index.search("clue")
    cards_only = search_index.search("clue", kind="card")
    assert cards_only.total == everything.counts["card"]
    assert {h.kind for h in cards_only.hits} == {"card"}
    with pytest.raises(SearchError, match="unknown kind"):
        search_index.search("clue", kind="spells")


def test_groups_come_in_the_order_of_their_best_hit(search_index: SearchIndex) -> None:
    # The card a query names is its best hit, so the cards come first, then the rest.
    groups = [kind for kind, _ in search_index.search("Urza's Tower").grouped()]
    assert groups[0] == "card"
    assert [kind for kind, _ in search_index.search("populate").grouped()][:2] == [
        "keyword",
        "glossary",
    ]


def test_title_hits_rank_first(search_index: SearchIndex) -> None:
    assert titles(search_index, "state-based actions", kind="glossary")[0] == "State-Based Actions"
    assert titles(search_index, "trample", kind="keyword")[0] == "Trample"


def test_snippets_mark_the_matching_words(search_index: SearchIndex) -> None:
    hit = search_index.search("lethal damage", kind="rule").hits[0]
    marked = {f.text.lower() for f in hit.snippet if f.hit}
    assert marked & {"lethal", "damage"}


def test_highlight_marks_folded_prefixes() -> None:
    fragments = highlight("Urza’s Tower and Æther Storm", ["urza", "aeth"], limit=None)
    assert [f.text for f in fragments if f.hit] == ["Urza", "Æther"]
    assert "".join(f.text for f in fragments) == "Urza’s Tower and Æther Storm"


def test_highlight_windows_long_text() -> None:
    text = "word " * 200 + "needle " + "word " * 200
    fragments = highlight(text, ["needle"])
    joined = "".join(f.text for f in fragments)
    assert joined.startswith("…")
    assert joined.endswith("…")
    assert len(joined) < 260
    assert [f.text for f in fragments if f.hit] == ["needle"]


@pytest.mark.parametrize(
    ("typo", "suggestion"),
    [
        ("popluate", "populate"),
        ("investgate", "investigate"),
        ("golgothain sylex", "golgothian sylex"),
        ("indestructable", "indestructible"),
        ("tramlpe", "trample"),
        ("regenrate", "regenerate"),
        ("protecton from red", "protection from red"),
        ("sumoning sickness", "summoning sickness"),
        ("deathtuch", "deathtouch"),
        ("hexprof", "hexproof"),
        ("ornithoptr", "ornithopter"),
        ("aplocalypse chime", "apocalypse chime"),
        ("replacment effect", "replacement effect"),
    ],
)
def test_did_you_mean(search_index: SearchIndex, typo: str, suggestion: str) -> None:
    results = search_index.search(typo)
    assert results.suggestion == suggestion
    assert search_index.search(suggestion).total > 0


def test_no_suggestion_for_words_that_exist(search_index: SearchIndex) -> None:
    assert search_index.search("populate").suggestion is None
    assert search_index.search("xqzvw").suggestion is None


def test_suggestions_come_from_the_index_vocabulary(search_index: SearchIndex) -> None:
    # A word only the data holds (a Homelands card) is suggested, which no fixed list would know.
    assert search_index.search("mammth").suggestion is not None
