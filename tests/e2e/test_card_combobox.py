"""The builder's card field in a real browser (issue 14): it autocompletes over every card; ↓ and
↑ move through the list (aria-activedescendant), Enter picks the highlighted card, Enter on a
single match picks it (a second Enter, or Add card, adds it: issue 31, 1), Escape closes the
list; screenshots at 1280 and 390 px with the list open."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import ROOT, Pages
from tests.e2e.test_explore_build import scenario_in

SCREENSHOTS = ROOT / "screenshots"


def empty_board(page: Page) -> None:
    page.goto("/explore")
    page.get_by_role("button", name="Start an empty board").click()
    expect(page).to_have_url(re.compile(r"/explore\?s=v1\.[^&]+&step=0$"))


def test_down_and_enter_add_the_highlighted_card(pages: Pages) -> None:
    page = pages.new()
    empty_board(page)
    page.get_by_label("Zone", exact=True).first.select_option("hand")  # instants: not a permanent
    field = page.get_by_role("combobox", name="Card name")
    field.press_sequentially("lightning bl", delay=30)
    listbox = page.get_by_role("listbox", name="Matching cards")
    expect(listbox).to_be_visible()
    expect(field).to_have_attribute("aria-expanded", "true")
    options = listbox.get_by_role("option")
    expect(options.first).to_have_text("Lightning Blast")
    second = options.nth(1).inner_text()

    field.press("ArrowDown")
    expect(options.first).to_have_attribute("aria-selected", "true")
    expect(field).to_have_attribute("aria-activedescendant", "build-card-option-1")
    field.press("ArrowDown")
    expect(options.nth(1)).to_have_attribute("aria-selected", "true")
    field.press("ArrowUp")
    field.press("ArrowDown")  # back on the second
    expect(field).to_have_attribute("aria-activedescendant", "build-card-option-2")
    field.press("Enter")
    expect(field).to_have_value(second)
    field.press("Enter")  # the list is closed: the form's Add card

    expect(page.locator("section[aria-labelledby='z-hand']")).to_contain_text(second)
    (obj,) = scenario_in(page)["objects"]
    assert obj["card"] == second


def test_enter_on_a_single_match_picks_it_and_enter_again_adds_it(pages: Pages) -> None:
    page = pages.new()
    empty_board(page)
    page.get_by_label("Zone", exact=True).first.select_option("hand")
    field = page.get_by_role("combobox", name="Card name")
    field.press_sequentially("aether vi", delay=30)  # folds to the card spelled "Aether Vial"
    expect(page.locator("#build-card-status")).to_have_text(
        "1 card matches: Enter picks Aether Vial."
    )
    field.press("Enter")
    expect(field).to_have_value("Aether Vial")
    field.press("Enter")
    expect(page.locator("section[aria-labelledby='z-hand']")).to_contain_text("Aether Vial")
    assert scenario_in(page)["objects"][0]["card"] == "Aether Vial"


def test_escape_closes_the_list_and_a_click_picks_an_option(pages: Pages) -> None:
    page = pages.new()
    empty_board(page)
    field = page.get_by_role("combobox", name="Card name")
    field.press_sequentially("urza’s tow", delay=30)  # a curly apostrophe finds "Urza's Tower"
    option = page.get_by_role("option", name="Urza's Tower")
    expect(option).to_be_visible()
    field.press("Escape")
    expect(option).to_be_hidden()
    expect(field).to_have_attribute("aria-expanded", "false")
    field.press("ArrowDown")
    option.click()
    expect(field).to_have_value("Urza's Tower")
    page.get_by_role("button", name="Add card").click()
    battlefield = page.locator("section[aria-labelledby='z-battlefield']")
    expect(battlefield).to_contain_text("Urza's Tower")


@pytest.mark.parametrize("width", [1280, 390])
def test_screenshot_the_open_list(pages: Pages, width: int) -> None:
    page = pages.new(width=width)
    empty_board(page)
    field = page.get_by_role("combobox", name="Card name")
    field.press_sequentially("shock", delay=30)
    expect(page.get_by_role("listbox")).to_be_visible()
    field.press("ArrowDown")
    field.press("ArrowDown")
    SCREENSHOTS.mkdir(exist_ok=True)
    panel = page.locator("section[aria-labelledby='build-card-h']")
    panel.scroll_into_view_if_needed()
    page.screenshot(path=SCREENSHOTS / f"card-combobox-{width}.png")
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
    assert Path(SCREENSHOTS / f"card-combobox-{width}.png").stat().st_size > 0
