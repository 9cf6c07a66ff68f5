"""Explorer: the "order your triggered abilities" form grows linearly with the triggers (issue 26
§1) — one ordered field with the current order filled in, not a select of every trigger for each
place — and the order answered through it still plays."""

from __future__ import annotations

import json
import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

from fastapi.testclient import TestClient

from app.settings import ROOT
from engine.link import decode_link, encode_link
from engine.scenario import parse_scenario

#: The bound stated for a page asking to order 1,000 triggers (about 0.4 MB now; 116 MB before).
PAGE_BOUND = 1_000_000

WATCHER = {
    "name": "Watcher", "mana_cost": "{1}{U}", "type_line": "Enchantment",
    "abilities": [{"kind": "triggered",
                   "trigger": {"event": "enters", "scope": "you_control",
                               "filter": {"types": ["Creature"]}},
                   "effects": [{"op": "gain_life", "amount": 1}],
                   "text": "Whenever a creature you control enters, you gain 1 life."}],
}  # fmt: skip


def many_triggers(n: int) -> str:
    """`n` tokens enter at once under A's Watcher: A orders `n` triggers (603.3b)."""
    muster = {"name": "Muster", "mana_cost": "{U}", "type_line": "Sorcery",
              "effects": [{"op": "create_token", "count": n, "token": {
                  "name": "Soldier", "type_line": "Creature — Soldier", "colors": ["W"],
                  "power": 1, "toughness": 1}}],
              "oracle": f"Create {n} 1/1 white Soldier creature tokens."}  # fmt: skip
    data = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": "{U}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "cards": [WATCHER, muster],
        "objects": [{"id": "watch", "card": "Watcher", "owner": "A", "zone": "battlefield"},
                    {"id": "m", "card": "Muster", "owner": "A", "zone": "hand"}],
        "actions": [{"player": "A", "cast": "m"}, {"resolve": "stack"}],
    }  # fmt: skip
    return encode_link(parse_scenario(data))


def two_to_order() -> str:
    """Two of A's triggers waiting for A to order them (the e2e choice scenario, unanswered)."""
    path = ROOT / "tests" / "scenarios" / "trigger_order_then_targets.json"
    data = json.loads(path.read_text("utf-8"))
    data.pop("choices")
    data.pop("expect")
    return encode_link(parse_scenario(data))


def test_a_page_ordering_1000_triggers_is_bounded_and_linear(client: TestClient) -> None:
    pages = {}
    for n in (100, 1000):
        response = client.get("/explore", params={"s": many_triggers(n)})
        assert response.status_code == 200
        pages[n] = response.text
    sizes = {n: len(page.encode()) for n, page in pages.items()}
    assert sizes[1000] <= PAGE_BOUND, sizes
    assert sizes[1000] <= 11 * sizes[100], sizes  # linear, not quadratic
    for n, page in pages.items():
        assert "Order (first on the stack first)" in page
        # One field holds every trigger, in the order the engine offers, for the user to change.
        field = re.search(r'<textarea id="choice-order" name="order"[^>]*>([^<]*)</textarea>', page)
        assert field is not None
        assert len(field.group(1).split()) == n
    assert "and 900 more" in pages[1000]


def test_the_order_written_in_the_form_is_the_order_played(client: TestClient) -> None:
    s = two_to_order()
    page = client.get("/explore", params={"s": s}).text
    field = re.search(r'<textarea id="choice-order" name="order"[^>]*>([^<]*)</textarea>', page)
    assert field is not None
    offered = unescape(field.group(1)).split()
    assert sorted(offered) == ["a1", "a2"]
    assert "<select" not in page.split('class="play-choice"')[1].split("</form>")[0]
    wanted = list(reversed(offered))
    response = client.post("/explore/answer", data={"s": s, "order": " ".join(wanted)},
                           follow_redirects=False)  # fmt: skip
    assert response.status_code == 303, response.text
    new = parse_qs(urlsplit(response.headers["location"]).query)["s"][0]
    answer = decode_link(new).choices[-1]
    assert (answer.kind, list(answer.value)) == ("order", wanted)
    after = client.get(response.headers["location"])
    assert after.status_code == 200
    assert 'id="choice-order"' not in after.text  # answered: the game asks for the targets next


def test_a_bad_order_gets_a_400_saying_why(client: TestClient) -> None:
    s = two_to_order()
    for order, says in (("a1", "choose between 2 and 2"), ("a1 a1", "only once"),
                        ("a1 zz", "isn't among the options")):  # fmt: skip
        response = client.post("/explore/answer", data={"s": s, "order": order},
                               follow_redirects=False)  # fmt: skip
        assert response.status_code == 400
        assert says in unescape(response.text), (order, response.text[:300])
