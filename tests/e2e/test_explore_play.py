"""Playing on in a real browser: cast, resolve, answer the populate choice, and the URL holds a
link that reopens the same state; the same without JavaScript."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Page, expect

from engine.driver.share_links import decode_link
from tests.e2e.conftest import Pages
from tests.explore_play_forms import COMBAT, ROOTBORN, TRAMPLE, token


def play_rootborn(page: Page) -> None:
    expect(page.locator("#play-h")).to_have_text("Play on")
    expect(page.locator(".play-refused")).to_contain_text("summoning sick")
    page.get_by_role("button", name="Cast Rootborn Defenses").click()
    expect(page.locator(".stack")).to_contain_text("Rootborn Defenses")
    page.get_by_role("button", name="Resolve the stack").click()
    expect(page.locator("#play-h")).to_have_text("Choice for player A")
    page.get_by_role("radio", name="Soldier", exact=True).check()
    page.get_by_role("button", name="Choose").click()
    expect(page.locator("#play-h")).to_have_text("Play on")


def assert_populated_end(page: Page) -> None:
    query = parse_qs(urlsplit(page.url).query)
    scenario = decode_link(query["s"][0]).to_data()
    assert scenario["choices"] == [{"populate": "soldier"}]
    # At the end, and the link names the number the page shows (issue 31 §7).
    expect(page.locator(".stepper .position")).to_have_text(re.compile(r"^Step (\d+) of \1$"))
    assert page.locator(".stepper .position").inner_text().split()[1] == query["step"][0]
    expect(page.locator(".board")).to_contain_text("Soldier #2 (token, copy of Soldier)")


def test_cast_resolve_choose_and_the_link_reopens_it(page: Page) -> None:
    page.goto("/explore?s=" + token(ROOTBORN))
    page.evaluate("() => { window.__e2eSameDocument = true; }")
    play_rootborn(page)
    assert page.evaluate("() => window.__e2eSameDocument === true"), "playing reloaded the page"
    assert_populated_end(page)
    page.go_back()
    expect(page.locator("#play-h")).to_have_text("Choice for player A")
    page.go_forward()
    expect(page.locator("#play-h")).to_have_text("Play on")
    page.reload()
    assert_populated_end(page)


def test_a_refused_answer_shows_its_message_in_place(pages: Pages) -> None:
    page = pages.new()
    bolt = {
        "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
        ],
    }
    page.goto("/explore?s=" + token(bolt))
    page.get_by_role("button", name="Cast Lightning Bolt").click()
    expect(page.locator("#play-h")).to_have_text("Choice for player A")
    url = page.url
    page.get_by_role("checkbox", name="Player B").check()
    page.get_by_role("checkbox", name="Grizzly Bears").check()
    page.get_by_role("button", name="Choose").click()
    expect(page.locator("#play-status")).to_contain_text("choose between 1 and 1, not 2")
    assert page.url == url
    # The refusal is a 400 (the browser logs it); nothing else may have gone wrong.
    log = pages.logs[page]
    assert len(log.errors) == 1
    assert "400" in log.errors[0]
    assert "/explore/answer" in log.errors[0]
    log.errors.clear()
    expect(page.locator(".board")).to_contain_text("Grizzly Bears")
    page.get_by_role("checkbox", name="Player B").uncheck()
    page.get_by_role("button", name="Choose").click()
    expect(page.locator("#play-h")).to_have_text("Play on")
    expect(page.locator(".stack")).to_contain_text("targets Grizzly Bears")


def test_playing_without_javascript(pages: Pages) -> None:
    plain = pages.new(javascript=False)
    plain.goto("/explore?s=" + token(ROOTBORN))
    play_rootborn(plain)
    assert_populated_end(plain)


def fight(page: Page) -> None:
    """Go to combat, attack with the bear, declare no blockers, deal combat damage."""
    page.get_by_role("button", name="Go to combat (beginning of combat step)").click()
    expect(page.locator(".play-combat legend")).to_contain_text("Declare attackers for player A")
    expect(page.get_by_role("checkbox", name="Llanowar Elves, 1/1")).to_be_disabled()
    expect(page.locator(".play-combat")).to_contain_text(
        "can't attack: Llanowar Elves is summoning sick"
    )
    page.get_by_role("checkbox", name="Grizzly Bears, 2/2").check()
    page.get_by_role("combobox", name="Grizzly Bears attacks").select_option("B")
    page.get_by_role("button", name="Declare attackers", exact=True).click()
    expect(page.locator(".play-combat legend").first).to_contain_text("Declare blockers")
    ogre = page.get_by_role("group", name="Ogre, 3/3, player B, blocks")
    ogre.get_by_role("radio", name="nothing").check()
    page.get_by_role("button", name="Declare blockers", exact=True).click()
    expect(page.locator(".play-combat")).to_have_count(0)
    page.get_by_role("button", name="Pass (each player passes once)").click()
    expect(page.locator(".players")).to_contain_text("18 life")
    scenario = decode_link(parse_qs(urlsplit(page.url).query)["s"][0]).to_data()
    assert scenario["actions"] == [
        {"advance_to": "beginning_of_combat"},
        {"attack": {"bear": "B"}},
        {"block": {}},
        {"pass": True},
    ]


def test_attack_and_block_in_place_and_without_javascript(pages: Pages) -> None:
    page = pages.new()
    page.goto("/explore?s=" + token(COMBAT))
    page.evaluate("() => { window.__e2eSameDocument = true; }")
    fight(page)
    assert page.evaluate("() => window.__e2eSameDocument === true"), "combat reloaded the page"
    plain = pages.new(javascript=False)
    plain.goto("/explore?s=" + token(COMBAT))
    fight(plain)


def test_an_illegal_block_shows_its_rule_in_place(pages: Pages) -> None:
    page = pages.new()
    flyer = {
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "beginning_of_combat"},
        "objects": [
            {
                "id": "bird",
                "controller": "A",
                "zone": "battlefield",
                "token": {
                    "name": "Bird",
                    "type_line": "Creature — Bird",
                    "colors": ["W"],
                    "power": 1,
                    "toughness": 1,
                    "abilities": ["Flying"],
                },
            },
            *[o for o in COMBAT["objects"] if o["id"] == "ogre"],
        ],
    }
    page.goto("/explore?s=" + token(flyer))
    page.get_by_role("checkbox", name="Bird, 1/1").check()
    page.get_by_role("button", name="Declare attackers", exact=True).click()
    # The engine refuses the block before it is sent: the form says why, with the rule.
    expect(page.get_by_role("group", name="Ogre, 3/3, player B, blocks")).to_have_count(0)
    expect(page.locator(".play-combat .play-label")).to_have_text("Ogre, 3/3, player B")
    expect(page.locator(".play-combat")).to_contain_text(
        "can't block: Bird has flying and can't be blocked except by creatures"
    )
    expect(page.locator(".play-combat .play-why")).to_contain_text("702.9b")
    # A block that is legal only beside another blocker (menace, and B has a second creature
    # that could block) is offered with that reason; sent alone, the engine refuses it and the
    # explorer says so in place. (With no second creature it isn't offered at all: 702.111b.)
    brute = {
        **flyer["objects"][0],
        "id": "brute",
        "token": {**flyer["objects"][0]["token"], "name": "Brute", "abilities": ["Menace"]},
    }
    goblin = {
        "id": "goblin",
        "controller": "B",
        "zone": "battlefield",
        "token": {
            "name": "Goblin",
            "type_line": "Creature — Goblin",
            "colors": ["R"],
            "power": 1,
            "toughness": 1,
        },
    }
    page.goto("/explore?s=" + token({**flyer, "objects": [brute, *flyer["objects"][1:], goblin]}))
    page.get_by_role("checkbox", name="Brute, 1/1").check()
    page.get_by_role("button", name="Declare attackers", exact=True).click()
    expect(page.locator(".play-combat")).to_contain_text("only together with another blocker")
    page.get_by_role("group", name="Ogre, 3/3, player B, blocks").get_by_role(
        "radio", name="Brute"
    ).check()
    url = page.url
    page.get_by_role("button", name="Declare blockers", exact=True).click()
    expect(page.locator("#play-status")).to_contain_text("can't be blocked except by two or more")
    expect(page.locator("#play-status")).to_contain_text("702.111b")
    assert page.url == url
    log = pages.logs[page]
    assert len(log.errors) == 1
    assert "/explore/block" in log.errors[0]
    log.errors.clear()


def test_dividing_trample_damage_in_the_form(pages: Pages) -> None:
    """The pending damage division is a form with one number per recipient (510.1c, 702.19b);
    an illegal division is refused in place, a legal one changes the life total."""
    page = pages.new()
    page.goto("/explore?s=" + token(TRAMPLE))
    expect(page.locator("#play-h")).to_have_text("Choice for player A")
    expect(page.locator(".play-choice legend")).to_contain_text("Ox needs 2")
    ox = page.get_by_role("spinbutton", name="Ox", exact=True)
    player = page.get_by_role("spinbutton", name="Player B")
    expect(ox).to_have_value("5")
    ox.fill("1")
    player.fill("4")
    page.get_by_role("button", name="Choose").click()
    expect(page.locator("#play-status")).to_contain_text("only once each blocking creature")
    pages.logs[page].errors.clear()  # the refusal's 400
    ox.fill("2")
    player.fill("3")
    page.get_by_role("button", name="Choose").click()
    expect(page.locator("#play-h")).to_have_text("Play on")
    scenario = decode_link(parse_qs(urlsplit(page.url).query)["s"][0]).to_data()
    assert scenario["choices"] == [{"damage": {"ox": 2, "B": 3}}]
    expect(page.locator(".board")).to_contain_text("17 life")
