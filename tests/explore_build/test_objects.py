"""The explorer's builder: an object's controller, status, damage, counters and attachment, its
name stickers, a Clone loaded as a copy, and removing an object."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from app.web.explore_edits import new_id
from engine.driver.scenario import RESERVED_ID, parse_scenario
from engine.driver.share_links import encode_link
from tests.explore_build.forms import alert, data_of, field_error, post, token_of, with_bears

# -- object edits ------------------------------------------------------------------------------


def test_objects_are_edited(client: TestClient, empty: str) -> None:
    token = with_bears(client, empty)
    token = token_of(
        post(
            client,
            "/explore/build/token",
            s=token,
            name="Aura",
            type_line="Enchantment",
            player="A",
            zone="battlefield",
        )
    )
    token = token_of(
        post(
            client,
            "/explore/build/object",
            s=token,
            id="grizzlybears",
            controller="B",
            tapped="on",
            summoning_sick="on",
            damage="1",
            plus1="2",
            minus1="1",
            stun="1",
        )
    )
    token = token_of(
        post(
            client,
            "/explore/build/object",
            s=token,
            id="aura",
            controller="A",
            attached_to="grizzlybears",
        )
    )
    bears, aura = data_of(token)["objects"]
    assert bears["owner"] == "A"  # the owner stays when the controller changes
    assert bears["controller"] == "B"
    assert bears["tapped"] is True
    assert bears["summoning_sick"] is True
    assert bears["damage"] == 1
    assert bears["counters"] == {"+1/+1": 2, "-1/-1": 1, "stun": 1}
    assert aura["attached_to"] == "grizzlybears"
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert "tapped" in page
    assert "attached to Grizzly Bears" in page
    board = page.split('id="explorer-inner"')[1].split('class="build')[0]
    assert "grizzlybears" not in board.replace('value="grizzlybears"', "")
    # Unchecked boxes and zero counters clear them again.
    token = token_of(
        post(
            client, "/explore/build/object", s=token, id="grizzlybears", controller="B", damage="0"
        )
    )
    bears = data_of(token)["objects"][0]
    assert "tapped" not in bears
    assert "counters" not in bears


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"id": "nope", "controller": "A"}, "objects: there is no object 'nope'"),
        ({"id": "grizzlybears", "controller": "Q"}, "controller: 'Q' isn't one of A, B"),
        ({"id": "grizzlybears", "controller": "A", "damage": "-2"}, "damage: -2 is outside"),
        ({"id": "grizzlybears", "controller": "A", "stun": "99999"}, "stun counters: 99999"),
        (
            {"id": "grizzlybears", "controller": "A", "attached_to": "grizzlybears"},
            "can't be attached to itself",
        ),
        (
            {"id": "grizzlybears", "controller": "A", "attached_to": "ghost"},
            "no object or player 'ghost'",
        ),
    ],
)
def test_bad_object_edits_are_refused(
    client: TestClient, empty: str, fields: dict[str, str], message: str
) -> None:
    response = post(client, "/explore/build/object", s=with_bears(client, empty), **fields)
    assert response.status_code == 400
    assert message in alert(response)


def test_objects_are_removed_and_attachments_to_them_cleared(
    client: TestClient, empty: str
) -> None:
    token = with_bears(client, empty)
    token = token_of(
        post(
            client,
            "/explore/build/token",
            s=token,
            name="Aura",
            type_line="Enchantment",
            player="A",
            zone="battlefield",
        )
    )
    token = token_of(
        post(
            client,
            "/explore/build/object",
            s=token,
            id="aura",
            controller="A",
            attached_to="grizzlybears",
        )
    )
    token = token_of(post(client, "/explore/build/object/remove", s=token, id="grizzlybears"))
    assert data_of(token)["objects"] == [
        {
            "id": "aura",
            "token": {"name": "Aura", "type_line": "Enchantment", "colors": []},
            "owner": "A",
            "controller": "A",
            "zone": "battlefield",
        },
    ]
    missing = post(client, "/explore/build/object/remove", s=token, id="grizzlybears")
    assert missing.status_code == 400


def test_generated_ids_are_lowercase_unique_and_never_reserved() -> None:
    used = {"A", "B", "soldier"}
    assert new_id("Soldier", used) == "soldier2"
    assert new_id("T", set()) == "objt"
    assert new_id("Æther Vial", set()) == "aethervial"
    assert new_id("1/1 token", set()) == "obj11token"
    for name in ("t", "c", "a", "T1", "c2", "!!!"):
        made = new_id(name, {"objt", "objt2"})
        assert re.fullmatch(r"[a-z][a-z0-9]*", made)
        assert not RESERVED_ID.match(made)


# -- stickers ----------------------------------------------------------------------------------


def test_name_stickers_are_added_and_removed(client: TestClient, empty: str) -> None:
    token = with_bears(client, empty)
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert 'action="/explore/build/sticker"' in page
    assert "Sticker words" in page
    token = token_of(
        post(
            client,
            "/explore/build/sticker",
            s=token,
            id="grizzlybears",
            words="Guacamole",
            position="0",
        )
    )
    token = token_of(
        post(
            client,
            "/explore/build/sticker",
            s=token,
            id="grizzlybears",
            words="  Very   Fast ",
            position="2",
        )
    )
    assert data_of(token)["objects"][0]["stickers"] == [
        {"words": "Guacamole"},  # position 0 is the default, left out of the link
        {"words": "Very Fast", "position": 2},
    ]
    # The explorer shows the name with its stickers (CR 123.6c), and each sticker to remove.
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert "Guacamole Grizzly Very Fast Bears" in page
    assert "Remove sticker “Guacamole”" in page
    token = token_of(
        post(client, "/explore/build/sticker/remove", s=token, id="grizzlybears", sticker="1")
    )
    assert data_of(token)["objects"][0]["stickers"] == [{"words": "Very Fast", "position": 2}]
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert "Grizzly Bears Very Fast" in page
    assert "Remove sticker “Guacamole”" not in page
    assert "Guacamole Grizzly" not in page
    token = token_of(
        post(client, "/explore/build/sticker/remove", s=token, id="grizzlybears", sticker="1")
    )
    assert "stickers" not in data_of(token)["objects"][0]


@pytest.mark.parametrize(
    ("path", "fields", "message"),
    [
        (
            "/explore/build/sticker",
            {"id": "grizzlybears", "words": " "},
            "object grizzlybears sticker words: give 1 to 60 characters",
        ),
        (
            "/explore/build/sticker",
            {"id": "grizzlybears", "words": "x" * 61},
            "sticker words: give 1 to 60 characters",
        ),
        (
            "/explore/build/sticker",
            {"id": "grizzlybears", "words": "Big", "position": "21"},
            "sticker position: 21 is outside 0..20",
        ),
        (
            "/explore/build/sticker",
            {"id": "grizzlybears", "words": "Big", "position": "two"},
            "sticker position: 'two' isn't a whole number",
        ),
        ("/explore/build/sticker", {"id": "ghost", "words": "Big"}, "there is no object 'ghost'"),
        (
            "/explore/build/sticker/remove",
            {"id": "grizzlybears", "sticker": "1"},
            "object grizzlybears stickers: it has no stickers",
        ),
    ],
)
def test_bad_stickers_are_refused_naming_the_field(
    client: TestClient, empty: str, path: str, fields: dict[str, str], message: str
) -> None:
    response = post(client, path, s=with_bears(client, empty), **fields)
    assert response.status_code == 400
    assert message in alert(response)


def test_an_object_holds_at_most_ten_stickers(client: TestClient, empty: str) -> None:
    token = with_bears(client, empty)
    for n in range(10):
        token = token_of(
            post(client, "/explore/build/sticker", s=token, id="grizzlybears", words=f"W{n}")
        )
    response = post(client, "/explore/build/sticker", s=token, id="grizzlybears", words="More")
    assert response.status_code == 400
    assert "at most 10 stickers" in alert(response)
    wrong = post(client, "/explore/build/sticker/remove", s=token, id="grizzlybears", sticker="11")
    assert wrong.status_code == 400
    assert "sticker: 11 is outside 1..10" in alert(wrong)


# -- loaded copies (issue 16, item 3) ----------------------------------------------------------


def clone_board(client: TestClient) -> str:
    scenario = {
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"active": "A"},
        "objects": [
            {"id": "orn", "card": "Ornithopter", "owner": "B", "zone": "battlefield"},
            {"id": "sylex", "card": "Golgothian Sylex", "owner": "A", "zone": "battlefield"},
            {"id": "clone", "card": "Clone", "owner": "A", "zone": "battlefield"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        ],
    }
    return encode_link(parse_scenario(scenario))


def test_a_clone_on_the_battlefield_is_loaded_as_a_copy_of_the_chosen_object(
    client: TestClient,
) -> None:
    token = clone_board(client)
    page = client.get("/explore", params={"s": token, "at": 0}).text
    # Offered for the Clone only, listing the other permanents.
    assert page.count('name="copy_of"') == 1
    assert re.search(r'<select id="bo-3-copy" name="copy_of"', page)
    copied = token_of(
        post(client, "/explore/build/object", s=token, id="clone", controller="A", copy_of="orn")
    )
    assert data_of(copied)["objects"][2]["copy_of"] == "orn"
    board = client.get("/explore", params={"s": copied, "at": 0}).text
    assert re.search(r'<option value="orn" selected>Ornithopter</option>', board)
    assert "copy of" in board
    # Choosing nothing makes it itself again; removing the original clears the choice.
    itself = token_of(
        post(client, "/explore/build/object", s=copied, id="clone", controller="A", copy_of="")
    )
    assert "copy_of" not in data_of(itself)["objects"][2]
    removed = token_of(post(client, "/explore/build/object/remove", s=copied, id="orn"))
    assert "copy_of" not in data_of(removed)["objects"][1]


def test_a_copy_its_ability_cant_make_is_refused_beside_the_field(client: TestClient) -> None:
    response = post(
        client,
        "/explore/build/object",
        s=clone_board(client),
        form="object-clone",
        id="clone",
        controller="A",
        copy_of="sylex",
    )
    assert response.status_code == 400
    message = field_error(response, "bo-3-copy")
    assert "Clone can't copy Golgothian Sylex: it isn't a creature" in message
    assert re.search(r'<option value="sylex" selected>', response.text)
    bears = post(
        client,
        "/explore/build/object",
        s=clone_board(client),
        id="bears",
        controller="A",
        copy_of="orn",
    )
    assert bears.status_code == 400
    assert "only a card that enters as a copy" in alert(bears)
