"""The explorer's builder: start empty, players, cards from the pool, tokens, object edits,
download and upload — each edit re-validated and opened as a new link at step 0."""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any
from urllib.parse import parse_qs, urlencode, urlparse

import pytest
from fastapi.testclient import TestClient

from app.web.card_complete import MAX_QUERY, MAX_SUGGESTIONS, name_index, suggestions
from app.web.explore_edits import BuildError, mana_pool, new_id
from engine import (
    MAX_COUNTERS,
    MAX_DAMAGE,
    MAX_LIFE,
    MAX_NAME,
    MAX_POOL_TEXT,
    MAX_PT,
    MAX_STICKER_POSITION,
    MAX_STICKER_WORDS,
    MAX_TURN,
    MAX_TYPE_LINE,
)
from engine.driver.scenario import RESERVED_ID, parse_scenario
from engine.driver.share_links import MAX_INFLATED_BYTES, decode_link, encode_link


def token_of(response: Any) -> str:
    assert response.status_code == 303, response.text[:2000]
    location = response.headers["location"]
    query = parse_qs(urlparse(location).query)
    assert location.startswith("/explore?")
    assert query["step"] == ["0"]
    return query["s"][0]


def data_of(token: str) -> dict[str, Any]:
    return decode_link(token).to_data()


def alert(response: Any) -> str:
    found = re.search(r'id="build-error">(.*?)</p>', response.text, re.S)
    assert found, response.text[:3000]
    return found.group(1).replace("&#39;", "'").replace("&#34;", '"')


@pytest.fixture
def empty(client: TestClient) -> str:
    return token_of(client.post("/explore/build/empty", follow_redirects=False))


def post(client: TestClient, path: str, **fields: Any) -> Any:
    return client.post(
        path,
        content=urlencode(fields, doseq=True),
        headers={"content-type": "application/x-www-form-urlencoded"},
        follow_redirects=False,
    )


def with_bears(client: TestClient, token: str) -> str:
    return token_of(
        post(
            client,
            "/explore/build/card",
            s=token,
            name="Grizzly Bears",
            player="A",
            zone="battlefield",
        )
    )


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
        ({"name": "X", "type_line": "Artifact", "keywords": "Banding"}, "unknown keyword"),
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


# -- bad requests ------------------------------------------------------------------------------


def test_edits_of_a_bad_link_open_the_explorer_with_the_reason(client: TestClient) -> None:
    response = post(client, "/explore/build/player/add", s="v1.@@@")
    assert response.status_code == 400
    assert "isn&#39;t valid base64url" in response.text
    missing = post(client, "/explore/build/player/add")
    assert missing.status_code == 400
    assert "didn&#39;t say which scenario" in missing.text


def test_htmx_errors_return_the_explorer_fragment(client: TestClient, empty: str) -> None:
    response = client.post(
        "/explore/build/card",
        content=urlencode({"s": empty, "name": "Nothing", "player": "A", "zone": "hand"}),
        headers={"content-type": "application/x-www-form-urlencoded", "hx-request": "true"},
        follow_redirects=False,
    )
    assert response.status_code == 400
    assert 'id="explorer-inner"' in response.text
    assert "<html" not in response.text


def test_unreadable_form_bodies_are_refused(client: TestClient, empty: str) -> None:
    response = client.post(
        "/explore/build/player/add",
        content=json.dumps({"s": empty}),
        headers={"content-type": "application/json"},
        follow_redirects=False,
    )
    assert response.status_code == 400
    assert "send it as a web form" in alert(response)
    many = client.post(
        "/explore/build/player/add",
        content="&".join(f"f{i}=1" for i in range(100)),
        headers={"content-type": "application/x-www-form-urlencoded"},
        follow_redirects=False,
    )
    assert many.status_code == 400


# -- download and upload -----------------------------------------------------------------------


def test_download_gives_the_scenario_as_a_json_attachment(client: TestClient, empty: str) -> None:
    token = with_bears(client, empty)
    response = client.get("/explore/build/download", params={"s": token})
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/json")
    assert response.headers["content-disposition"] == 'attachment; filename="scenario.json"'
    assert parse_scenario(response.json()) == decode_link(token)
    page = client.get("/explore", params={"s": token, "at": 0}).text
    assert "/explore/build/download?s=" in page
    bad = client.get("/explore/build/download", params={"s": "v9.x"})
    assert bad.status_code == 400
    assert "unknown link version" in bad.text


def test_download_is_named_after_the_title(client: TestClient) -> None:
    data = {
        "title": "Populate: the token, not its counters!",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"active": "A"},
    }
    response = client.get(
        "/explore/build/download", params={"s": encode_link(parse_scenario(data))}
    )
    assert (
        'filename="populate-the-token-not-its-counters.json"'
        in response.headers["content-disposition"]
    )


def test_upload_of_pasted_json_opens_it(client: TestClient, empty: str) -> None:
    scenario = {
        "players": [{"id": "A", "life": 3}, {"id": "B"}, {"id": "C"}],
        "turn": {"active": "C", "number": 4},
        "example": {"x": 1},
    }
    token = token_of(post(client, "/explore/build/upload", s=empty, scenario=json.dumps(scenario)))
    loaded = decode_link(token)
    assert [p.id for p in loaded.players] == ["A", "B", "C"]
    assert loaded.turn.active == "C"


def test_upload_of_a_file_as_multipart_opens_it(client: TestClient, empty: str) -> None:
    body = json.dumps(
        {"players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "B"}, "title": "Från filen ’x’"}
    ).encode()
    response = client.post(
        "/explore/build/upload",
        data={"s": empty, "scenario": ""},
        files={"file": ("board.json", body, "application/json")},
        follow_redirects=False,
    )
    loaded = decode_link(token_of(response))
    assert loaded.turn.active == "B"
    assert loaded.title == "Från filen ’x’"


@pytest.mark.parametrize(
    ("text", "message", "status"),
    [
        ("", "upload: choose a JSON file or paste a scenario", 400),
        ("{not json", "upload: not valid JSON: Expecting property name", 400),
        ("[1, 2]", "upload: the scenario doesn't load: a scenario is a JSON object", 400),
        (
            '{"players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},'
            ' "objects": [{"id": "x", "card": "Grizzly Bears", "owner": "A", "zone": "grave"}]}',
            "objects[0].zone: unknown zone 'grave'",
            400,
        ),
        ('{"players": [{"id": "A"}], "turn": {"active": "A"}}', "players", 400),
        (
            '{"players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},'
            ' "objects": [{"id": "t1", "card": "Grizzly Bears", "owner": "A", "zone": "hand"}]}',
            "objects[0].id",
            400,
        ),
        ('"' + "x" * (MAX_INFLATED_BYTES + 10) + '"', "the limit is 256 KiB", 400),
    ],
)
def test_bad_uploads_open_the_explorer_with_a_message(
    client: TestClient, empty: str, text: str, message: str, status: int
) -> None:
    response = post(client, "/explore/build/upload", s=empty, scenario=text)
    assert response.status_code == status
    assert message in alert(response)
    assert "Step 0 of" in response.text


def test_upload_without_a_scenario_link_falls_back_to_an_empty_board(client: TestClient) -> None:
    response = post(client, "/explore/build/upload", scenario="{")
    assert response.status_code == 400
    assert "not valid JSON" in alert(response)
    assert "Player A" in response.text


def test_uploads_too_large_for_a_share_link_are_refused(client: TestClient, empty: str) -> None:
    # Hash-named tokens don't compress, so the link outgrows its limit before the file does.
    objects = [
        {
            "id": f"o{i}",
            "token": {"name": hashlib.sha256(str(i).encode()).hexdigest(), "type_line": "Artifact"},
            "controller": "A",
            "zone": "battlefield",
        }
        for i in range(400)
    ]
    scenario = {"players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "objects": objects}
    response = post(client, "/explore/build/upload", s=empty, scenario=json.dumps(scenario))
    assert response.status_code == 400
    assert "share link would be" in alert(response)


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


# -- errors beside their fields, the step kept (issue 16, items 5 and 1) -----------------------


def field_error(response: Any, field_id: str) -> str:
    """The message shown beside the field `field_id`, which must point to it as invalid."""
    found = re.search(
        rf'<span class="field-error" id="{field_id}-error">(.*?)</span>', response.text
    )
    assert found, response.text[:3000]
    field = re.search(rf'<[a-z]+ id="{field_id}"[^>]*>', response.text)
    assert field, field_id
    assert 'aria-invalid="true"' in field.group(0)
    assert f"{field_id}-error" in field.group(0)
    return found.group(1).replace("&#39;", "'").replace("&#34;", '"')


def field_tag(response: Any, field_id: str) -> str:
    found = re.search(rf'<[a-z]+ id="{field_id}"[^>]*>', response.text)
    assert found, field_id
    return found.group(0)


def test_a_refused_mana_pool_is_shown_beside_its_field_with_what_was_typed(
    client: TestClient, empty: str
) -> None:
    response = post(
        client,
        "/explore/build/player",
        s=empty,
        form="player-B",
        player="B",
        life="12",
        poison="1",
        mana_pool="2U",
    )
    assert response.status_code == 400
    assert "'2U' has a number" in field_error(response, "bp-2-mana")
    assert 'value="2U"' in field_tag(response, "bp-2-mana")
    assert 'value="12"' in field_tag(response, "bp-2-life")
    # The other fields and the other player's form are as the scenario has them.
    assert "aria-invalid" not in field_tag(response, "bp-2-life")
    assert 'value="20"' in field_tag(response, "bp-1-life")
    assert "bp-1-mana-error" not in response.text


def test_a_refused_token_keeps_its_fields_and_marks_the_wrong_one(
    client: TestClient, empty: str
) -> None:
    response = post(
        client,
        "/explore/build/token",
        s=empty,
        form="token",
        name="Soldier",
        type_line="",
        colors=["W", "G"],
        power="1",
        toughness="1",
        keywords=["Vigilance"],
        player="B",
        zone="battlefield",
    )
    assert response.status_code == 400
    assert "token type line: give a type line" in field_error(response, "build-token-type")
    assert 'value="Soldier"' in field_tag(response, "build-token-name")
    assert 'value="1"' in field_tag(response, "build-token-power")
    checked = re.findall(
        r'<input type="checkbox" name="(colors|keywords)" value="([^"]+)" checked>', response.text
    )
    assert checked == [("colors", "W"), ("colors", "G"), ("keywords", "Vigilance")]
    assert re.search(r'<option value="B" selected>B</option>', response.text)


def test_a_refused_object_edit_opens_its_form_with_the_error_beside_the_targets(
    client: TestClient, empty: str
) -> None:
    token = token_of(
        post(
            client, "/explore/build/card", s=empty, name="Lightning Bolt", player="A", zone="stack"
        )
    )
    response = post(
        client,
        "/explore/build/object",
        s=token,
        form="object-lightningbolt",
        id="lightningbolt",
        controller="A",
        targets="nobody",
    )
    assert response.status_code == 400
    assert "there is no object or player 'nobody'" in field_error(response, "bo-1-targets")
    assert 'value="nobody"' in field_tag(response, "bo-1-targets")
    assert '<details id="build-object-lightningbolt" open>' in response.text


def test_an_htmx_refusal_shows_the_error_beside_the_field_too(
    client: TestClient, empty: str
) -> None:
    response = client.post(
        "/explore/build/player",
        content=urlencode({"s": empty, "form": "player-A", "player": "A", "mana_pool": "{2}"}),
        headers={"content-type": "application/x-www-form-urlencoded", "hx-request": "true"},
        follow_redirects=False,
    )
    assert response.status_code == 400
    assert "has a number" in field_error(response, "bp-1-mana")
    assert 'value="{2}"' in field_tag(response, "bp-1-mana")


SYLEX = {
    "players": [{"id": "A", "mana_pool": "{C}"}, {"id": "B"}],
    "turn": {"active": "A"},
    "objects": [
        {"id": "sylex", "card": "Golgothian Sylex", "owner": "A", "zone": "battlefield"},
        {"id": "orn", "card": "Ornithopter", "owner": "B", "zone": "battlefield"},
    ],
    "actions": [{"player": "A", "activate": "sylex", "ability": 1}, {"resolve": "stack"}],
}


def test_an_edit_keeps_the_step_shown_or_goes_to_the_end_of_a_shorter_run(
    client: TestClient,
) -> None:
    token = encode_link(parse_scenario(SYLEX))
    total = int(
        re.findall(r"Step \d+ of (\d+)", client.get("/explore", params={"s": token}).text)[0]
    )
    kept = post(client, "/explore/build/player", s=token, at="3", player="B", life="5")
    assert kept.status_code == 303
    assert parse_qs(urlparse(kept.headers["location"]).query)["step"] == ["3"]
    # Without the mana, the activation is refused at once: the run is one step long.
    short = post(client, "/explore/build/player", s=token, at=str(total), player="A", mana_pool="")
    query = parse_qs(urlparse(short.headers["location"]).query)
    page = client.get("/explore", params={"s": query["s"][0], "step": query["step"][0]}).text
    assert re.search(r"Step (\d+) of \1<", page)
    assert int(query["step"][0]) < total
    # A refused edit shows the unchanged scenario at the step shown.
    refused = post(client, "/explore/build/player", s=token, at="3", player="A", mana_pool="9")
    assert refused.status_code == 400
    assert f"Step 3 of {total}" in refused.text
    assert "step=3" in refused.headers["hx-replace-url"]


# -- the turn and loaded copies (issue 16, item 3) ---------------------------------------------


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


def test_the_builders_bounds_are_the_engines(client: TestClient, empty: str) -> None:
    # The forms check the scenario format's own bounds, imported from the engine (issue 27 §4):
    # a form takes what the engine loads and refuses one more, naming the engine's bound.
    bears = with_bears(client, empty)
    edits = [
        ("/explore/build/player", {"player": "A"}, "life", MAX_LIFE, f"{MAX_LIFE:,}"),
        (
            "/explore/build/object",
            {"id": "grizzlybears", "controller": "A"},
            "damage",
            MAX_DAMAGE,
            f"{MAX_DAMAGE:,}",
        ),
        (
            "/explore/build/object",
            {"id": "grizzlybears", "controller": "A"},
            "stun",
            MAX_COUNTERS,
            f"{MAX_COUNTERS:,}",
        ),
        (
            "/explore/build/sticker",
            {"id": "grizzlybears", "words": "Big"},
            "position",
            MAX_STICKER_POSITION,
            f"{MAX_STICKER_POSITION}",
        ),
    ]
    for path, fields, field, bound, said in edits:
        token = token_of(post(client, path, s=bears, **fields, **{field: str(bound)}))
        parse_scenario(data_of(token))  # the engine loads what the form made
        refused = post(client, path, s=bears, **fields, **{field: str(bound + 1)})
        assert refused.status_code == 400, field
        assert said in alert(refused), field
    words = post(
        client,
        "/explore/build/sticker",
        s=bears,
        id="grizzlybears",
        words="x" * (MAX_STICKER_WORDS + 1),
    )
    assert f"give 1 to {MAX_STICKER_WORDS} characters" in alert(words)
    name = post(
        client,
        "/explore/build/token",
        s=empty,
        name="x" * (MAX_NAME + 1),
        type_line="Creature",
        player="A",
        zone="battlefield",
    )
    assert f"give a name of 1 to {MAX_NAME} characters" in alert(name)


def test_the_builders_inputs_state_the_engines_bounds(client: TestClient, empty: str) -> None:
    # The inputs' min, max and maxlength are the engine's bounds (issue 27 §4), not literals.
    page = client.get("/explore", params={"s": with_bears(client, empty), "at": 0}).text

    def bounds(name: str) -> tuple[str | None, str | None]:
        tag = re.search(rf'<input [^>]*name="{name}"[^>]*>', page)
        assert tag, name
        low = re.search(r' min="(-?\d+)"', tag.group(0))
        high = re.search(r' (?:max|maxlength)="(\d+)"', tag.group(0))
        return (low.group(1) if low else None, high.group(1) if high else None)

    assert bounds("life") == (str(-MAX_LIFE), str(MAX_LIFE))
    assert bounds("number") == ("1", str(MAX_TURN))
    assert bounds("damage") == ("0", str(MAX_DAMAGE))
    assert bounds("stun") == ("0", str(MAX_COUNTERS))
    assert bounds("power") == (str(-MAX_PT), str(MAX_PT))
    assert bounds("type_line") == (None, str(MAX_TYPE_LINE))
    assert bounds("mana_pool") == (None, str(MAX_POOL_TEXT))
    assert bounds("words") == (None, str(MAX_STICKER_WORDS))
    assert bounds("position") == ("0", str(MAX_STICKER_POSITION))


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
