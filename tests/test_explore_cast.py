"""The builder's "Add and cast" (issue 31 §8): a card added to its owner's hand, its mana cost
to their pool as the scenario loads, and its cast appended — one action where adding the card,
its lands and casting it took six; the page opens at the step the cast produced."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest
from fastapi.testclient import TestClient

from tests.explore_build.forms import alert, data_of, post, token_of, with_bears


@pytest.fixture
def empty(client: TestClient) -> str:
    return token_of(client.post("/explore/build/empty", follow_redirects=False))


def _opened(client: TestClient, response: object) -> tuple[str, str]:
    """The token of the link a cast opened, and the page there; checked to be the run's end."""
    assert response.status_code == 303, response.text[:2000]  # type: ignore[attr-defined]
    location = response.headers["location"]  # type: ignore[attr-defined]
    assert location.endswith("#now")  # the step the cast produced has the eye (issue 31 §2)
    query = parse_qs(urlsplit(location).query)
    page = client.get(location.split("#")[0]).text
    position = re.search(r"Step (\d+) of (\d+)<", page)
    assert position
    assert position[1] == position[2] == query["step"][0]
    return query["s"][0], page


def test_add_and_cast_puts_the_spell_on_the_stack_paid_from_its_cost_in_the_pool(
    client: TestClient, empty: str
) -> None:
    bears = with_bears(client, empty)
    token, page = _opened(
        client,
        post(client, "/explore/build/cast", s=bears, at="0", name="giant growth", player="A"),
    )
    data = data_of(token)
    growth = data["objects"][-1]
    assert (growth["card"], growth["owner"], growth["zone"]) == ("Giant Growth", "A", "hand")
    assert data["players"][0]["mana_pool"] == "{G}"
    assert data["actions"] == [{"player": "A", "cast": growth["id"]}]
    # Its only target was taken (SCENARIO.md: one legal answer isn't asked), and it is on the
    # stack, paid.
    assert "A casts Giant Growth" in page
    assert re.search(r"Stack \(top first\)</h3>\s*<ol[^>]*>\s*<li>Giant Growth", page)
    # Player B responds the same way: B's cost goes to B's pool, the cast after A's.
    token, page = _opened(
        client,
        post(client, "/explore/build/cast", s=token, at="2", name="Lightning Bolt", player="B"),
    )
    data = data_of(token)
    assert data["players"][1]["mana_pool"] == "{R}"
    assert [a["player"] for a in data["actions"]] == ["A", "B"]
    assert "Choice for player B" in page  # which target: more than one is legal
    # Generic mana is paid with colorless, and adds to what the pool held.
    clone = post(client, "/explore/build/cast", s=token, at="0", name="Clone", player="A")
    assert data_of(_opened(client, clone)[0])["players"][0]["mana_pool"] == "{U}{G}{C}{C}{C}"


def test_what_add_and_cast_cant_do_is_refused_in_the_card_form_saying_what_to_do(
    client: TestClient, empty: str
) -> None:
    land = post(client, "/explore/build/cast", s=empty, at="0", name="Forest", player="A")
    assert land.status_code == 400
    assert "lands are played, not cast (CR 305.1)" in alert(land)
    fireball = post(client, "/explore/build/cast", s=empty, at="0", name="Fireball", player="A")
    assert fireball.status_code == 400
    assert "cost has {X}, which a mana pool can't hold" in alert(fireball)
    # The engine refusing the cast (a sorcery on another player's turn, 307.1) is said, and
    # the scenario is unchanged.
    sorcery = post(
        client, "/explore/build/cast", s=empty, at="0", name="Divination", player="B", form="card"
    )
    assert sorcery.status_code == 400
    assert "cast: the engine refuses it:" in alert(sorcery)
    assert "307.1" in alert(sorcery)
    # The refusal is in the card form, above its buttons (issue 31 §2).
    form = sorcery.text.split('action="/explore/build/card"', 1)[1].split("</form>", 1)[0]
    assert 'id="build-error"' in form
