"""Issue 31 §4's last two builder controls in a browser: a permanent put on the battlefield
phased out (702.26b) and the players dealt damage this turn (120.3; bloodthirst, 702.54a), each
set in the builder, written to the scenario and shown on the board. At desktop and phone
widths, axe-clean in the light and dark themes."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Page, expect

from engine.driver.share_links import decode_link
from tests.e2e.conftest import Pages
from tests.e2e.test_accessibility import (
    AxePages,
    assert_no_violations,
    axe_pages,  # noqa: F401 - the fixture
)
from tests.e2e.test_explore_legal_now import FIRST_LOAD_MS, SCREENSHOTS
from tests.explore_play_forms import token
from tests.test_explore_judge_controls import BEARS
from tests.test_explore_phasing import WRATH

#: A run and a page on a loaded machine: generous, as each edit is a new run.
RUN_MS = 30_000


def _scenario(page: Page) -> dict[str, object]:
    return decode_link(parse_qs(urlsplit(page.url).query)["s"][0]).to_data()


def _open_builder(page: Page, scenario: dict[str, object]) -> None:
    page.goto("/explore?step=0&s=" + token(scenario), timeout=FIRST_LOAD_MS)
    page.locator("#build > summary").click()


@pytest.mark.parametrize("width", [1280, 390])
def test_a_permanent_is_put_on_the_battlefield_phased_out(pages: Pages, width: int) -> None:
    page = pages.new(width=width)
    _open_builder(page, WRATH)
    page.locator("#build-object-bears > summary").click()
    form = page.locator("#build-object-bears")
    form.get_by_label("Phased out").check()
    form.get_by_role("button", name="Save Grizzly Bears").click()
    bears = page.locator(".board li.object.phased-out")
    expect(bears).to_contain_text("Grizzly Bears", timeout=RUN_MS)
    expect(bears).to_contain_text("Phased out: treated as though it doesn't exist")
    objects = _scenario(page)["objects"]
    assert isinstance(objects, list)
    assert objects[0]["phased_out"] is True
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"phased-out-{width}.png", full_page=True)
    # At the end of the run Wrath of God has destroyed the Elves, not the phased-out Bears.
    at_end = "/explore?s=" + parse_qs(urlsplit(page.url).query)["s"][0]
    page.goto(at_end, timeout=FIRST_LOAD_MS)
    battlefield = page.locator("section[aria-labelledby=z-battlefield]")
    expect(battlefield.locator("li.object.phased-out")).to_contain_text("Grizzly Bears")
    expect(battlefield).not_to_contain_text("Llanowar Elves")
    expect(page.locator("section[aria-labelledby=z-graveyard]")).to_contain_text("Llanowar Elves")


@pytest.mark.parametrize("width", [1280, 390])
def test_players_dealt_damage_this_turn_are_set(pages: Pages, width: int) -> None:
    page = pages.new(width=width)
    _open_builder(page, BEARS)
    damaged = page.get_by_role("group", name="Players dealt damage this turn, before this moment")
    damaged.get_by_label("player B").check()
    page.get_by_role("button", name="Save turn").click()
    player_b = page.locator(".players .player").nth(1)
    expect(player_b).to_contain_text("dealt damage this turn", timeout=RUN_MS)
    expect(page.locator(".players .player").nth(0)).not_to_contain_text("dealt damage")
    turn = _scenario(page)["turn"]
    assert isinstance(turn, dict)
    assert turn["players_dealt_damage"] == ["B"]
    SCREENSHOTS.mkdir(exist_ok=True)
    page.locator(".players").screenshot(path=SCREENSHOTS / f"dealt-damage-{width}.png")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_phasing_and_damage_dealt_are_axe_clean(
    axe_pages: AxePages,  # noqa: F811
    scheme: str,
    width: int,
) -> None:
    page = axe_pages.new(width=width)
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    objects = [{**WRATH["objects"][0], "phased_out": True}, *WRATH["objects"][1:]]
    turn = {**BEARS["turn"], "players_dealt_damage": ["B"]}
    _open_builder(page, {**WRATH, "objects": objects, "turn": turn, "actions": []})
    page.locator("#build-object-bears > summary").click()
    expect(page.locator("#build-object-bears").get_by_label("Phased out")).to_be_checked()
    expect(page.locator(".board li.object.phased-out")).to_contain_text("Phased out")
    assert_no_violations(page, dark=scheme == "dark")
    SCREENSHOTS.mkdir(exist_ok=True)
    page.locator(".board").screenshot(path=SCREENSHOTS / f"phasing-board-{width}-{scheme}.png")
    page.locator("#build-object-bears").screenshot(
        path=SCREENSHOTS / f"phasing-form-{width}-{scheme}.png"
    )
