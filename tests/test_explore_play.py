"""Explorer: playing on from the end of a scenario — legal actions, refused ones with their rule,
answering a pending choice — each opens a new share link at its new end."""

from __future__ import annotations

import re
from html import unescape
from typing import Any
from urllib.parse import parse_qs, urlsplit

from fastapi.testclient import TestClient

from engine.driver.scenario import parse_scenario
from engine.driver.share_links import decode_link, encode_link

ROOTBORN: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Rootborn Defenses",
    "players": [{"id": "A", "mana_pool": "{W}{W}{W}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {
            "id": "soldier",
            "controller": "A",
            "zone": "battlefield",
            "token": {
                "name": "Soldier",
                "type_line": "Creature — Soldier",
                "colors": ["W"],
                "power": 1,
                "toughness": 1,
            },
        },
        {
            "id": "bear",
            "controller": "A",
            "zone": "battlefield",
            "token": {
                "name": "Bear",
                "type_line": "Creature — Bear",
                "colors": ["G"],
                "power": 2,
                "toughness": 2,
            },
        },
        {"id": "rd", "card": "Rootborn Defenses", "owner": "A", "zone": "hand"},
        {"id": "gb", "card": "Grizzly Bears", "owner": "A", "zone": "hand"},
        {
            "id": "elves",
            "card": "Llanowar Elves",
            "owner": "A",
            "zone": "battlefield",
            "summoning_sick": True,
        },
    ],
}


def token(data: dict[str, Any]) -> str:
    return encode_link(parse_scenario(data))


def end_of(client: TestClient, s: str) -> str:
    """The explorer page at the end of the scenario."""
    response = client.get("/explore", params={"s": s})
    assert response.status_code == 200
    return response.text


def post(client: TestClient, path: str, **fields: Any) -> Any:
    return client.post(path, data=fields, follow_redirects=False)


def follow(client: TestClient, response: Any) -> tuple[str, int, str]:
    """The new link's token and step, and the page it opens."""
    assert response.status_code == 303, response.text
    url = response.headers["location"]
    query = parse_qs(urlsplit(url).query)
    page = client.get(url)
    assert page.status_code == 200
    return query["s"][0], int(query["step"][0]), page.text


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
    "title": "Fling and Jace, the Mind Sculptor",
    "players": [{"id": "A", "mana_pool": "{R}{R}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "fling", "card": "Fling", "owner": "A", "zone": "hand"},
        {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
        {"id": "jace", "card": "Jace, the Mind Sculptor", "owner": "A", "zone": "battlefield"},
    ],
}


def test_an_action_needing_an_unread_line_is_shown_as_not_modelled(client: TestClient) -> None:
    """Issue 25, 1e: casting Fling and Jace's unread loyalty abilities are neither offered nor
    called illegal: listed under "Not modelled" with the line the engine doesn't read, no rule
    (its read [−1] is ability 1, its unread [+2] ability 2)."""
    page = unescape(end_of(client, token(UNMODELLED)))
    assert 'value="cast:A:bolt"' in page
    assert 'value="cast:A:fling"' not in page
    assert 'value="activate:A:jace:2"' not in page
    listed = page[page.index("<h4>Not modelled</h4>") :]
    assert (
        'Cast Fling</span> <span class="muted">player A</span>: not modelled — “Fling deals'
        in listed
    )
    assert "[0]: Draw three cards, then put two cards from your hand on top of your" in listed
    refused = page[page.index("<h4>Not legal now</h4>") :] if "Not legal now" in page else ""
    assert "Fling" not in refused.split("<h4>Not modelled</h4>")[0]
    response = post(client, "/explore/act", s=token(UNMODELLED), act="cast:A:fling")
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


# -- combat: declaring attackers and blockers -----------------------------------------------------

COMBAT: dict[str, Any] = {
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "bear", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        {
            "id": "elves",
            "card": "Llanowar Elves",
            "owner": "A",
            "zone": "battlefield",
            "summoning_sick": True,
        },
        {
            "id": "wall",
            "controller": "A",
            "zone": "battlefield",
            "token": {
                "name": "Wall",
                "type_line": "Creature — Wall",
                "colors": ["W"],
                "power": 0,
                "toughness": 4,
                "abilities": ["Defender"],
            },
        },
        {
            "id": "ogre",
            "controller": "B",
            "zone": "battlefield",
            "token": {
                "name": "Ogre",
                "type_line": "Creature — Ogre",
                "colors": ["R"],
                "power": 3,
                "toughness": 3,
            },
        },
    ],
}


def combat_forms(page: str) -> list[str]:
    return [unescape(f) for f in re.findall(r'<form class="play-combat".*?</form>', page, re.S)]


def test_go_to_combat_and_declare_attackers(client: TestClient) -> None:
    page = end_of(client, token(COMBAT))
    assert "Go to combat (beginning of combat step)" in page
    assert combat_forms(page) == []
    s, _, page = follow(client, post(client, "/explore/act", s=token(COMBAT), act="advance"))
    assert decode_link(s).to_data()["actions"] == [{"advance_to": "beginning_of_combat"}]
    [form] = combat_forms(page)
    assert "Declare attackers for player A" in form
    assert re.search(r'value="bear"[^>]*> Grizzly Bears, 2/2', form)
    assert '<option value="B">Player B</option>' in form
    # Creatures the engine would refuse are shown disabled, with the reason and its rule.
    assert re.search(r'value="elves"[^>]*disabled>.*?summoning sick.*?/rules/302\.6', form, re.S)
    assert re.search(r'value="wall"[^>]*disabled>.*?defender.*?/rules/702\.3b', form, re.S)
    attacked = post(client, "/explore/attack", s=s, attacker="bear", **{"target-bear": "B"})
    s, _, page = follow(client, attacked)
    assert decode_link(s).to_data()["actions"][-1] == {"attack": {"bear": "B"}}
    assert "declares attackers: Grizzly Bears attacking player B" in unescape(page)
    [form] = combat_forms(page)  # now the defending player blocks
    assert "Declare blockers" in form
    # One radio button per attacker it may block (issue 31, 7: a select cut their words).
    assert re.findall(r'<input type="radio" name="block-ogre" value="([^"]*)"', form) == [
        "",
        "bear",
    ]
    assert "<legend>Ogre, 3/3, player B, blocks</legend>" in form


def test_an_illegal_attack_is_refused_with_its_rule(client: TestClient) -> None:
    s, _, _ = follow(client, post(client, "/explore/act", s=token(COMBAT), act="advance"))
    refused = post(client, "/explore/attack", s=s, attacker="elves", **{"target-elves": "B"})
    assert refused.status_code == 400
    text = unescape(refused.text)
    assert "Llanowar Elves is summoning sick" in text
    assert "302.6" in text
    refused = post(client, "/explore/attack", s=s, attacker="wall", **{"target-wall": "A"})
    assert refused.status_code == 400
    assert "506.2" in unescape(refused.text)
    # Outside combat there is no attack form to send.
    refused = post(client, "/explore/attack", s=token(COMBAT), attacker="bear")
    assert refused.status_code == 400
    assert "beginning of combat or declare attackers step" in unescape(refused.text)


def test_a_creature_attacks_a_planeswalker_picked_in_the_form(client: TestClient) -> None:
    """506.3, 508.1b: a planeswalker the defending player controls is offered beside the player,
    by its name, and the declaration attacks it."""
    walker = {"id": "jace", "card": "Jace Beleren", "owner": "B", "zone": "battlefield"}
    data = {**COMBAT, "objects": [*COMBAT["objects"], walker]}
    s, _, page = follow(client, post(client, "/explore/act", s=token(data), act="advance"))
    [form] = combat_forms(page)
    assert '<option value="B">Player B</option><option value="jace">Jace Beleren</option>' in form
    attacked = post(client, "/explore/attack", s=s, attacker="bear", **{"target-bear": "jace"})
    s, _, page = follow(client, attacked)
    assert decode_link(s).to_data()["actions"][-1] == {"attack": {"bear": "jace"}}
    assert "declares attackers: Grizzly Bears attacking Jace Beleren" in unescape(page)


def attacking_ogre(client: TestClient) -> str:
    """A's turn, beginning of combat: B's ogre (3/3) can block A's bear."""
    data = {**COMBAT, "turn": {"number": 3, "active": "A", "step": "beginning_of_combat"}}
    s, _, _ = follow(client, post(client, "/explore/attack", s=token(data), attacker="bear"))
    return s


def test_a_block_kills_the_attacker_and_an_unblocked_one_deals_damage(client: TestClient) -> None:
    s = attacking_ogre(client)
    s, _, page = follow(client, post(client, "/explore/block", s=s, **{"block-ogre": "bear"}))
    assert decode_link(s).to_data()["actions"][-1] == {"block": {"ogre": "bear"}}
    assert "Ogre blocks Grizzly Bears" in unescape(page)
    assert combat_forms(page) == []
    s, _, page = follow(client, post(client, "/explore/act", s=s, act="pass"))
    # Combat damage: the 3/3 ogre kills the bear, both players keep their life.
    graveyard = page.split('id="z-graveyard"')[1].split("</section>")[0]
    name = '<span class="object-name">Grizzly Bears</span> <span class="muted">· player A'
    assert name in graveyard
    assert re.findall(r"<br>(\d+) life", page) == ["20", "20"]


def test_unblocked_attacker_changes_the_life_total(client: TestClient) -> None:
    s = attacking_ogre(client)
    s, _, page = follow(client, post(client, "/explore/block", s=s, **{"block-ogre": ""}))
    assert decode_link(s).to_data()["actions"][-1] == {"block": {}}
    assert "Player B declares no blockers" in unescape(page)
    assert combat_forms(page) == []  # declared (none): nothing more to declare
    s, _, page = follow(client, post(client, "/explore/act", s=s, act="pass"))
    # Combat damage: the unblocked 2/2 bear takes player B from 20 to 18 life.
    assert re.findall(r"<br>(\d+) life", page) == ["20", "18"]


def test_a_scenario_that_starts_in_declare_attackers_can_declare_them(client: TestClient) -> None:
    data = {**COMBAT, "turn": {"number": 3, "active": "A", "step": "declare_attackers"}}
    [form] = combat_forms(end_of(client, token(data)))
    assert "Declare attackers for player A" in form
    s, _, page = follow(client, post(client, "/explore/attack", s=token(data)))
    assert decode_link(s).to_data()["actions"] == [{"attack": {}}]
    assert "Player A declares no attackers" in unescape(page)
    assert combat_forms(page) == []
    refused = post(client, "/explore/attack", s=s, attacker="bear")
    assert refused.status_code == 400


def test_bad_combat_forms_get_a_400(client: TestClient) -> None:
    s = attacking_ogre(client)
    refused = client.post(
        "/explore/block", data={"s": s, "block-ogre": ["bear", "bear"]}, follow_redirects=False
    )
    assert refused.status_code == 400
    # The engine says so (issue 27 §4: no rules in the app), naming the creature as the page does.
    said = "the engine refuses it: Ogre can block only one attacker, not 2 (509.1a)"
    assert said in unescape(refused.text)
    refused = post(client, "/explore/block", s=s, **{"block-ogre": "nobody"})
    assert refused.status_code == 400
    assert "not an attacking creature" in unescape(refused.text)
    # Blockers only once attackers are declared.
    refused = post(client, "/explore/block", s=token(COMBAT), **{"block-ogre": "bear"})
    assert refused.status_code == 400
    assert "once attackers have been" in unescape(refused.text)


TRAMPLE: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Trample over a damaged Ox",
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "cards": [
        {
            "name": "Stomper",
            "mana_cost": "{4}{G}",
            "type_line": "Creature — Test",
            "power": 5,
            "toughness": 5,
            "abilities": ["Trample"],
        },
        {
            "name": "Ox",
            "mana_cost": "{3}",
            "type_line": "Creature — Test",
            "power": 0,
            "toughness": 6,
        },
    ],
    "objects": [
        {"id": "stomp", "card": "Stomper", "owner": "A", "zone": "battlefield"},
        {"id": "ox", "card": "Ox", "owner": "B", "zone": "battlefield", "damage": 4},
    ],
    "actions": [
        {"advance_to": "declare_attackers"},
        {"attack": {"stomp": "B"}},
        {"block": {"ox": "stomp"}},
        {"advance_to": "main2"},
    ],
}


def test_the_explorer_offers_the_damage_division_as_a_form(client: TestClient) -> None:
    page = unescape(end_of(client, token(TRAMPLE)))
    assert "Choice for player A" in page
    assert "divide Stomper's 5 combat damage among Ox, player B" in page
    assert "Ox needs 2" in page
    # One number per recipient, the whole amount on the first to start with.
    assert re.search(r'name="n-ox" min="0" max="5" value="5"', page)
    assert re.search(r'name="n-B" min="0" max="5" value="0"', page)
    s, _, page = follow(
        client, post(client, "/explore/answer", s=token(TRAMPLE), **{"n-ox": "2", "n-B": "3"})
    )
    assert decode_link(s).to_data()["choices"] == [{"damage": {"ox": 2, "B": 3}}]
    assert re.findall(r"<br>(\d+) life", page) == ["20", "17"]


def test_an_illegal_division_is_refused_with_the_rule(client: TestClient) -> None:
    refused = post(client, "/explore/answer", s=token(TRAMPLE), **{"n-ox": "1", "n-B": "4"})
    assert refused.status_code == 400
    text = unescape(refused.text)
    assert "only once each blocking creature is assigned lethal damage" in text
    assert "(510.1c, 702.19b)" in text


# -- what the engine's legal actions add to the combat forms --------------------------------------

SCULPTED: dict[str, Any] = {
    **COMBAT,
    "turn": {"number": 3, "active": "A", "step": "beginning_of_combat"},
    "objects": [
        *COMBAT["objects"],
        {"id": "artisan", "card": "Doomed Artisan", "owner": "A", "zone": "battlefield"},
        {
            "id": "statue",
            "controller": "A",
            "zone": "battlefield",
            "token": {
                "name": "Sculpture",
                "type_line": "Artifact Creature — Sculpture",
                "power": 2,
                "toughness": 2,
            },
        },
        {
            "id": "bird",
            "controller": "B",
            "zone": "battlefield",
            "token": {
                "name": "Bird",
                "type_line": "Creature — Bird",
                "power": 1,
                "toughness": 1,
                "abilities": ["Flying"],
            },
        },
    ],
}


def test_a_creature_an_effect_stops_from_attacking_shows_the_engines_reason_and_rule(
    client: TestClient,
) -> None:
    [form] = combat_forms(end_of(client, token(SCULPTED)))
    # Doomed Artisan: "Sculptures you control can't attack or block" (the explorer used to miss it).
    assert re.search(
        r'value="statue"[^>]*disabled> Sculpture, 2/2</label>\s*'
        r"<span class=\"muted play-why\">— can't attack: Sculpture can't attack: "
        r"Doomed Artisan says it can't attack or block, a restriction on declaring "
        r"attackers <span class=\"cites\">.*?/rules/508\.1c",
        form,
        re.S,
    ), form
    # The engine's own words for the others, with their rules.
    assert re.search(
        r"value=\"elves\"[^>]*disabled>.*?can't attack: Llanowar Elves is summoning "
        r"sick: player A hasn't controlled it continuously.*?/rules/302\.6",
        form,
        re.S,
    )
    assert re.search(r'value="wall"[^>]*disabled>.*?has defender.*?/rules/702\.3b', form, re.S)
    # Sending it anyway is refused by the run, with the same rule.
    refused = post(client, "/explore/attack", s=token(SCULPTED), attacker="statue")
    assert refused.status_code == 400
    assert "(508.1c)" in unescape(refused.text)


def test_the_block_form_lists_only_the_attackers_each_creature_may_block(
    client: TestClient,
) -> None:
    data = {
        **SCULPTED,
        "objects": [
            *SCULPTED["objects"][:-1],
            {
                **SCULPTED["objects"][-1],
                "token": {**SCULPTED["objects"][-1]["token"], "abilities": []},
            },
            {
                "id": "hawk",
                "controller": "A",
                "zone": "battlefield",
                "token": {
                    "name": "Hawk",
                    "type_line": "Creature — Bird",
                    "power": 1,
                    "toughness": 1,
                    "abilities": ["Flying"],
                },
            },
        ],
    }
    attacked = post(client, "/explore/attack", s=token(data), attacker=["bear", "hawk"])
    _, _, page = follow(client, attacked)
    [form] = combat_forms(page)
    assert "Declare blockers" in form
    # The ogre can't block the flying hawk: only the bear is offered, and the page says why.
    assert re.findall(r'<input type="radio" name="block-ogre" value="([^"]*)"', form) == [
        "",
        "bear",
    ]
    assert re.search(
        r"— can't block Hawk: Hawk has flying and can't be blocked except by "
        r"creatures with flying or reach; Ogre has neither.*?/rules/702\.9b",
        form,
        re.S,
    )


def test_advancing_past_a_combat_without_attackers_says_why_steps_are_skipped(
    client: TestClient,
) -> None:
    data = {**COMBAT, "turn": {"number": 3, "active": "A", "step": "declare_attackers"}}
    s, _, page = follow(client, post(client, "/explore/attack", s=token(data)))
    page = unescape(page)
    assert "Advance to the end of combat step" in page
    assert "the declare blockers and combat damage steps are skipped." in page
    assert re.search(
        r'play-note">No creatures attacked[^<]*<span class="cites">\(<a[^>]*'
        r'href="/rules/508\.8"',
        page,
    )
    s, _, _ = follow(client, post(client, "/explore/act", s=s, act="advance"))
    assert decode_link(s).to_data()["actions"][-1] == {"advance_to": "end_of_combat"}
