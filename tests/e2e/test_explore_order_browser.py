"""The trigger-ordering form in Chromium (issue 26 §1): one number per trigger, named by what it
says, at desktop and phone widths; as a plain form without JavaScript, and with it, a trigger
given another number moves the others to make room. Screenshots go to screenshots/ (gitignored)
for a person to look at."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from engine import encode_link, parse_scenario
from tests.e2e.conftest import Pages
from tests.e2e.test_screenshots import ORDER, SCREENSHOTS
from tests.test_explore_order import many_triggers

FIRST = "Tapper's ability"
SECOND = "Tapper #2's ability"


def _number(page: Page, label: str) -> str:
    return page.get_by_label(label, exact=False).first.input_value()


def _no_sideways_scroll(page: Page) -> None:
    scroll, client = page.evaluate(
        "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert scroll <= client, (scroll, client)


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
def test_the_order_numbered_is_the_order_played(pages: Pages, width: int, javascript: bool) -> None:
    page = pages.new(width=width, javascript=javascript)
    page.goto("/explore?s=" + encode_link(parse_scenario(ORDER)))
    form = page.locator(".play-choice")
    expect(form).to_contain_text("Number them in the order they go on the stack")
    assert (_number(page, FIRST), _number(page, SECOND)) == ("1", "2")
    _no_sideways_scroll(page)
    if javascript:
        # Giving the second trigger number 1 moves the first to 2.
        page.get_by_label(SECOND, exact=False).first.fill("1")
        page.get_by_label(SECOND, exact=False).first.press("Tab")
        assert (_number(page, FIRST), _number(page, SECOND)) == ("2", "1")
    else:
        page.get_by_label(FIRST, exact=False).first.fill("2")
        page.get_by_label(SECOND, exact=False).first.fill("1")
    form.get_by_role("button", name="Choose").click()
    # Answered: Tapper #2's ability went on the stack first, so Tapper's resolves first and
    # the game asks for its target.
    expect(page.locator(".play-choice legend")).to_contain_text("target", ignore_case=True)
    expect(page.locator(".play-choice")).not_to_contain_text("Number them in the order")


@pytest.mark.parametrize("width", [1280, 390])
def test_a_thousand_identical_triggers_are_one_line(pages: Pages, width: int) -> None:
    page = pages.new(width=width)
    response = page.goto("/explore?s=" + many_triggers(1000))
    assert response is not None
    assert response.ok
    form = page.locator(".play-choice")
    expect(form).to_contain_text("1,000 triggers: more than a form can number one by one")
    expect(form.locator('input[type="number"]')).to_have_count(1)
    expect(form).to_contain_text("× 1,000")
    _no_sideways_scroll(page)


@pytest.mark.parametrize("width", [1280, 390])
def test_screenshots_of_the_ordering_form(pages: Pages, width: int) -> None:
    """For a person to look at (a screenshot's injected caret style upsets htmx's swaps, so
    these pages are only looked at)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    page = pages.new(width=width)
    for name, link in (
        ("explorer-order", encode_link(parse_scenario(ORDER))),
        ("explorer-order-1000", many_triggers(1000)),
        ("explorer-order-capped", many_triggers(520, watched=False)),
    ):
        response = page.goto("/explore?s=" + link)
        assert response is not None
        assert response.ok
        if name == "explorer-order-capped":  # 520 lines: where it starts, and the first after
            page.locator(".play-choice legend").scroll_into_view_if_needed()
            page.screenshot(path=SCREENSHOTS / f"{name}-{width}.png")
            page.locator(".play-order li", has_text="then").first.scroll_into_view_if_needed()
            page.screenshot(path=SCREENSHOTS / f"{name}-after-{width}.png")
            continue
        page.locator(".play-choice").screenshot(path=SCREENSHOTS / f"{name}-{width}.png")
        if name == "explorer-order":
            page.screenshot(path=SCREENSHOTS / f"{name}-page-{width}.png", full_page=True)
