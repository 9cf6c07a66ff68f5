"""Explorer: playing on from the end of a scenario — legal actions, refused ones with their rule,
answering a pending choice — each opens a new share link at its new end."""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from engine.driver.share_links import decode_link
from tests.explore_play_forms import ROOTBORN, end_of, follow, post, token

GOLDENS = Path(__file__).parent / "scenarios"


def test_end_lists_legal_actions_and_why_the_others_are_not(client: TestClient) -> None:
    page = unescape(end_of(client, token(ROOTBORN)))
    assert re.search(r'<button type="submit" name="act" value="cast:A:rd">Cast Rootborn', page)
    assert "Pass (each player passes once)" in page
    assert "Go to combat (beginning of combat step)" in page
    # Refused, with the reason and the rule as a link.
    assert re.search(r"Activate Llanowar Elves:.*summoning sick", page)
    assert 'href="/rules/302.6"' in page
    assert re.search(r"Cast Grizzly Bears</span>.*can't pay", page)
    assert 'value="cast:A:gb"' not in page


def at_the_end(page: str, number: int) -> bool:
    """The page shows the last step, and its number is the link's (`step=`, issue 31 §7)."""
    shown = re.search(r"Step (\d+) of (\d+)<", page)
    return bool(shown) and shown[1] == shown[2] == str(number)


def test_cast_resolve_populate_and_the_link_replays(client: TestClient) -> None:
    s, at, page = follow(client, post(client, "/explore/act", s=token(ROOTBORN), act="cast:A:rd"))
    assert decode_link(s).to_data()["actions"] == [{"player": "A", "cast": "rd"}]
    assert at_the_end(page, at)
    assert "Resolve the stack" in page
    s, at, page = follow(client, post(client, "/explore/act", s=s, act="resolve"))
    assert "Choice for player A" in page
    assert 'name="pick" value="soldier"' in page
    assert 'name="pick" value="bear"' in page
    assert re.search(r'value="soldier"[^>]*> Soldier</label>', page)
    s, at, page = follow(client, post(client, "/explore/answer", s=s, pick="soldier"))
    scenario = decode_link(s).to_data()
    assert scenario["actions"] == [{"player": "A", "cast": "rd"}, {"resolve": "stack"}]
    assert scenario["choices"] == [{"populate": "soldier"}]
    # The populated copy is on the board: a new Soldier token, t1.
    assert re.search(
        r'object-name">Soldier #2</span> <span class="muted">\(token, copy of Soldier\)', page
    )
    assert at_the_end(page, at)
    assert "Play on" in page  # the game goes on from the new end


def test_a_refused_action_says_why(client: TestClient) -> None:
    response = post(client, "/explore/act", s=token(ROOTBORN), act="activate:A:elves:1")
    assert response.status_code == 400
    assert "summoning sick" in response.text
    assert "302.6" in response.text


UNMODELLED: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Momentous Fall and Nicol Bolas, Planeswalker",
    "players": [{"id": "A", "mana_pool": "{R}{G}{G}{G}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "fall", "card": "Momentous Fall", "owner": "A", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
        {
            "id": "bolas",
            "card": "Nicol Bolas, Planeswalker",
            "owner": "A",
            "zone": "battlefield",
            "counters": {"loyalty": 9},
        },
    ],
}


def test_an_action_needing_an_unread_line_is_shown_as_not_modelled(client: TestClient) -> None:
    """Issue 25, 1e: casting Momentous Fall (its "its toughness" beside a sacrificed
    creature, 608.2h) and Nicol Bolas's unread loyalty ability are neither offered nor
    called illegal: listed under "Not modelled" with the line the engine doesn't read, no rule
    (its read [+3] and [−2] are abilities 1 and 2, its unread [−9] — seven discards and
    sacrifices — ability 3; it has the 9 loyalty that costs)."""
    page = unescape(end_of(client, token(UNMODELLED)))
    assert 'value="cast:A:bolt"' in page
    assert 'value="cast:A:fall"' not in page
    assert 'value="activate:A:bolas:1"' in page
    assert 'value="activate:A:bolas:3"' not in page
    listed = page[page.index("<h4>Not modelled</h4>") :]
    assert (
        'Cast Momentous Fall</span> <span class="muted">player A</span>: not modelled — “You draw'
        in listed
    )
    assert "[−9]: Nicol Bolas deals 7 damage to target player or planeswalker." in listed
    refused = page[page.index("<h4>Not legal now</h4>") :] if "Not legal now" in page else ""
    assert "Momentous Fall" not in refused.split("<h4>Not modelled</h4>")[0]
    response = post(client, "/explore/act", s=token(UNMODELLED), act="cast:A:fall")
    assert response.status_code == 400
    assert "isn't modelled by the engine" in unescape(response.text)


def test_bad_play_forms_get_a_400_page_never_a_500(client: TestClient) -> None:
    s = token(ROOTBORN)
    pending = token({**ROOTBORN, "actions": [{"player": "A", "cast": "rd"}, {"resolve": "stack"}]})
    cases = [
        ("/explore/act", {"s": "v1.garbage", "act": "pass"}, "can't be opened"),
        ("/explore/act", {"s": s, "act": "cast:A:nope"}, "isn't among the actions"),
        ("/explore/act", {"s": s, "act": "explode"}, "unknown action"),
        ("/explore/act", {"s": s}, "exactly one 'act'"),
        ("/explore/act", {"s": s, "act": "resolve"}, "nothing to resolve"),
        ("/explore/act", {"s": pending, "act": "pass"}, "waiting for a choice"),
        ("/explore/answer", {"s": s, "pick": "soldier"}, "isn't waiting for a choice"),
        ("/explore/answer", {"s": pending, "pick": "elves"}, "choose one of: Soldier; Bear"),
        ("/explore/answer", {"s": pending}, "choose one of"),
    ]
    for path, fields, message in cases:
        response = post(client, path, **fields)
        assert response.status_code == 400, (fields, response.text)
        assert message in unescape(response.text), (fields, message)
    response = client.post(
        "/explore/act", content=b'{"s": "x"}', headers={"content-type": "application/json"}
    )
    assert response.status_code == 400


def test_targets_left_out_are_asked_for_and_answered(client: TestClient) -> None:
    data = {
        "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
        ],
    }
    page = unescape(end_of(client, token(data)))
    assert "then choose: Choose targets for Lightning Bolt" in page
    s, _, page = follow(client, post(client, "/explore/act", s=token(data), act="cast:A:bolt"))
    assert 'type="checkbox" name="pick" value="bears"' in page
    assert "Choose 1." in page
    too_many = post(client, "/explore/answer", s=s, pick=["bears", "B"])
    assert too_many.status_code == 400
    assert "choose between 1 and 1, not 2" in too_many.text
    s, _, page = follow(client, post(client, "/explore/answer", s=s, pick="bears"))
    assert decode_link(s).to_data()["choices"] == [{"target": ["bears"]}]
    s, _, page = follow(client, post(client, "/explore/act", s=s, act="resolve"))
    assert "Grizzly Bears" in page
    assert '<h3 id="z-graveyard">Graveyard</h3>' in page


def test_modes_are_offered_with_their_text(client: TestClient) -> None:
    data = {
        "players": [{"id": "A", "mana_pool": "{W}{W}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        # A creature for its regenerate mode: a mode with no legal target isn't offered (700.2a).
        "objects": [
            {"id": "dc", "card": "Dawn Charm", "owner": "A", "zone": "hand"},
            {"id": "gb", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        ],
    }
    s, _, page = follow(client, post(client, "/explore/act", s=token(data), act="cast:A:dc"))
    assert 'type="radio" name="pick" value="2"' in page
    assert 'name="pick" value="3"' not in page
    assert re.search(r"Mode 1: \w", page)
    bad = post(client, "/explore/answer", s=s, pick="7")
    assert bad.status_code == 400
    s, _, _ = follow(client, post(client, "/explore/answer", s=s, pick="1"))
    assert decode_link(s).to_data()["choices"] == [{"mode": 1}]


def test_several_modes_are_offered_as_checkboxes(client: TestClient) -> None:
    data = {
        "players": [{"id": "A", "mana_pool": "{U}{R}{C}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "wf", "card": "Winterflame", "owner": "A", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
        ],
    }
    s, _, page = follow(client, post(client, "/explore/act", s=token(data), act="cast:A:wf"))
    assert 'type="checkbox" name="pick" value="2"' in page
    assert "Choose 1 to 2 different modes." in page
    assert post(client, "/explore/answer", s=s, pick=["2", "2"]).status_code == 400
    s, _, _ = follow(client, post(client, "/explore/answer", s=s, pick=["2", "1"]))
    assert decode_link(s).to_data()["choices"] == [{"mode": [1, 2]}]


def test_pass_and_advance_move_the_game_on(client: TestClient) -> None:
    s, _, page = follow(client, post(client, "/explore/act", s=token(ROOTBORN), act="advance"))
    assert decode_link(s).to_data()["actions"] == [{"advance_to": "beginning_of_combat"}]
    assert "beginning of combat" in page
    s, _, page = follow(client, post(client, "/explore/act", s=s, act="pass"))
    assert decode_link(s).to_data()["actions"][-1] == {"pass": True}
    # No attackers: the next step with priority is the end of combat (CR 508.8).
    assert "Advance to the end of combat" in page


def test_answers_the_run_never_took_are_dropped_before_acting(client: TestClient) -> None:
    stale = token({**ROOTBORN, "choices": [{"populate": "bear"}]})
    s, _, _ = follow(client, post(client, "/explore/act", s=stale, act="cast:A:rd"))
    assert "choices" not in decode_link(s).to_data()


def test_htmx_gets_the_new_link_as_hx_location(client: TestClient) -> None:
    response = client.post(
        "/explore/act",
        data={"s": token(ROOTBORN), "act": "cast:A:rd"},
        headers={"HX-Request": "true"},
        follow_redirects=False,
    )
    assert response.status_code == 200
    assert '"path": "/explore?s=v1.' in response.headers["hx-location"]
    refused = client.post(
        "/explore/act",
        data={"s": token(ROOTBORN), "act": "activate:A:elves:1"},
        headers={"HX-Request": "true"},
        follow_redirects=False,
    )
    assert refused.status_code == 400
    assert refused.headers["hx-retarget"] == "#play-status"
    assert "summoning sick" in refused.text


def test_before_the_end_the_page_points_to_the_end(client: TestClient) -> None:
    s = token({**ROOTBORN, "actions": [{"player": "A", "cast": "rd"}]})
    page = client.get("/explore", params={"s": s, "at": 0}).text
    assert "To play on from here, go to" in page
    assert 'name="act"' not in page


def test_liliana_s_piles_are_separated_and_chosen_by_ticking_permanents(client: TestClient) -> None:
    """Separating into piles (700.3) is a list answer: the separating player ticks any number of
    permanents, none included (700.3d), and the chooser ticks the pile they choose."""
    lili = {
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 7, "active": "A", "step": "main1"},
        "objects": [
            {
                "id": "lili",
                "card": "Liliana of the Veil",
                "owner": "A",
                "zone": "battlefield",
                "counters": {"loyalty": 6},
            },
            {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
            {"id": "angel", "card": "Serra Angel", "owner": "B", "zone": "battlefield"},
            {"id": "swamp", "card": "Swamp", "owner": "B", "zone": "battlefield"},
        ],
        "actions": [
            {"player": "A", "activate": "lili", "ability": 3, "targets": ["B"]},
            {"resolve": "stack"},
        ],
    }
    page = unescape(end_of(client, token(lili)))
    assert "Tick the first pile; the rest form the second." in page
    for permanent in ("bears", "angel", "swamp"):
        assert f'type="checkbox" name="pick" value="{permanent}"' in page
    assert 'type="radio" name="pick"' not in page
    s, _, page = follow(
        client, post(client, "/explore/answer", s=token(lili), pick=["bears", "swamp"])
    )
    page = unescape(page)
    assert "Choice for player B" in page
    assert "Tick every permanent of the pile you choose" in page
    s, _, page = follow(client, post(client, "/explore/answer", s=s, pick=["angel"]))
    assert decode_link(s).to_data()["choices"] == [
        {"pile": ["bears", "swamp"]},
        {"pile": ["angel"]},
    ]
    assert "Choice for player B" not in unescape(page)


def test_the_turn_bar_says_an_extra_turn_and_the_extra_turns_to_come(client: TestClient) -> None:
    """Emrakul's cast trigger (500.7): once it has resolved, the bar names the extra turn still to
    come; in turn 4, the extra turn itself, the bar says so and nothing is left to come."""
    golden = json.loads(
        (GOLDENS / "canon_emrakul_aeons_torn_cast_trigger_gives_an_extra_turn.json").read_text()
    )
    golden.pop("expect")
    before = {**golden, "actions": golden["actions"][:2]}
    page = unescape(end_of(client, token(before)))
    assert "<strong>Turn 3</strong>" in page
    assert "extra turns to come, the next first: player A" in page
    assert "an extra turn (" not in page
    page = unescape(end_of(client, token(golden)))
    assert "<strong>Turn 4</strong>" in page
    assert 'an extra turn (<a class="rule-ref" href="/rules/500.7">500.7</a>)' in page
    assert "extra turns to come" not in page


def test_the_players_show_the_restricted_mana_in_their_pool(client: TestClient) -> None:
    """Ancient Ziggurat's {R} may pay only for a creature spell (106.6): the player's line says so,
    with where it came from, rather than calling a pool that holds it empty; contrast: once it is
    spent on Grizzly Bears, the pool is empty again."""
    golden = json.loads(
        (GOLDENS / "spend_only_ancient_ziggurat_refused_for_lightning_bolt.json").read_text()
    )
    golden.pop("expect")
    page = unescape(end_of(client, token(golden)))
    assert (
        "{R} in the pool from Ancient Ziggurat: Spend this mana only to cast a creature spell. "
        '(<a class="rule-ref" href="/rules/106.6">106.6</a>)'
    ) in page
    assert "no unrestricted mana in the pool" in page
    spent = json.loads(
        (GOLDENS / "spend_only_ancient_ziggurat_pays_for_grizzly_bears.json").read_text()
    )
    spent.pop("expect")
    page = unescape(end_of(client, token(spent)))
    assert "in the pool from Ancient Ziggurat" not in page
    assert "the pool is empty" in page
