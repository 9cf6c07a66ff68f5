"""The explorer's builder in a real browser: a board built from empty by clicking and typing,
with the URL replaced after every edit; the same without JavaScript; and at phone width."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Page, Route, expect

from app.services.explorer import token_for
from engine.driver.share_links import decode_link
from tests.e2e.conftest import Pages, passed
from tests.e2e.tabs import Tabs
from tests.e2e.test_accessibility import AxePages, assert_no_violations


def scenario_in(page: Page) -> dict[str, object]:
    query = parse_qs(urlparse(page.url).query)
    assert query["step"] == ["0"]
    return decode_link(query["s"][0]).to_data()


def forget_the_expected_400(pages: Pages, page: Page) -> None:
    """A refused edit answers 400, which Chromium logs; any other error still fails the test."""
    log = pages.logs[page]
    log.errors = [e for e in log.errors if "status of 400 (Bad Request)" not in e]


def open_builder(page: Page) -> None:
    """Open the Build disclosure (closed on a board that has objects)."""
    page.locator("#build > summary").click()
    expect(page.get_by_label("Card name")).to_be_visible()


def test_build_a_board_from_empty_by_clicking_and_typing(pages: Pages) -> None:
    page = pages.new()
    page.goto("/explore")
    page.get_by_role("button", name="Start an empty board").click()
    expect(page).to_have_url(re.compile(r"/explore\?s=v1\.[^&]+&step=0$"))
    expect(page.locator(".stepper .position")).to_have_text("Step 0 of 0")
    page.evaluate("() => { window.__e2eSameDocument = true; }")
    history_length = page.evaluate("() => history.length")

    # A card from the pool, through the autocomplete.
    page.get_by_label("Player (owner)").select_option("A")
    page.get_by_label("Zone", exact=True).first.select_option("battlefield")
    page.get_by_label("Card name").press_sequentially("grizzly b", delay=30)
    suggestion = page.get_by_role("option", name="Grizzly Bears")
    expect(suggestion).to_be_visible()
    suggestion.click()
    page.get_by_role("button", name="Add card").click()
    battlefield = page.locator("section[aria-labelledby='z-battlefield']")
    expect(battlefield).to_contain_text("Grizzly Bears")
    expect(page).to_have_url(re.compile(r"step=0$"))
    assert scenario_in(page)["objects"] == [
        {"id": "grizzlybears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"}
    ]

    # A custom Soldier token.
    page.get_by_label("Token name").fill("Soldier")
    page.get_by_label("Type line").fill("Creature — Soldier")
    page.get_by_role("group", name="Colors").get_by_label("white").check()
    page.get_by_label("Power").fill("1")
    page.get_by_label("Toughness").fill("1")
    page.get_by_role("group", name="Keywords").get_by_label("Vigilance").check()
    page.get_by_role("button", name="Add token").click()
    expect(battlefield).to_contain_text("Soldier")
    expect(battlefield).to_contain_text("1/1")
    expect(battlefield).to_contain_text("Vigilance")

    # A's mana pool.
    player_a = page.get_by_role("form", name="Player A")
    player_a.get_by_label("Mana pool").fill("GGW")
    player_a.get_by_role("button", name="Save player A").click()
    expect(page.locator(".players .player").first).to_contain_text("pool {W}{G}{G}")

    # Edit the bears: tapped, with a +1/+1 counter.
    page.get_by_text("Edit Grizzly Bears").click()
    bears = page.get_by_role("form", name="Edit Grizzly Bears")
    bears.get_by_label("Tapped").check()
    bears.get_by_label("+1/+1 counters").fill("1")
    bears.get_by_role("button", name="Save Grizzly Bears").click()
    expect(battlefield.locator(".object.tapped")).to_contain_text("Grizzly Bears")
    expect(battlefield).to_contain_text("3/3")

    # A mistake is explained and changes nothing.
    page.get_by_label("Card name").fill("Grizzly Beers")
    page.get_by_role("button", name="Add card").click()
    expect(page.locator("#build-error")).to_contain_text("Did you mean Grizzly Bears?")
    forget_the_expected_400(pages, page)

    expect(page.get_by_role("link", name="Download the scenario (JSON)")).to_have_attribute(
        "href", re.compile(r"^/explore/build/download\?s=v1\.")
    )
    data = scenario_in(page)
    assert [o["id"] for o in data["objects"]] == ["grizzlybears", "soldier"]
    assert data["players"][0]["mana_pool"] == "{G}{G}{W}"
    assert page.evaluate("() => window.__e2eSameDocument === true"), "an edit reloaded the page"
    assert page.evaluate("() => history.length") == history_length, "edits should replace the URL"

    # The link reproduces the board.
    page.reload()
    expect(battlefield).to_contain_text("Soldier")
    expect(battlefield.locator(".object.tapped")).to_contain_text("Grizzly Bears")


def test_typing_slower_than_the_server_answers_aborts_nothing(pages: Pages) -> None:
    """Each pause in typing asks for suggestions; when the server is slower than the typist, the
    newest question waits for the one in flight instead of aborting it (htmx logs an aborted
    request as a console error), and the list shown is the last word's."""
    page = pages.new()
    page.goto("/explore")
    page.get_by_role("button", name="Start an empty board").click()
    expect(page.locator(".stepper .position")).to_have_text("Step 0 of 0")
    asked: list[str] = []

    def slow(route: Route) -> None:
        asked.append(parse_qs(urlparse(route.request.url).query).get("name", [""])[0])
        response = route.fetch()
        time.sleep(0.4)
        route.fulfill(response=response)

    page.route(re.compile(r"/explore/build/cards\?"), slow)
    page.get_by_label("Card name").press_sequentially("grizz", delay=200)
    expect(page.get_by_role("option", name="Grizzly Bears")).to_be_visible()
    expect(page.locator("#build-card-status [data-query]")).to_have_attribute("data-query", "grizz")
    assert len(asked) >= 2, asked
    assert asked[-1] == "grizz"


def test_download_gives_a_json_file(page: Page) -> None:
    page.goto("/explore")
    page.get_by_role("button", name="Start an empty board").click()
    with page.expect_download() as download_info:
        page.get_by_role("link", name="Download the scenario (JSON)").click()
    download = download_info.value
    assert download.suggested_filename == "scenario.json"
    assert '"players"' in Path(download.path()).read_text(encoding="utf-8")


def test_build_without_javascript_and_at_phone_width(pages: Pages) -> None:
    plain = pages.new(javascript=False)
    plain.goto("/explore")
    plain.get_by_role("button", name="Start an empty board").click()
    plain.get_by_label("Card name").fill("grizzly bears")
    plain.get_by_role("button", name="Add card").click()
    expect(plain.locator("section[aria-labelledby='z-battlefield']")).to_contain_text(
        "Grizzly Bears"
    )
    expect(plain).to_have_url(re.compile(r"/explore\?s=v1\.[^&]+&step=0&build=open#build$"))
    plain.get_by_label("…or paste the scenario's JSON").fill("{oops")
    plain.get_by_role("button", name="Open the uploaded scenario").click()
    expect(plain.locator("#build-error")).to_contain_text("not valid JSON")
    forget_the_expected_400(pages, plain)

    phone = pages.new(width=390)
    phone.goto("/explore")
    phone.get_by_role("button", name="Start an empty board").click()
    expect(phone.locator(".builder")).to_be_visible()
    overflow = phone.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0


def test_stickers_and_a_stack_object_are_edited(pages: Pages) -> None:
    scenario = {
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"active": "A"},
        "objects": [
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            {"id": "charm", "card": "Dawn Charm", "owner": "A", "zone": "stack"},
        ],
    }
    page = pages.new()
    page.goto(f"/explore?s={token_for(scenario)}&at=0")
    battlefield = page.locator("section[aria-labelledby='z-battlefield']")
    open_builder(page)

    page.get_by_text("Edit Grizzly Bears").click()
    add = page.get_by_role("form", name="Add a name sticker to Grizzly Bears")
    add.get_by_label("Sticker words").fill("Guacamole")
    add.get_by_role("button", name="Add sticker to Grizzly Bears").click()
    expect(battlefield).to_contain_text("Guacamole Grizzly Bears")
    assert scenario_in(page)["objects"][0]["stickers"] == [{"words": "Guacamole"}]

    page.get_by_text("Edit Dawn Charm").click()
    charm = page.get_by_role("form", name="Edit Dawn Charm")
    charm.get_by_label("Mode").select_option("2")
    charm.get_by_label("Targets").fill("bears")
    before = page.url
    charm.get_by_role("button", name="Save Dawn Charm").click()
    # The saved scenario is a new link; wait for it (the old one ends in step=0 too).
    page.wait_for_url(lambda url: url != before)
    expect(page).to_have_url(re.compile(r"step=0$"))
    # The edit form that was open stays open after the edit.
    charm = page.get_by_role("form", name="Edit Dawn Charm")
    expect(charm.get_by_label("Mode")).to_be_visible()
    expect(charm.get_by_label("Mode")).to_have_value("2")
    expect(charm.get_by_label("Targets")).to_have_value("bears")
    data = scenario_in(page)["objects"]
    assert isinstance(data, list)
    assert (data[1]["mode"], data[1]["targets"]) == (2, ["bears"])

    page.get_by_role("button", name="Remove sticker “Guacamole”").click()
    expect(battlefield).not_to_contain_text("Guacamole")


@pytest.fixture
def axe_pages(tabs: Tabs, request: pytest.FixtureRequest) -> Iterator[AxePages]:
    factory = AxePages(tabs)
    yield factory
    factory.close(passed=passed(request))


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_builder_has_no_wcag_violations(axe_pages: AxePages, width: int, scheme: str) -> None:
    """The builder open, with an error beside a field, in both color schemes (issue 16)."""
    scenario = {
        "players": [{"id": "A", "mana_pool": "{G}"}, {"id": "B"}],
        "turn": {"active": "A"},
        "objects": [
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            {
                "id": "soldier",
                "token": {
                    "name": "Soldier",
                    "type_line": "Creature — Soldier",
                    "colors": ["W"],
                    "power": 1,
                    "toughness": 1,
                },
                "controller": "B",
                "zone": "battlefield",
                "counters": {"+1/+1": 1},
                "stickers": [{"words": "Guacamole"}],
            },
            {
                "id": "charm",
                "card": "Dawn Charm",
                "owner": "A",
                "zone": "stack",
                "mode": 2,
                "targets": ["bears"],
            },
        ],
    }
    page = axe_pages.new(width=width)
    page.emulate_media(color_scheme="dark" if scheme == "dark" else "light")
    page.goto(f"/explore?s={token_for(scenario)}&at=0")
    open_builder(page)
    player_a = page.get_by_role("form", name="Player A")
    player_a.get_by_label("Mana pool").fill("2U")
    player_a.get_by_role("button", name="Save player A").click()
    expect(player_a.locator(".field-error")).to_contain_text("has a number")
    page.get_by_label("Card name").press_sequentially("ba", delay=30)
    expect(page.locator("#build-card-suggestions [role=option]").first).to_be_visible()
    for summary in page.locator(".build-objects summary").all():
        summary.click()
    assert_no_violations(page, dark=scheme == "dark")
    # The refused edit answers 400, which Chromium logs; nothing else may be logged.
    assert not [e for e in axe_pages.errors() if "status of 400 (Bad Request)" not in e]


SYLEX_BOARD = {
    "players": [{"id": "A", "mana_pool": "{C}"}, {"id": "B"}],
    "turn": {"active": "A"},
    "objects": [
        {"id": "sylex", "card": "Golgothian Sylex", "owner": "A", "zone": "battlefield"},
        {"id": "orn", "card": "Ornithopter", "owner": "B", "zone": "battlefield"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
    ],
    "actions": [{"player": "A", "activate": "sylex", "ability": 1}, {"resolve": "stack"}],
}


def test_at_phone_width_the_board_comes_first_and_build_is_a_closed_panel(pages: Pages) -> None:
    """Issue 16, item 7: at 390 px the board is in the first screen, above the play forms and
    the builder, which is a disclosure that opens with or without JavaScript."""
    for javascript in (True, False):
        phone = pages.new(width=390, javascript=javascript)
        board_only = {k: v for k, v in SYLEX_BOARD.items() if k != "actions"}
        phone.goto(f"/explore?s={token_for(board_only)}")
        height = phone.viewport_size["height"] if phone.viewport_size else 844
        assert phone.evaluate("() => window.scrollY") == 0
        for part in (".board .players", "#z-battlefield"):
            box = phone.locator(part).bounding_box()
            assert box is not None
            assert box["y"] + box["height"] <= height, (javascript, part, box)
        play = phone.locator(".play").bounding_box()
        board = phone.locator(".board").bounding_box()
        assert play is not None
        assert board is not None
        assert board["y"] < play["y"]
        expect(phone.get_by_label("Card name")).to_be_hidden()
        open_builder(phone)
        phone.get_by_label("Card name").fill("Llanowar Elves")
        phone.get_by_role("button", name="Add card").click()
        expect(phone.locator(".battlefield")).to_contain_text("Llanowar Elves")
        # The builder is still open after the edit (htmx keeps it; a plain page opens at it).
        expect(phone.get_by_label("Card name")).to_be_visible()
        if not javascript:
            expect(phone).to_have_url(re.compile(r"&build=open#build$"))


def test_an_edit_keeps_the_step_shown_when_it_still_exists(pages: Pages) -> None:
    """Issue 16, item 1: a Build edit reopens the changed scenario at the step shown, or at
    its end when the changed scenario has fewer steps; the URL is the new state."""
    for javascript in (True, False):
        page = pages.new(javascript=javascript)
        page.goto(f"/explore?s={token_for(SYLEX_BOARD)}&at=3")
        position = page.locator(".stepper .position")
        expect(position).to_have_text(re.compile(r"^Step 3 of \d+$"))
        total = int(position.inner_text().split()[-1])
        open_builder(page)
        player_b = page.get_by_role("form", name="Player B")
        player_b.get_by_label("Life").fill("7")
        player_b.get_by_role("button", name="Save player B").click()
        expect(page.locator(".players .player").nth(1)).to_contain_text("7 life")
        expect(position).to_have_text(f"Step 3 of {total}")
        expect(page).to_have_url(re.compile(r"[?&]step=3(&build=open#build)?$"))
        page.goto(f"/explore?s={token_for(SYLEX_BOARD)}&at={total}")
        open_builder(page)
        page.get_by_text("Edit Golgothian Sylex").click()
        before = page.url
        page.get_by_role("button", name="Remove Golgothian Sylex").click()
        expect(page).not_to_have_url(before)
        # Without the Sylex its ability can't be activated: a shorter run, opened at its end.
        expect(position).to_have_text(re.compile(r"^Step (\d+) of \1$"))
        assert int(position.inner_text().split()[1]) < total
        if javascript:
            page.reload()
            expect(position).to_have_text(re.compile(r"^Step (\d+) of \1$"))


def test_a_clone_is_set_to_have_entered_as_a_copy_and_the_turn_is_set(page: Page) -> None:
    """Issue 16, item 3: the builder's 'Enters as a copy of' control loads the Clone as a copy
    of Ornithopter (CR 707.5, 707.2), so the Sylex sacrifices it; the turn form sets the turn."""
    scenario = {
        "players": [{"id": "A", "mana_pool": "{C}"}, {"id": "B"}],
        "turn": {"active": "A"},
        "objects": [
            {"id": "sylex", "card": "Golgothian Sylex", "owner": "A", "zone": "battlefield"},
            {"id": "orn", "card": "Ornithopter", "owner": "B", "zone": "battlefield"},
            {"id": "clone", "card": "Clone", "owner": "A", "zone": "battlefield"},
        ],
    }
    page.goto(f"/explore?s={token_for(scenario)}&at=0")
    open_builder(page)
    page.get_by_text("Edit Clone").click()
    clone = page.get_by_role("form", name="Edit Clone")
    clone.get_by_label("Enters as a copy of").select_option("orn")
    clone.get_by_role("button", name="Save Clone").click()
    column = page.locator(".battlefield-player").nth(0)
    expect(column).to_contain_text("copy of")
    expect(column.locator(".object-name")).to_contain_text(["Golgothian Sylex", "Ornithopter"])
    expect(clone.get_by_label("Enters as a copy of")).to_have_value("orn")
    data = scenario_in(page)["objects"]
    assert isinstance(data, list)
    assert data[2]["copy_of"] == "orn"

    turn = page.get_by_role("form", name="Turn")
    turn.get_by_label("Turn number").fill("5")
    turn.get_by_label("Active player").select_option("B")
    turn.get_by_label("Step").select_option("main2")
    turn.get_by_role("button", name="Save turn").click()
    expect(page.locator(".now")).to_contain_text("player B's turn 5, main2")
    expect(page.locator(".players .player").nth(1)).to_contain_text("(active)")
