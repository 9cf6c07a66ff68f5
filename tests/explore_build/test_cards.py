"""The explorer's builder: cards from the pool by any spelling of their name, the autocomplete's
listbox, close names offered for a name that is no card, and where a card may be put."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from app.web.card_complete import MAX_QUERY, MAX_SUGGESTIONS, name_index, suggestions
from tests.explore_build.forms import alert, data_of, post, token_of, with_bears

# -- cards -------------------------------------------------------------------------------------


def test_cards_are_added_from_the_pool_with_folded_names(client: TestClient, empty: str) -> None:
    token = with_bears(client, empty)
    token = token_of(
        post(
            client,
            "/explore/build/card",
            s=token,
            name="  GRIZZLY   bears ",
            player="B",
            zone="hand",
        )
    )
    objects = data_of(token)["objects"]
    assert objects == [
        {"id": "grizzlybears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        {"id": "grizzlybears2", "card": "Grizzly Bears", "owner": "B", "zone": "hand"},
    ]
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert "Grizzly Bears" in page
    assert "Battlefield" in page


def test_a_suggestion_button_adds_the_card_it_names(client: TestClient, empty: str) -> None:
    token = token_of(
        post(
            client,
            "/explore/build/card",
            s=empty,
            name="griz",
            pick="Grizzly Bears",
            player="A",
            zone="battlefield",
        )
    )
    assert data_of(token)["objects"][0]["card"] == "Grizzly Bears"


def test_autocomplete_lists_pool_names_as_listbox_options(client: TestClient) -> None:
    response = client.get("/explore/build/cards", params={"name": "grizzly b"})
    assert response.status_code == 200
    assert '<li id="build-card-option-1" role="option" aria-selected="false" ' in response.text
    assert 'data-value="Grizzly Bears">Grizzly Bears</li>' in response.text
    assert "1 card matches: Enter picks Grizzly Bears." in response.text
    assert 'data-query="grizzly b"' in response.text
    assert "<html" not in response.text
    nothing = client.get("/explore/build/cards", params={"name": "zzzzqq"}).text
    assert 'role="option"' not in nothing
    assert "No card matches “zzzzqq”." in nothing


def test_autocomplete_counts_its_matches_up_to_the_limit(client: TestClient) -> None:
    text = client.get("/explore/build/cards", params={"name": "e"}).text
    count = text.count('role="option"')
    assert count == min(MAX_SUGGESTIONS, len(suggestions("e")))
    assert f"{count} cards match" in text


def test_autocomplete_with_nothing_typed_lists_nothing(client: TestClient) -> None:
    for typed in ("", "   ", "!?-"):
        response = client.get("/explore/build/cards", params={"name": typed})
        assert response.status_code == 200
        assert 'role="option"' not in response.text
        assert "No card matches" not in response.text or typed.strip()


def test_autocomplete_refuses_a_query_longer_than_any_card_name(client: TestClient) -> None:
    fits = client.get("/explore/build/cards", params={"name": "x" * MAX_QUERY})
    assert fits.status_code == 200
    response = client.get("/explore/build/cards", params={"name": "x" * (MAX_QUERY + 1)})
    assert response.status_code == 400
    assert f"card name: type at most {MAX_QUERY} characters" in response.text
    assert 'role="option"' not in response.text
    assert "Cache-Control" not in response.headers


@pytest.mark.parametrize(
    "query",
    ["%00grizz", "%ED%A0%80", "%FF%FE", "gr%0Aizz", "%E2%80%AEgrizz", "name=x&name=grizz"],
)
def test_autocomplete_answers_odd_input_without_failing(client: TestClient, query: str) -> None:
    raw = query if query.startswith("name=") else f"name={query}"
    response = client.get(f"/explore/build/cards?{raw}")
    assert response.status_code in (200, 400)


def test_autocomplete_longest_card_name_fits_the_query_limit() -> None:
    assert max(len(name) for name in name_index().names) <= MAX_QUERY


def test_a_name_that_is_no_card_comes_back_with_buttons_for_what_it_may_mean(
    client: TestClient, empty: str
) -> None:
    response = post(
        client, "/explore/build/card", s=empty, name="grizzly b", player="A", zone="battlefield"
    )
    assert response.status_code == 400
    assert "Did you mean Grizzly Bears?" in alert(response)
    assert '<button type="submit" name="pick" value="Grizzly Bears"' in response.text
    assert 'value="grizzly b"' in response.text  # what was typed stays in the field


def test_the_card_field_spells_a_name_any_way_the_folding_allows(
    client: TestClient, empty: str
) -> None:
    for typed in ("grizzly bears", "GRIZZLY-BEARS", "Grizzly  Bears", "grizzlybears"):
        token = token_of(
            post(client, "/explore/build/card", s=empty, name=typed, player="A", zone="battlefield")
        )
        assert data_of(token)["objects"][0]["card"] == "Grizzly Bears"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        (
            {"name": "Grizzly Bear", "player": "A", "zone": "battlefield"},
            "card name: there is no card named 'Grizzly Bear'. Did you mean Grizzly Bears?",
        ),
        ({"name": "", "player": "A", "zone": "battlefield"}, "card name: type the name of a card"),
        (
            {"name": "Grizzly Bears", "player": "E", "zone": "battlefield"},
            "player: 'E' isn't one of A, B",
        ),
        (
            {"name": "Grizzly Bears", "player": "A", "zone": "grave"},
            "zone: 'grave' isn't one of library, hand, battlefield",
        ),
    ],
)
def test_bad_cards_are_refused_with_a_clear_message(
    client: TestClient, empty: str, fields: dict[str, str], message: str
) -> None:
    response = post(client, "/explore/build/card", s=empty, **fields)
    assert response.status_code == 400
    assert message in alert(response)


def test_unknown_card_suggests_close_names(client: TestClient, empty: str) -> None:
    response = post(
        client, "/explore/build/card", s=empty, name="Grizly Bears", player="A", zone="battlefield"
    )
    assert "Did you mean Grizzly Bears?" in alert(response)


def test_an_instant_or_sorcery_on_the_battlefield_is_refused_offering_hand_or_stack(
    client: TestClient, empty: str
) -> None:
    """110.4: an instant or sorcery can't be a permanent (304.4, 307.4); issue 31, 1."""
    for card, kind, rule in (
        ("Lightning Bolt", "an instant", "304.4"),
        ("Divination", "a sorcery", "307.4"),
    ):
        refused = post(
            client,
            "/explore/build/card",
            s=empty,
            at=0,
            form="card",
            name=card,
            player="A",
            zone="battlefield",
        )
        assert refused.status_code == 400
        assert f"{card} is {kind}" in alert(refused)
        assert f"can't be a permanent (CR 110.4, {rule})" in alert(refused)
        assert f'value="{card}"' in refused.text  # the name stays in its field
        assert f'name="instead" value="stack" class="build-pick">Put {card} on the stack' in (
            refused.text
        )
    added = post(
        client,
        "/explore/build/card",
        s=empty,
        at=0,
        form="card",
        name="Lightning Bolt",
        player="B",
        zone="battlefield",
        instead="stack",
    )
    assert data_of(token_of(added))["objects"] == [
        {"id": "lightningbolt", "card": "Lightning Bolt", "owner": "B", "zone": "stack"}
    ]
