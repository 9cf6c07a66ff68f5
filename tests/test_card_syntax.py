"""Card search syntax (t:, o:, c:, mv, pow, tou, is:), over every card of the corpus."""

from __future__ import annotations

import html

import pytest
from fastapi.testclient import TestClient

from app.reference.card_query import looks_like_syntax
from app.reference.folding import fold
from app.reference.search import PAGE_SIZE, SearchIndex
from engine import corpus_card, parse_cost


def names(index: SearchIndex, query: str, page: int = 1) -> list[str]:
    return [h.title for h in index.search(query, page=page).hits]


def everything(index: SearchIndex, query: str) -> list[str]:
    first = index.search(query)
    out = [h.title for h in first.hits]
    for page in range(2, first.pages + 1):
        out += names(index, query, page)
    return out


def test_oracle_text_finds_the_populate_cards(search_index: SearchIndex) -> None:
    results = search_index.search("o:populate")
    assert results.card_syntax
    assert results.syntax_error is None
    assert results.total > 20
    assert "Growing Ranks" in everything(search_index, "o:populate")
    assert {h.kind for h in results.hits} == {"card"}


def test_type_and_quoted_oracle_phrase_combine_with_and(search_index: SearchIndex) -> None:
    found = everything(search_index, 't:creature o:"populate"')
    assert "Nesting Dovehawk" in found  # a creature that populates
    assert "Growing Ranks" not in found  # an enchantment that does
    assert len(found) < search_index.search("o:populate").total


def test_mana_value_and_color(search_index: SearchIndex) -> None:
    found = set(everything(search_index, "mv<=2 c:g t:creature t:elf"))
    assert "Llanowar Elves" in found
    assert "Elvish Archdruid" not in found  # mana value 3
    assert "Tarmogoyf" not in found  # not an elf
    assert "Lightning Bolt" not in everything(search_index, "o:damage c:g mv=1")


@pytest.mark.parametrize(
    ("query", "card", "expected"),
    [
        ("c=ug t:legendary o:flying mv=3", "Tatyova, Steward of Tides", True),  # {G}{G}{U}
        ("c=u t:legendary o:flying mv=3", "Tatyova, Steward of Tides", False),
        ("c>=g t:legendary o:flying mv=3", "Tatyova, Steward of Tides", True),
        ("c<=g mv=2 t:lhurgoyf", "Tarmogoyf", True),
        ("c:c t:artifact o:flying mv=0", "Ornithopter", True),
        ("c:m o:flash t:creature mv=3", "Brazen Borrower // Petty Theft", False),
        ("pow>=7 t:eldrazi mv>=9", "Emrakul, the Aeons Torn", True),
        ("pow<7 t:eldrazi mv>=9", "Emrakul, the Aeons Torn", False),
        ("is:vanilla pow=2 tou=2 t:bear mv=2", "Grizzly Bears", True),
        ("is:split o:damage mv=2", "Fire // Ice", True),
        ("is:dfc t:human t:wizard mv=1", "Delver of Secrets // Insectile Aberration", True),
        ("is:historic t:saga", "The Eldest Reborn", True),
        ("-t:creature t:lhurgoyf", "Tarmogoyf", False),
        ("tarmo t:creature", "Tarmogoyf", True),
    ],
)
def test_each_key(search_index: SearchIndex, query: str, card: str, expected: bool) -> None:
    assert (card in everything(search_index, query)) is expected, query


def test_results_are_cards_by_name_in_pages(search_index: SearchIndex) -> None:
    first = names(search_index, "t:goblin mv=1")
    assert len(first) == PAGE_SIZE
    assert first == sorted(first, key=fold)
    second = names(search_index, "t:goblin mv=1", page=2)
    assert not set(first) & set(second)


@pytest.mark.parametrize(
    ("query", "says"),
    [
        ("foo:bar", "unknown search key foo"),
        ("is:shiny", "is: knows permanent"),
        ("mv>=three", "mv is compared with a number"),
        ("c:purple", "a color is w, u, b, r or g"),
        ("t>creature", "t takes :"),
    ],
)
def test_unknown_syntax_is_said_not_silently_empty(
    search_index: SearchIndex, query: str, says: str
) -> None:
    results = search_index.search(query)
    assert results.total == 0
    assert results.syntax_error is not None
    assert says in results.syntax_error


def test_plain_words_and_names_with_colons_are_not_syntax() -> None:
    assert not looks_like_syntax("Circle of Protection: Artifacts")
    assert not looks_like_syntax("protection from red")
    assert not looks_like_syntax("o:")  # still typing
    assert looks_like_syntax("o:populate")
    assert looks_like_syntax("mv<=2")


@pytest.mark.parametrize(
    ("query", "card"),
    [
        ("reaper king mv=10 c=wubrg", "Reaper King"),  # {2/W}… counts 2 each (CR 202.3f)
        ("kitchen finks mv=3 c=wg", "Kitchen Finks"),  # {1}{G/W}{G/W}: hybrid, both colors
        ("gitaxian probe mv=1 c=u", "Gitaxian Probe"),  # {U/P} counts 1 (CR 202.3g)
        ("fireball mv=1 c=r", "Fireball"),  # {X}{R}: X is 0 off the stack (CR 202.3e)
        ("dismember mv=3 c=b", "Dismember"),  # {1}{B/P}{B/P}
        ("dryad arbor mv=0 c=g", "Dryad Arbor"),  # no mana cost (202.3a); its indicator (202.2e)
        ("ancestral vision mv=0 c:u", "Ancestral Vision"),  # blue by its indicator (204)
    ],
)
def test_mana_value_and_colors_are_the_engines(client: TestClient, query: str, card: str) -> None:
    # Card syntax reads a cost as the engine does (issue 27 §4: no rules in the app).
    cost = corpus_card(card)
    assert cost is not None
    read = parse_cost(cost.mana_cost or "")
    assert f"mv={read.mana_value}" in query
    titles = [
        h["title"] for h in client.get("/api/v1/search", params={"q": query}).json()["results"]
    ]
    assert card in titles, query


@pytest.mark.parametrize(
    ("query", "card"),
    [
        # "Summon Jaguar" is read as its errata, a creature (the app's own check missed it).
        ("is:permanent aswan jaguar", "Aswan Jaguar"),
        ("is:permanent t:summon old fogey", "Old Fogey"),
        # A Lander is a creature type, not a land (the app's substring check took it for one).
        ("is:spell lander rizzi", "Lander Rizzi"),
        ("is:historic lander rizzi", "Lander Rizzi"),
    ],
)
def test_is_permanent_spell_and_historic_are_the_engines(
    client: TestClient, query: str, card: str
) -> None:
    # What the rules call a card (110.4, 700.6) is the engine's reading of its type line.
    body = client.get("/api/v1/search", params={"q": query}).json()
    assert card in [h["title"] for h in body["results"]], query
    page = client.get("/search", params={"q": query})
    assert card in html.unescape(page.text), query


def test_the_page_says_what_syntax_it_does_not_know(client: TestClient) -> None:
    page = client.get("/search", params={"q": "o:populate xyz:1"})
    assert page.status_code == 200
    assert "Card search can’t read" in page.text
    assert "unknown search key xyz" in page.text


def test_the_page_lists_syntax_results_and_the_help_line(client: TestClient) -> None:
    page = client.get("/search", params={"q": 't:creature o:"populate"'})
    assert "Card search:" in page.text
    assert "Nesting Dovehawk" in page.text
    assert 'id="search-help"' in page.text
    assert client.get("/search/syntax").status_code == 200


def test_the_api_reports_syntax_errors(client: TestClient) -> None:
    answer = client.get("/api/v1/search", params={"q": "is:shiny"}).json()
    assert answer["total"] == 0
    assert "is: knows" in answer["syntax_error"]
