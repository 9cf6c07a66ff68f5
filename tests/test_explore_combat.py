"""Explorer: combat from the end of a scenario — declaring attackers and blockers, dividing
combat damage, refused forms with their rule — and what the engine's legal actions add to the
combat forms."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

from fastapi.testclient import TestClient

from engine.driver.share_links import decode_link
from tests.explore_play_forms import COMBAT, TRAMPLE, end_of, follow, post, token

# -- combat: declaring attackers and blockers -----------------------------------------------------


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
    said = "the engine refuses it: Ogre is chosen to block Grizzly Bears more than once (509.1a)"
    assert said in unescape(refused.text)
    refused = post(client, "/explore/block", s=s, **{"block-ogre": "nobody"})
    assert refused.status_code == 400
    assert "not an attacking creature" in unescape(refused.text)
    # Blockers only once attackers are declared.
    refused = post(client, "/explore/block", s=token(COMBAT), **{"block-ogre": "bear"})
    assert refused.status_code == 400
    assert "once attackers have been" in unescape(refused.text)


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
