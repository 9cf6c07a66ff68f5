"""The explorer's builder: custom tokens (colours, power and toughness, keywords) and predefined
ones (111.10) by name."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.explore_build.forms import alert, data_of, post, token_of

# -- tokens ------------------------------------------------------------------------------------


def test_custom_tokens_have_colors_power_and_keywords(client: TestClient, empty: str) -> None:
    token = token_of(
        post(
            client,
            "/explore/build/token",
            s=empty,
            name="Soldier",
            type_line="Creature - Soldier",
            colors=["W"],
            power="1",
            toughness="1",
            keywords=["Vigilance", "Flying"],
            more_keywords="ward {2}, protection from red",
            player="B",
            zone="battlefield",
        )
    )
    (obj,) = data_of(token)["objects"]
    assert obj["id"] == "soldier"
    assert obj["controller"] == "B"
    assert obj["token"] == {
        "name": "Soldier",
        "type_line": "Creature — Soldier",
        "colors": ["W"],
        "power": 1,
        "toughness": 1,
        "abilities": ["Vigilance", "Flying", "Ward {2}", "Protection from red"],
    }
    output = client.get("/explore", params={"s": token, "at": 0}).text
    assert "Soldier" in output
    assert "1/1" in output


def test_a_predefined_token_is_added_by_name(client: TestClient, empty: str) -> None:
    """Issue 14: the builder adds a predefined token (111.10) by its name."""
    page = client.get("/explore", params={"s": empty}).text
    assert '<option value="Food">Food</option>' in page
    token = token_of(
        post(
            client,
            "/explore/build/token",
            s=empty,
            predefined="Food",
            player="B",
            zone="battlefield",
        )
    )
    (obj,) = data_of(token)["objects"]
    assert (obj["id"], obj["controller"], obj["token"]["name"]) == ("food", "B", "Food Token")
    output = client.get("/explore", params={"s": token, "at": 0}).text
    assert "Sacrifice this token: You gain 3 life." in output
    refused = post(
        client, "/explore/build/token", s=empty, predefined="Snack", player="A", zone="battlefield"
    )
    assert refused.status_code == 400
    assert "predefined token: 'Snack' isn't one of Treasure, Food" in alert(refused)


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"name": "", "type_line": "Creature — Soldier"}, "token name: give a name"),
        ({"name": "X", "type_line": ""}, "token type line: give a type line"),
        ({"name": "X", "type_line": "Creature — Soldier"}, "a creature needs power and toughness"),
        ({"name": "X", "type_line": "Gizmo"}, "objects[0].token.type_line"),
        ({"name": "X", "type_line": "Artifact", "colors": "P"}, "token colors: 'P'"),
        ({"name": "X", "type_line": "Artifact", "keywords": "Soulbond"}, "unknown keyword"),
        (
            {"name": "X", "type_line": "Artifact", "more_keywords": "Wobbling"},
            "unknown keyword 'Wobbling'",
        ),
        (
            {"name": "X", "type_line": "Creature", "power": "1.5", "toughness": "1"},
            "token power: '1.5' isn't a whole number",
        ),
    ],
)
def test_bad_tokens_are_refused_naming_the_field(
    client: TestClient, empty: str, fields: dict[str, str], message: str
) -> None:
    response = post(
        client, "/explore/build/token", s=empty, player="A", zone="battlefield", **fields
    )
    assert response.status_code == 400
    assert message in alert(response)
