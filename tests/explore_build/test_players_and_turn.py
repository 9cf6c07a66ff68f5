"""The explorer's builder: an empty board to start from, its players (life, poison, the mana pool)
and the turn it is loaded at — each edit re-validated and opened as a new link at step 0."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from app.web.explore_edits import BuildError, mana_pool
from engine.driver.share_links import decode_link
from tests.explore_build.forms import alert, data_of, field_error, post, token_of

# -- start -------------------------------------------------------------------------------------


def test_empty_board_has_two_players_at_20_on_turn_1(client: TestClient, empty: str) -> None:
    scenario = decode_link(empty)
    assert [(p.id, p.life) for p in scenario.players] == [("A", 20), ("B", 20)]
    assert (scenario.turn.number, scenario.turn.active, scenario.turn.step) == (1, "A", "main1")
    assert scenario.objects == ()
    page = client.get("/explore", params={"s": empty, "at": 0}).text
    assert "Start an empty board" not in page
    assert 'action="/explore/build/card"' in page
    assert "500 objects" in page


def test_explorer_without_a_scenario_offers_an_empty_board(client: TestClient) -> None:
    page = client.get("/explore").text
    assert 'action="/explore/build/empty"' in page
    assert "Start an empty board" in page


# -- players -----------------------------------------------------------------------------------


def test_players_are_added_up_to_four_with_ids_a_to_d(client: TestClient, empty: str) -> None:
    token = token_of(post(client, "/explore/build/player/add", s=empty))
    token = token_of(post(client, "/explore/build/player/add", s=token))
    assert [p["id"] for p in data_of(token)["players"]] == ["A", "B", "C", "D"]
    fifth = post(client, "/explore/build/player/add", s=token)
    assert fifth.status_code == 400
    assert "at most 4 players" in alert(fifth)


def test_player_life_poison_and_mana_pool_are_set(client: TestClient, empty: str) -> None:
    token = token_of(
        post(
            client,
            "/explore/build/player",
            s=empty,
            player="B",
            life="7",
            poison="3",
            mana_pool="ggc",
        )
    )
    player = data_of(token)["players"][1]
    assert player == {"id": "B", "life": 7, "counters": {"poison": 3}, "mana_pool": "{G}{G}{C}"}
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert "7 life" in page
    assert "3 poison" in page


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"player": "A", "mana_pool": "{2}"}, "mana pool: '{2}' has a number"),
        ({"player": "A", "mana_pool": "RX"}, "mana pool: {X} is not a type of mana"),
        ({"player": "A", "life": "lots"}, "player A life: 'lots' isn't a whole number"),
        ({"player": "A", "poison": "-1"}, "player A poison counters: -1 is outside 0..10,000"),
        ({"player": "Z"}, "players: there is no player 'Z'"),
    ],
)
def test_bad_player_edits_are_refused_naming_the_field(
    client: TestClient, empty: str, fields: dict[str, str], message: str
) -> None:
    response = post(client, "/explore/build/player", s=empty, **fields)
    assert response.status_code == 400
    assert message in alert(response)
    assert "Step 0 of" in response.text  # the unchanged scenario is still shown


def test_mana_pool_accepts_symbols_or_letters() -> None:
    assert mana_pool("{R}{R}{C}") == "{R}{R}{C}"
    assert mana_pool(" w u ") == "{W}{U}"
    assert mana_pool("") == ""


@pytest.mark.parametrize("text", ["{2}", "2R", "{1}{G}"])
def test_a_number_in_the_mana_pool_says_how_generic_costs_are_paid(text: str) -> None:
    """Issue 16, item 5: a pool holds mana of a type; {2} belongs to costs (106.1, 107.4b)."""
    with pytest.raises(BuildError, match=r"a generic cost is paid with \{C\} or colored mana"):
        mana_pool(text)


def test_an_empty_pool_is_said(client: TestClient, empty: str) -> None:
    page = client.get("/explore", params={"s": empty}).text
    assert "the pool is empty" in page


# -- the turn (issue 16, item 3) ---------------------------------------------------------------


def test_the_turn_number_active_player_and_step_are_set(client: TestClient, empty: str) -> None:
    token = token_of(
        post(
            client,
            "/explore/build/turn",
            s=empty,
            form="turn",
            number="4",
            active="B",
            step="declare_attackers",
        )
    )
    assert data_of(token)["turn"] == {"number": 4, "active": "B", "step": "declare_attackers"}
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert "as loaded: player B's turn 4, declare attackers." in page
    assert re.search(r'<option value="declare_attackers" selected>declare attackers step', page)


@pytest.mark.parametrize(
    ("fields", "field_id", "message"),
    [
        (
            {"number": "0", "active": "A", "step": "main1"},
            "build-turn-number",
            "turn number: 0 is outside 1..100,000",
        ),
        (
            {"number": "2", "active": "Q", "step": "main1"},
            "build-turn-active",
            "active player: 'Q' isn't one of A, B",
        ),
        (
            {"number": "2", "active": "A", "step": "lunch"},
            "build-turn-step",
            "step: 'lunch' isn't one of untap",
        ),
    ],
)
def test_bad_turns_are_refused_beside_the_field(
    client: TestClient, empty: str, fields: dict[str, str], field_id: str, message: str
) -> None:
    response = post(client, "/explore/build/turn", s=empty, form="turn", **fields)
    assert response.status_code == 400
    assert message in field_error(response, field_id)
