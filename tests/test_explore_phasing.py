"""The builder's last two controls of issue 31 §4, each writing a field of the scenario format
(docs/scenario-format.md) and shown on the board: a permanent phased out (702.26b) and the
players dealt damage this turn before the scenario's moment (120.3; bloodthirst asks it,
702.54a)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from tests.explore_build.forms import data_of, post, token_of
from tests.test_explore_judge_controls import BEARS, _token

WRATH: dict[str, Any] = {
    **BEARS,
    "players": [{"id": "A", "mana_pool": "{W}{W}{C}{C}"}, {"id": "B"}],
    "objects": [
        *BEARS["objects"],
        {"id": "wrath", "card": "Wrath of God", "owner": "A", "zone": "hand"},
    ],
    "actions": [{"player": "A", "cast": "wrath"}, {"resolve": "stack"}],
}


def _phase(client: TestClient, s: str, **fields: str) -> str:
    base = {"s": s, "at": "0", "id": "bears", "form": "object-bears", "controller": "A"}
    return token_of(post(client, "/explore/build/object", **base, phased_out_shown="1", **fields))


def _board(page: str) -> str:
    """The board of an explorer page: from the turn bar to the share section."""
    return page.split('<div class="board">', 1)[1].split('<section class="share"', 1)[0]


def test_a_permanent_is_phased_out_from_its_form_and_in_again(client: TestClient) -> None:
    s = _token({**BEARS, "objects": [*BEARS["objects"], WRATH["objects"][2]]})
    page = client.get(f"/explore?s={s}").text
    # The box is offered for the two permanents on the battlefield, not for the card in hand.
    assert page.count('name="phased_out"') == 2
    out = _phase(client, s, phased_out="on")
    assert data_of(out)["objects"][0]["phased_out"] is True
    back = _phase(client, out)
    assert "phased_out" not in data_of(back)["objects"][0]


def test_the_board_says_a_permanent_is_phased_out_and_a_wrath_passes_it_by(
    client: TestClient,
) -> None:
    """702.26b: treated as though it doesn't exist — Wrath of God destroys the Elves beside it,
    not the phased-out Bears, which the board still shows on the battlefield (702.26d)."""
    s = _phase(client, _token(WRATH), phased_out="on")
    board = _board(client.get(f"/explore?s={s}").text)
    bears = board.split("Grizzly Bears", 1)[1].split("</li>", 1)[0]
    assert "<strong>Phased out</strong>: treated as though it doesn't exist" in bears
    assert "player A's untap step" in bears
    assert 'class="object phased-out"' in board
    battlefield, graveyard = board.split("Graveyard", 1)
    assert "Grizzly Bears" in battlefield
    assert "Llanowar Elves" in graveyard
    assert "Llanowar Elves" not in battlefield


def test_players_dealt_damage_this_turn_are_set_in_the_turn_form(client: TestClient) -> None:
    s = _token(BEARS)
    page = client.get(f"/explore?s={s}").text
    assert "Players dealt damage this turn, before this moment" in page
    fields = {"s": s, "at": "0", "form": "turn", "number": "3", "active": "A", "step": "main1"}
    damaged = token_of(
        post(client, "/explore/build/turn", **fields, damaged_shown="1", **{"damaged-B": "on"})
    )
    assert data_of(damaged)["turn"]["players_dealt_damage"] == ["B"]
    board = _board(client.get(f"/explore?s={damaged}").text)
    player_b = board.split("<strong>Player B</strong>", 1)[1].split("</div>", 1)[0]
    player_a = board.split("<strong>Player A</strong>", 1)[1].split("</div>", 1)[0]
    assert "dealt damage this turn" in player_b
    assert "dealt damage this turn" not in player_a
    again = {**fields, "s": damaged, "damaged_shown": "1"}
    cleared = token_of(post(client, "/explore/build/turn", **again))
    assert "players_dealt_damage" not in data_of(cleared)["turn"]
