"""The notice at the result (issue 25, 1d) in a browser, at 1280 and 390 px: from the first step
where an ability the engine doesn't model could have changed the result, the step says so and
links to that step; it fits the phone's width, keeps the board in the first screen, and axe-core
finds no WCAG 2.2 AA violation (contrast included) in light or dark. Screenshots of both widths,
light and dark, go to screenshots/."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from app.services.explorer import WARNING_KINDS, token_for
from engine import parse_scenario, run
from tests.e2e.conftest import ROOT, Pages
from tests.e2e.test_accessibility import (
    AxePages,
    assert_no_violations,
    axe_pages,  # noqa: F401 - the fixture
)
from tests.test_explore_notice import KALITAS_LINE, WRATH

SCREENSHOTS = ROOT / "screenshots"


def _first_warning() -> tuple[str, int, int, int]:
    """The Kalitas, Traitor of Ghet and Wrath of God scenario's link, the step of its first
    warning, that step's number as the explorer shows it, and the run's last step."""
    output, _ = run(parse_scenario(WRATH))
    steps = sorted({0, *(int(e["step"]) for e in output["events"])})
    first = next(e["step"] for e in output["events"] if e["kind"] in WARNING_KINDS)
    return token_for(WRATH), int(first), steps.index(first), steps[-1]


def _no_overflow(page: Page) -> None:
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"the page is {overflow} px wider than the viewport"


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_the_notice_is_seen_from_the_first_warning_and_links_to_it(
    pages: Pages, width: int
) -> None:
    token, first, number, last = _first_warning()
    page = pages.new(width=width)
    page.goto(f"/explore?s={token}&at={first - 1}")
    expect(page.locator(".result-notice")).to_have_count(0)
    page.goto(f"/explore?s={token}&at={last}")
    notice = page.get_by_role("note", name="This result may be wrong")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text(
        f"This result may be wrong from step {number} on: Kalitas, Traitor of Ghet — "
        f"“{KALITAS_LINE}”"
    )
    expect(notice).to_contain_text("” — isn't modelled.")
    notice.scroll_into_view_if_needed()
    _no_overflow(page)
    box = notice.bounding_box()
    assert box is not None
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= width
    # The board is still in the first screen on the phone (issue 16, item 7).
    page.evaluate("() => window.scrollTo(0, 0)")
    players = page.locator(".board .players").bounding_box()
    assert players is not None
    assert players["y"] + players["height"] <= (page.viewport_size or {"height": 844})["height"]
    # The timeline marks the step of the first warning.
    expect(page.locator(".timeline .first-warning .warning-flag")).to_have_text("first warning")
    # The link goes to that step (an htmx swap that pushes the URL), which still shows it.
    notice.get_by_role("link").click()
    expect(page).to_have_url(f"/explore?s={token}&step={number}")
    expect(page.locator(".now .event-unmodelled")).to_contain_text("it may have applied here")
    expect(page.get_by_role("note", name="This result may be wrong")).to_be_visible()


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_notice_has_no_wcag_violations_and_is_screenshot(
    axe_pages: AxePages,  # noqa: F811
    width: int,
    scheme: str,
) -> None:
    token, first, _, _ = _first_warning()
    page = axe_pages.new(width=width)
    page.emulate_media(color_scheme="dark" if scheme == "dark" else "light")
    page.goto(f"/explore?s={token}&at={first}")
    notice = page.locator(".result-notice")
    expect(notice).to_be_visible()
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"explore-notice-{scheme}-{width}.png")
    _no_overflow(page)
    assert_no_violations(page, dark=scheme == "dark")


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_the_builder_marks_panharmonicon_as_it_is_added(
    pages: Pages, width: int, javascript: bool
) -> None:
    page = pages.new(width=width, javascript=javascript)
    page.goto("/explore")
    page.get_by_role("button", name="Start an empty board").click()
    card = page.get_by_role("combobox", name="Card name")
    # Grizzly Bears is fully modelled: no mark for it.
    card.fill("Grizzly Bears")
    page.get_by_role("button", name="Add card", exact=True).click()
    expect(page.locator(".build-objects summary")).to_have_count(1)
    expect(page.locator("#build-card-mark")).to_have_count(0)
    expect(page.locator(".build-objects .model-mark")).to_have_count(0)
    card.fill("Frontier Explorer")
    page.get_by_role("button", name="Add card", exact=True).click()
    expect(page.locator(".build-objects summary")).to_have_count(2)
    mark = page.locator("#build-card-mark")
    expect(mark).to_be_visible()
    expect(mark).to_contain_text("not fully modelled Frontier Explorer — a run with it says where")
    marked = page.locator(".build-objects summary").filter(has=page.locator(".model-mark"))
    expect(marked).to_have_count(1)
    expect(marked).to_contain_text("Edit Frontier Explorer")
    mark.scroll_into_view_if_needed()
    _no_overflow(page)
    if javascript:
        # Last: an htmx swap after a screenshot logged CSP errors (inline style) in Chromium.
        SCREENSHOTS.mkdir(exist_ok=True)
        page.screenshot(path=SCREENSHOTS / f"build-card-mark-{width}.png")
