"""The explorer on a phone (issue 16, item 7): whatever the scenario's title and description, the
board is in the first screen at 390 px — a long title and description are clamped to a few lines
behind a disclosure that shows them whole, with or without JavaScript."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import Pages
from tests.e2e.test_accessibility import (
    AxePages,
    assert_no_violations,
    axe_pages,  # noqa: F401 - the fixture
)
from tests.e2e.test_screenshots import ORDER

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _longest(field: str) -> str:
    """The shipped example whose `field` (title or description) is longest."""
    lengths = {
        path.stem: len(json.loads(path.read_text(encoding="utf-8")).get(field) or "")
        for path in EXAMPLES.glob("*.json")
    }
    return max(lengths, key=lambda name: lengths[name])


def _explorer_links(page: Page, name: str) -> list[str]:
    """The example's explorer link (at the step its ruling applies), and the same at step 0."""
    page.goto(f"/examples/{name}")
    link = page.locator('a[href^="/explore?s="]').first.get_attribute("href")
    assert link is not None
    return [link, link.split("&step=")[0] + "&step=0"]


def _first_screen_holds_the_board(page: Page) -> None:
    height = page.viewport_size["height"] if page.viewport_size else 844
    assert page.evaluate("() => window.scrollY") == 0
    players = page.locator(".board .players").bounding_box()
    assert players is not None
    assert players["y"] + players["height"] <= height, (page.url, players)


def test_the_longest_example_title_leaves_the_board_in_the_first_screen(pages: Pages) -> None:
    for name in dict.fromkeys((_longest("title"), _longest("description"))):
        for javascript in (True, False):
            phone = pages.new(width=390, javascript=javascript)
            for link in _explorer_links(phone, name):
                phone.goto(link)
                _first_screen_holds_the_board(phone)
                title = phone.locator(".scenario-title")
                box = title.bounding_box()
                assert box is not None
                assert box["height"] < 70, (name, box)  # two lines at most
                more = phone.locator(".about-more summary")
                expect(more.locator(".about-show")).to_have_text("Show the whole description")
                expect(more.locator(".about-show")).to_be_visible()
                expect(more.locator(".about-hide")).to_be_hidden()
                lead = phone.locator(".about .lead")
                clamped = "(e) => e.scrollHeight > e.clientHeight + 1"
                assert lead.evaluate(clamped)
                more.click()
                expect(more.locator(".about-hide")).to_have_text("Show less")
                expect(more.locator(".about-hide")).to_be_visible()
                expect(more.locator(".about-show")).to_be_hidden()
                assert not lead.evaluate(clamped)
                assert not title.evaluate(clamped)
                # The whole text was in the page all along (screen readers read it clamped).
                data = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
                expect(lead).to_have_text(data["description"])


def test_at_desktop_width_the_description_is_whole_and_has_no_disclosure(page: Page) -> None:
    [link, _] = _explorer_links(page, _longest("title"))
    page.goto(link)
    expect(page.locator(".about-more")).to_be_hidden()
    assert not page.locator(".about .lead").evaluate("(e) => e.scrollHeight > e.clientHeight + 1")
    expect(page.locator("h1")).to_be_visible()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_a_pending_choice_and_a_long_description_have_no_wcag_violations(
    axe_pages: AxePages,  # noqa: F811
    width: int,
    scheme: str,
) -> None:
    """axe on a board of several objects with the trigger-order choice, and on the longest title
    with its description opened, in light and dark."""
    from engine import encode_link, parse_scenario

    page = axe_pages.new(width=width)
    page.emulate_media(color_scheme=scheme)
    page.goto("/explore?s=" + encode_link(parse_scenario(ORDER)))
    expect(page.locator(".play-choice")).to_contain_text("Tapper #2's ability")
    assert_no_violations(page, dark=scheme == "dark")
    [link, _] = _explorer_links(page, _longest("title"))
    page.goto(link)
    if width == 390:
        page.locator(".about-more summary").click()
    assert_no_violations(page, dark=scheme == "dark")
