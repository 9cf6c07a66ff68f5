"""The explorer's builder: spells put on the stack in list order, with X, targets and modes, and
what only loading the scenario checks."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from engine.driver.share_links import decode_link
from tests.explore_build.forms import alert, data_of, post, token_of, with_bears

# -- stack objects -----------------------------------------------------------------------------


def add(client: TestClient, token: str, name: str, zone: str, player: str = "A") -> str:
    return token_of(
        post(client, "/explore/build/card", s=token, name=name, player=player, zone=zone)
    )


def test_cards_are_put_on_the_stack_in_list_order(client: TestClient, empty: str) -> None:
    page = client.get("/explore", params={"s": empty, "at": 0}).text
    assert '<option value="stack">stack</option>' in page
    token = add(client, empty, "Lightning Bolt", "stack")
    token = add(client, token, "Shock", "stack", player="B")
    objects = data_of(token)["objects"]
    assert [(o["id"], o["zone"]) for o in objects] == [
        ("lightningbolt", "stack"),
        ("shock", "stack"),
    ]
    # The explorer's stack lists them bottom to top in list order.
    from engine import run

    output, _ = run(decode_link(token), steps=0)
    assert [s["id"] for s in output["state"]["stack"]] == ["lightningbolt", "shock"]


def test_stack_objects_get_x_and_targets(client: TestClient, empty: str) -> None:
    token = add(client, with_bears(client, empty), "Lightning Bolt", "stack")
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert 'name="targets"' in page
    assert 'name="mode"' not in page  # Lightning Bolt isn't modal
    token = token_of(
        post(
            client,
            "/explore/build/object",
            s=token,
            id="lightningbolt",
            controller="A",
            x="2",
            targets="grizzlybears",
        )
    )
    bolt = data_of(token)["objects"][1]
    assert bolt["x"] == 2
    assert bolt["targets"] == ["grizzlybears"]
    from engine import run

    output, _ = run(decode_link(token), steps=0)
    assert output["state"]["stack"][0]["targets"] == ["grizzlybears"]
    # Players are targets too; a blank X and no targets clear them.
    token = token_of(
        post(
            client,
            "/explore/build/object",
            s=token,
            id="lightningbolt",
            controller="A",
            targets="B",
        )
    )
    bolt = data_of(token)["objects"][1]
    assert "x" not in bolt
    assert bolt["targets"] == ["B"]
    token = token_of(
        post(
            client, "/explore/build/object", s=token, id="lightningbolt", controller="A", targets=""
        )
    )
    assert "targets" not in data_of(token)["objects"][1]


def test_modal_stack_objects_get_a_mode(client: TestClient, empty: str) -> None:
    token = add(client, with_bears(client, empty), "Dawn Charm", "stack")
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert 'name="mode"' in page
    assert '<option value="3">mode 3</option>' in page
    token = token_of(
        post(
            client,
            "/explore/build/object",
            s=token,
            id="dawncharm",
            controller="A",
            mode="2",
            targets="grizzlybears",
        )
    )
    charm = data_of(token)["objects"][1]
    assert (charm["mode"], charm["targets"]) == (2, ["grizzlybears"])
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert '<option value="2" selected>mode 2</option>' in page


def test_an_illegal_target_still_loads(client: TestClient, empty: str) -> None:
    """Whether a target is legal is the engine's matter: the scenario loads and runs."""
    token = add(client, empty, "Shock", "stack")
    token = add(client, token, "Forest", "battlefield")
    token = token_of(
        post(client, "/explore/build/object", s=token, id="shock", controller="A", targets="forest")
    )
    assert data_of(token)["objects"][0]["targets"] == ["forest"]
    assert client.get("/explore", params={"s": token, "at": 0}).status_code == 200


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"x": "-1"}, "object lightningbolt x: -1 is outside 0..1,000"),
        ({"x": "many"}, "object lightningbolt x: 'many' isn't a whole number"),
        ({"mode": "1"}, "object lightningbolt mode: Lightning Bolt isn't modal"),
        ({"targets": "ghost"}, "lightningbolt targets: there is no object or player 'ghost'"),
        ({"targets": " ".join(["A"] * 21)}, "object lightningbolt targets: at most 20 targets"),
    ],
)
def test_bad_stack_edits_are_refused_naming_the_field(
    client: TestClient, empty: str, fields: dict[str, str], message: str
) -> None:
    token = add(client, empty, "Lightning Bolt", "stack")
    response = post(
        client, "/explore/build/object", s=token, id="lightningbolt", controller="A", **fields
    )
    assert response.status_code == 400
    assert message in alert(response)


def test_a_mode_beyond_the_cards_modes_is_refused(client: TestClient, empty: str) -> None:
    token = add(client, empty, "Dawn Charm", "stack")
    response = post(
        client, "/explore/build/object", s=token, id="dawncharm", controller="A", mode="4"
    )
    assert response.status_code == 400
    assert "object dawncharm mode: 4 is outside 1..3" in alert(response)


def test_what_only_loading_checks_is_refused_too(client: TestClient, empty: str) -> None:
    token = add(client, empty, "Lightning Bolt", "stack")
    tapped = post(
        client, "/explore/build/object", s=token, id="lightningbolt", controller="A", tapped="on"
    )
    assert tapped.status_code == 400
    assert "objects[0]: only permanents can be tapped" in alert(tapped)
    spirit = post(
        client,
        "/explore/build/token",
        s=empty,
        name="Spirit",
        type_line="Creature — Spirit",
        power="1",
        toughness="1",
        player="A",
        zone="stack",
    )
    assert spirit.status_code == 400
    assert "objects[0].zone: only cards can be spells on the stack" in alert(spirit)
