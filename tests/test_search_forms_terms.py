"""Issue 30 §3: a query's words in their other forms ("exile it instead dies" finds "would die,
… exiled instead"), and the CR's terms of a search with the rules the glossary gives for them
("Humility Opalescence": timestamp order and dependency, 613.7 and 613.8; "instead": 614)."""

from __future__ import annotations

import html
import re

from fastapi.testclient import TestClient

from app.reference.cr_terms import MAX_TERM_DOCS, MAX_TERMS, CrTerms
from app.reference.search import SearchIndex
from app.reference.word_forms import MAX_FORMS, forms


def api(client: TestClient, query: str, **params: str) -> dict[str, object]:
    answer = client.get("/api/v1/search", params={"q": query, **params})
    assert answer.status_code == 200, answer.text
    body: dict[str, object] = answer.json()
    return body


def hits(body: dict[str, object]) -> list[dict[str, object]]:
    results = body["results"]
    assert isinstance(results, list)
    return results


def text_of(hit: dict[str, object]) -> str:
    snippet = hit["snippet"]
    assert isinstance(snippet, list)
    return f"{hit['title']} {''.join(str(f['text']) for f in snippet)}"


def term_rules(body: dict[str, object]) -> dict[str, list[str]]:
    terms = body["terms"]
    assert isinstance(terms, list)
    return {t["term"]: [r["number"] for r in t["rules"]] for t in terms}


def page(client: TestClient, query: str) -> str:
    answer = client.get("/search", params={"q": query})
    assert answer.status_code == 200
    return answer.text


def visible(markup: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", markup)).split())


# -- word forms ------------------------------------------------------------------------------------


def test_a_word_is_searched_in_its_other_forms_when_no_document_holds_it_as_typed(
    client: TestClient,
) -> None:
    # No document holds "exile", "instead" and "dies" as typed; rulings hold "would die …
    # exiled instead": the ruling that a creature exiled instead doesn't die comes first.
    body = api(client, "exile it instead dies")
    forms_searched = body["forms"]
    assert isinstance(forms_searched, list)
    assert {"die", "died", "exiled"} <= set(forms_searched)
    first = [text_of(hit) for hit in hits(body)[:3]]
    assert any("exiled instead" in t and "die" in t for t in first), first
    # The other forms are marked in the snippets, as the words typed are.
    marked = [
        str(fragment["text"]).lower()
        for hit in hits(body)[:3]
        for fragment in hit["snippet"]  # type: ignore[attr-defined]
        if fragment["hit"]
    ]
    assert "exiled" in marked
    assert "die" in marked
    text = visible(page(client, "exile it instead dies"))
    assert "No result holds every word of “exile it instead dies” as typed" in text
    assert "one of its forms (" in text
    assert "die" in text


def test_a_query_whose_words_a_document_holds_as_typed_searches_no_other_form(
    client: TestClient,
) -> None:
    body = api(client, "dependency layer")
    assert body["forms"] == []
    assert "as typed" not in visible(page(client, "dependency layer"))


def test_forms_are_the_inflections_the_vocabulary_holds() -> None:
    vocabulary = {"die", "dies", "died", "dying", "exile", "exiled", "general", "generic", "fly"}
    assert forms("dies", vocabulary) == ["dies", "die", "died", "dying"]
    assert forms("exile", vocabulary) == ["exile", "exiled"]
    assert forms("exiled", vocabulary)[:2] == ["exiled", "exile"]
    # Inflections only: words of one stem that mean different things stay apart.
    assert forms("general", vocabulary) == ["general"]
    # A form the vocabulary doesn't hold is never searched; a short word is no inflection.
    assert forms("lives", vocabulary) == ["lives"]
    assert forms("its", {"it", "its"}) == ["its"]
    assert forms("it", {"it", "its"}) == ["it"]
    many = {"attack", "attacks", "attacked", "attacking", "attacker", "attackers"}
    assert len(forms("attack", many)) <= MAX_FORMS


# -- the CR’s terms ------------------------------------------------------------------------------


def test_two_cards_find_the_rules_of_the_terms_their_rulings_use(client: TestClient) -> None:
    # Neither card's name is in the CR: their rulings speak of layers and timestamp order, which
    # the glossary sends to 613 and 613.7 and, "See also", to dependency (613.8).
    body = api(client, "Humility Opalescence")
    rules = term_rules(body)
    assert rules["Dependency"] == ["613.8"]
    assert rules["Timestamp Order"] == ["613.7"]
    assert rules["Layer"] == ["613"]
    markup = page(client, "Humility Opalescence")
    assert "The CR’s terms in these results" in visible(markup)
    assert 'href="/rules/613.8"' in markup
    assert 'href="/glossary/dependency"' in markup


def test_the_words_of_a_query_find_the_rules_the_glossary_gives_for_them(
    client: TestClient,
) -> None:
    # "Instead" marks a replacement effect (the glossary: "See rule 614").
    rules = term_rules(api(client, "exile it instead dies"))
    assert rules["Instead"] == ["614"]
    assert rules["Dies"] == ["700.4"]
    assert 'href="/rules/614"' in page(client, "exile it instead dies")


def test_terms_are_not_shown_for_one_word_a_later_page_or_a_glossary_entry_shown(
    client: TestClient,
) -> None:
    assert term_rules(api(client, "layer")) == {}
    assert term_rules(api(client, "exile it instead dies", page="2")) == {}
    # Both entries are results already: the terms list doesn't repeat them.
    rules = term_rules(api(client, "dependency layer"))
    assert "Dependency" not in rules
    assert "Layer" not in rules


def test_terms_of_the_results_are_the_rare_ones_and_at_most_a_few(
    search_index: SearchIndex,
) -> None:
    glossary = [
        ("Layer", "A system. See rule 613. See also Dependency.", "/glossary/layer"),
        ("Dependency", "A system. See rule 613.8.", "/glossary/dependency"),
        ("Creature", "A card type. See rule 302.", "/glossary/creature"),
        ("Case", "A card type. See rule 719.", "/glossary/case"),
        ("Flip (Obsolete)", "Old. See rule 709.", "/glossary/flip"),
    ]
    labels = {n: n for n in ("613", "613.8", "302", "719", "709")}
    vocabulary = {"layer": 31, "dependency": 12, "creature": 11_000, "case": MAX_TERM_DOCS + 1}
    terms = CrTerms(glossary, labels, vocabulary)
    found = terms.find(["creature", "flip"], ["In that case, creatures in layers apply."])
    # The query's own term counts, common or not; of the text's, only the rare one, then what
    # it says to see also; an obsolete term is no term.
    assert [t.term for t in found] == ["Creature", "Layer", "Dependency"]
    assert [r.url for r in found[2].rules] == ["/rules/613.8"]
    assert len(search_index.search("Humility Opalescence timestamp").terms) <= MAX_TERMS
