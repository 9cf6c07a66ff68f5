"""Explorer: the "order your triggered abilities" form (603.3b) grows linearly with the triggers
(issue 26 §1) — one position field per trigger, named by what it says, with the engine's order
filled in — and the order answered through it is the order played; a bad order is a 400 naming
the field. With more triggers than a form can number, identical ones are grouped, and past the
cap the rest follow the numbered ones."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html import unescape
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.settings import ROOT, Settings
from app.web import explore_order
from app.web.explore_order import MAX_ORDER_FIELDS
from app.web.explore_play import MAX_FORM_FIELDS
from engine import decode_link, encode_link, parse_scenario

#: The bound stated in the README for any explorer page, here one ordering 1,000 triggers
#: (116 MB before issue 26).
PAGE_BOUND = 1_000_000

GAIN = {"op": "gain_life", "amount": 1}
WATCHER = {
    "name": "Watcher",
    "mana_cost": "{1}{U}",
    "type_line": "Enchantment",
    "abilities": [
        {
            "kind": "triggered",
            "trigger": {
                "event": "enters",
                "scope": "you_control",
                "filter": {"types": ["Creature"]},
            },
            "effects": [GAIN],
            "text": "Whenever a creature you control enters, you gain 1 life.",
        }
    ],
}
#: A token with a trigger of its own: n of them entering make n triggers that read differently
#: ("Soldier's ability", "Soldier #2's ability", …).
SOLDIER = {
    "name": "Soldier",
    "type_line": "Creature — Soldier",
    "colors": ["W"],
    "power": 1,
    "toughness": 1,
    "abilities": [
        {
            "kind": "triggered",
            "trigger": {"event": "enters", "scope": "self"},
            "effects": [GAIN],
            "text": "When this creature enters, you gain 1 life.",
        }
    ],
}
PLAIN_SOLDIER = {
    "name": "Soldier",
    "type_line": "Creature — Soldier",
    "colors": ["W"],
    "power": 1,
    "toughness": 1,
}
FIELD = re.compile(r'<input id="order-\d+" type="number" name="(pos-[^"]+)" value="(\d+)"')


@pytest.fixture(scope="module")
def roomy(tmp_path_factory: pytest.TempPathFactory, index_path: Path) -> Iterator[TestClient]:
    """An app whose runs may take a minute: a run of 1,000 triggers takes about 1 s of CPU,
    and these tests are about the page, not about how busy the machine running them is."""
    settings = Settings(
        index_path=index_path,
        store_dir=tmp_path_factory.mktemp("links"),
        engine_workers=1,
        run_max_seconds=60,
        engine_queue_seconds=60,
    )
    with TestClient(create_app(settings)) as client:
        yield client


def many_triggers(n: int, *, watched: bool = True) -> str:
    """`n` tokens enter at once: under A's Watcher (n identical triggers), or each with its own
    trigger (`watched=False`: n triggers, each from another Soldier); A orders them (603.3b)."""
    token = PLAIN_SOLDIER if watched else SOLDIER
    muster = {
        "name": "Muster",
        "mana_cost": "{U}",
        "type_line": "Sorcery",
        "effects": [{"op": "create_token", "count": n, "token": token}],
        "oracle": f"Create {n} 1/1 white Soldier creature tokens.",
    }
    objects = [{"id": "m", "card": "Muster", "owner": "A", "zone": "hand"}]
    if watched:
        objects.append({"id": "watch", "card": "Watcher", "owner": "A", "zone": "battlefield"})
    data = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": "{U}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "cards": [WATCHER, muster],
        "objects": objects,
        "actions": [{"player": "A", "cast": "m"}, {"resolve": "stack"}],
        # About 1 s of CPU for 1,000 tokens; on a loaded test machine the default 5 s budget
        # could stop the run before the question, and these tests are about the page.
        "limits": {"max_seconds": 60},
    }
    return encode_link(parse_scenario(data))


def two_to_order() -> str:
    """Two of A's triggers waiting for A to order them (the e2e choice scenario, unanswered)."""
    path = ROOT / "tests" / "scenarios" / "trigger_order_then_targets.json"
    data = json.loads(path.read_text("utf-8"))
    data.pop("choices")
    data.pop("expect")
    return encode_link(parse_scenario(data))


def _choice(page: str) -> str:
    return page.split('class="play-choice"')[1].split("</form>")[0]


def _fields(page: str) -> list[tuple[str, int]]:
    return [(name, int(value)) for name, value in FIELD.findall(_choice(page))]


def _answered(client: TestClient, s: str, fields: dict[str, Any]) -> list[str]:
    """Post the ordering form; the order the new link answers with."""
    response = client.post("/explore/answer", data={"s": s, **fields}, follow_redirects=False)
    assert response.status_code == 303, response.text[:500]
    new = parse_qs(urlsplit(response.headers["location"]).query)["s"][0]
    answer = decode_link(new).choices[-1]
    assert answer.kind == "order"
    return list(answer.value)


def test_a_page_ordering_1000_identical_triggers_is_bounded(roomy: TestClient) -> None:
    page = roomy.get("/explore", params={"s": many_triggers(1000)})
    assert page.status_code == 200
    assert len(page.content) < PAGE_BOUND, len(page.content)
    choice = unescape(_choice(page.text))
    # More than a form numbers one by one: the 1,000 identical triggers are one line, with
    # how many, named by what they say.
    assert "1,000 triggers: more than a form can number one by one" in choice
    assert _fields(page.text) == [("pos-a1", 1)]
    assert "Watcher's ability (“Whenever a creature you control enters, you gain 1 life.”)" in (
        choice
    )
    assert "× 1,000" in choice
    # The question names each source once, with how many times it triggered.
    assert "order your triggered abilities (from Watcher × 1,000);" in choice
    assert "Watcher, Watcher" not in choice


def test_1000_triggers_that_differ_number_the_first_ones_and_list_the_rest(
    roomy: TestClient,
) -> None:
    page = roomy.get("/explore", params={"s": many_triggers(1000, watched=False)})
    assert page.status_code == 200
    assert len(page.content) < PAGE_BOUND, len(page.content)
    fields = _fields(page.text)
    # Within the play form's field cap, with the engine's order filled in.
    assert len(fields) == MAX_ORDER_FIELDS < MAX_FORM_FIELDS
    assert [v for _, v in fields] == list(range(1, MAX_ORDER_FIELDS + 1))
    choice = unescape(_choice(page.text))
    assert f"Only the first {MAX_ORDER_FIELDS} are numbered; the other 500 go on" in choice
    assert "identical ones" not in choice  # none are
    assert "Soldier #1000's ability" in choice  # listed, after the numbered ones
    # The question names the first ten sources, and says how many more there are.
    assert "Soldier #9, Soldier #10 and 990 more);" in choice


def test_identical_triggers_past_the_cap_go_on_the_stack_together(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    # (The cap lowered to 3, so the game stays small enough to play on.)
    monkeypatch.setattr(explore_order, "MAX_ORDER_FIELDS", 3)
    s = many_triggers(5)
    page = client.get("/explore", params={"s": s}).text
    assert _fields(page) == [("pos-a1", 1)]
    assert "5 triggers: more than a form can number one by one" in unescape(_choice(page))
    assert _answered(client, s, {"pos-a1": "1"}) == ["a1", "a2", "a3", "a4", "a5"]


def test_triggers_past_the_cap_follow_the_numbered_ones_in_order(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(explore_order, "MAX_ORDER_FIELDS", 3)
    s = many_triggers(5, watched=False)
    page = client.get("/explore", params={"s": s}).text
    fields = _fields(page)
    assert [v for _, v in fields] == [1, 2, 3]
    choice = unescape(_choice(page))
    assert "Only the first 3 are numbered; the other 2 go on the stack after them" in choice
    assert re.search(r"then</span> <span>Soldier #5's ability", choice)
    ids = [name.removeprefix("pos-") for name, _ in fields]
    # The third numbered one goes first; the two after the cap keep their places at the end.
    order = _answered(client, s, {fields[0][0]: "2", fields[1][0]: "3", fields[2][0]: "1"})
    assert order[:3] == [ids[2], ids[0], ids[1]]
    assert sorted(order) == sorted(f"a{i}" for i in range(1, 6))
    assert order[3:] == [o for o in sorted(order, key=lambda o: int(o[1:])) if o not in ids]


def test_pages_grow_linearly_with_the_triggers(roomy: TestClient) -> None:
    sizes = {}
    for n in (100, 400):
        response = roomy.get("/explore", params={"s": many_triggers(n, watched=False)})
        assert response.status_code == 200
        assert len(_fields(response.text)) == n
        sizes[n] = len(response.content)
    assert sizes[400] < 5 * sizes[100], sizes  # 4× the triggers: about 4× the page, not 16×


def test_a_short_link_ordering_1000_triggers_is_bounded(roomy: TestClient) -> None:
    s = many_triggers(1000, watched=False)
    made = roomy.post("/explore/shorten", data={"s": s}, follow_redirects=False)
    assert made.status_code == 303, made.text[:300]
    page = roomy.get(made.headers["location"])
    assert page.status_code == 200
    assert len(page.content) < PAGE_BOUND, len(page.content)
    assert len(_fields(page.text)) == MAX_ORDER_FIELDS


def test_the_order_numbered_in_the_form_is_the_order_played(client: TestClient) -> None:
    s = two_to_order()
    page = client.get("/explore", params={"s": s}).text
    assert "<select" not in _choice(page)
    fields = _fields(page)
    assert fields == [("pos-a1", 1), ("pos-a2", 2)]
    assert "order your triggered abilities (from Tapper, Tapper #2);" in _choice(page)
    assert _answered(client, s, {"pos-a1": "1", "pos-a2": "2"}) == ["a1", "a2"]
    assert _answered(client, s, {"pos-a1": " 2 ", "pos-a2": "1"}) == ["a2", "a1"]
    response = client.post("/explore/answer", data={"s": s, "pos-a1": "2", "pos-a2": "1"})
    assert response.status_code == 200
    assert 'name="pos-a1"' not in response.text  # answered: the game asks for the targets next


def test_a_bad_order_gets_a_400_naming_the_field(client: TestClient) -> None:
    s = two_to_order()
    said = "Tapper #2's ability (“Whenever you cast a blue spell"
    for fields, says in (
        ({"pos-a1": "1", "pos-a2": "1"}, "(field 'pos-a2') is 1, which Tapper's ability"),
        ({"pos-a1": "1", "pos-a2": "3"}, "(field 'pos-a2') must be a whole number from 1 to 2"),
        ({"pos-a1": "1", "pos-a2": "0"}, "(field 'pos-a2') must be a whole number from 1 to 2"),
        ({"pos-a1": "1", "pos-a2": "x"}, "(field 'pos-a2') must be a whole number from 1 to 2"),
        ({"pos-a1": "1", "pos-a2": "١"}, "(field 'pos-a2') must be a whole number from 1 to 2"),
        ({"pos-a1": "1"}, "(field 'pos-a2') is missing"),
        ({"pos-a1": "1", "pos-a2": ["2", "1"]}, "(field 'pos-a2') is given more than once"),
        ({"pos-a1": "1", "pos-a2": "2", "pos-zz": "3"}, "position field 'pos-zz' for no trigger"),
    ):
        response = client.post("/explore/answer", data={"s": s, **fields})
        assert response.status_code == 400, (fields, response.status_code)
        text = unescape(response.text)
        assert says in text, (fields, text[:2000])
        if "pos-zz" not in fields:
            assert said in text or "Tapper's ability" in text
