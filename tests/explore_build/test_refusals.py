"""The explorer's builder refuses clearly: a bad link or form body, errors shown beside their
fields with what was typed (issue 16, items 5 and 1), the step kept, and the engine's own bounds
(issue 27 §4)."""

from __future__ import annotations

import json
import re
from urllib.parse import parse_qs, urlencode, urlparse

from fastapi.testclient import TestClient

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
from engine.driver.scenario import parse_scenario
from engine.driver.share_links import encode_link
from tests.explore_build.forms import (
    alert,
    data_of,
    field_error,
    field_tag,
    post,
    token_of,
    with_bears,
)

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


# -- errors beside their fields, the step kept (issue 16, items 5 and 1) -----------------------


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


# -- the engine's bounds (issue 27 §4) ---------------------------------------------------------


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
