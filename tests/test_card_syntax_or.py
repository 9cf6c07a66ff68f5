"""`or` and parentheses in card syntax (issue 30 §3), as Scryfall has them, and their bounds:
what the API and the page answer."""

from __future__ import annotations

import html

import pytest
from fastapi.testclient import TestClient

from app.reference.card_query import MAX_DEPTH, MAX_TERMS


def every_title(client: TestClient, query: str) -> set[str]:
    """Every card the API lists for the query, over all its pages."""
    first = client.get("/api/v1/search", params={"q": query})
    assert first.status_code == 200, first.text
    body = first.json()
    assert body["syntax_error"] is None
    titles = {h["title"] for h in body["results"]}
    for page in range(2, body["pages"] + 1):
        more = client.get("/api/v1/search", params={"q": query, "page": str(page)}).json()
        titles |= {h["title"] for h in more["results"]}
    assert len(titles) == body["total"]
    return titles


def test_or_in_parentheses_finds_the_cards_either_term_finds(client: TestClient) -> None:
    either = every_title(client, "t:elf (o:flying or o:reach)")
    flying = every_title(client, "t:elf o:flying")
    reach = every_title(client, "t:elf o:reach")
    assert flying - reach
    assert reach - flying
    assert either == flying | reach


def test_and_binds_tighter_than_or(client: TestClient) -> None:
    assert every_title(client, "t:elf o:flying or t:spider o:flying") == every_title(
        client, "t:elf o:flying"
    ) | every_title(client, "t:spider o:flying")
    assert every_title(client, "t:spider o:flying OR t:spider o:reach") == every_title(
        client, "t:spider (o:flying or o:reach)"
    )


def test_a_negated_group_excludes_what_it_finds(client: TestClient) -> None:
    elves = every_title(client, "t:elf t:warrior")
    flying_or_reach = every_title(client, "t:elf t:warrior (o:flying or o:reach)")
    assert flying_or_reach
    assert every_title(client, "t:elf t:warrior -(o:flying or o:reach)") == (
        elves - flying_or_reach
    )


def test_the_page_lists_the_cards_of_an_or(client: TestClient) -> None:
    page = client.get("/search", params={"q": "giant t:spider (o:flying or o:reach)"})
    assert page.status_code == 200
    text = html.unescape(page.text)
    assert "Card search:" in text
    assert "Giant Spider" in text  # reach
    page = client.get("/search", params={"q": "giant t:spider (o:trample or o:haste)"})
    assert "Giant Spider" not in html.unescape(page.text)


@pytest.mark.parametrize(
    ("query", "says"),
    [
        ("t:creature (o:flying or o:reach", "“(”: this parenthesis is never closed"),
        ("t:creature o:flying)", "“)”: no “(” opens this parenthesis"),
        ("t:creature o:flying or", "“or”: put a term on each side of it"),
        ("or t:creature", "“or”: put a term on each side of it"),
        ("t:elf or or t:goblin", "“or”: put a term on each side of it"),
        ("t:elf (o:flying or)", "“or”: put a term on each side of it"),
        ("t:elf ()", "“()”: put a term inside the parentheses"),
    ],
)
def test_unbalanced_parentheses_and_a_dangling_or_are_refused_saying_which(
    client: TestClient, query: str, says: str
) -> None:
    answer = client.get("/api/v1/search", params={"q": query})
    assert answer.status_code == 422
    assert says in answer.json()["detail"]
    page = client.get("/search", params={"q": query})
    assert page.status_code == 400
    assert says in html.unescape(page.text)


def test_parentheses_nest_at_most_max_depth_deep(client: TestClient) -> None:
    deepest = "t:elf " + "(" * MAX_DEPTH + "o:flying" + ")" * MAX_DEPTH
    assert every_title(client, deepest) == every_title(client, "t:elf o:flying")
    deeper = "t:elf " + "(" * (MAX_DEPTH + 1) + "o:flying" + ")" * (MAX_DEPTH + 1)
    answer = client.get("/api/v1/search", params={"q": deeper})
    assert answer.status_code == 422
    assert f"parentheses nest at most {MAX_DEPTH} deep" in answer.json()["detail"]
    page = client.get("/search", params={"q": deeper})
    assert page.status_code == 400
    assert f"parentheses nest at most {MAX_DEPTH} deep" in html.unescape(page.text)


def test_or_and_parentheses_are_not_terms_but_the_terms_are_bounded(client: TestClient) -> None:
    most = "(" + " or ".join(f"o:fl{'y' * n}" for n in range(MAX_TERMS)) + ")"
    assert client.get("/api/v1/search", params={"q": most}).status_code == 200
    over = most[:-1] + " or o:reach)"
    answer = client.get("/api/v1/search", params={"q": over})
    assert answer.status_code == 422
    assert f"“o:reach”: card search takes at most {MAX_TERMS} terms" in answer.json()["detail"]
