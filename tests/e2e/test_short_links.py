"""Short links in a real browser: "Short link" in the explorer swaps in the short URL at the same
step, stepping stays on /s/…, the link opens in a new page with the same board, it works without
JavaScript, and a missing link gets a helpful page (axe checks both in test_accessibility)."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.conftest import Pages
from tests.e2e.test_explorer import open_try_it

SHORT_URL = re.compile(r"/s/[a-z2-7]{10}\?step=\d+$")


def make_short_link(page: Page) -> str:
    open_try_it(page)
    page.get_by_role("button", name="Short link").click()
    field = page.get_by_label("Short link to this step")
    expect(field).to_have_value(re.compile(r"^http://127\.0\.0\.1:\d+/s/[a-z2-7]{10}\?step=13$"))
    expect(page).to_have_url(SHORT_URL)
    return field.input_value()


def test_short_link_button_and_opening_it_elsewhere(pages: Pages) -> None:
    page = pages.new()
    short_url = make_short_link(page)
    board = page.locator(".board").inner_text()
    # The same step of the same scenario, and the page wasn't reloaded to get there.
    expect(page.locator(".stepper .position")).to_have_text("Step 13 of 14")
    page.keyboard.press("ArrowLeft")
    expect(page).to_have_url(re.compile(r"/s/[a-z2-7]{10}\?step=12$"))
    expect(page.get_by_label("Short link to this step")).to_have_value(re.compile(r"\?step=12$"))

    other = pages.new(javascript=False)
    other.goto(short_url)
    expect(other.locator(".stepper .position")).to_have_text("Step 13 of 14")
    assert other.locator(".board").inner_text() == board


def test_short_link_without_javascript(pages: Pages) -> None:
    page = pages.new(javascript=False)
    open_try_it(page)
    page.get_by_role("button", name="Short link").click()
    expect(page).to_have_url(SHORT_URL)
    expect(page.get_by_label("Short link to this step")).to_have_value(re.compile(r"\?step=13$"))
    page.locator('a[data-key="next"]').click()
    expect(page.locator(".stepper .position")).to_have_text("Step 14 of 14")


def test_copy_button_copies_the_short_link(pages: Pages) -> None:
    page = pages.new()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    short_url = make_short_link(page)
    copy = page.locator("button[data-copy]")
    expect(copy).to_have_text("Copy")
    copy.click()
    expect(copy).to_have_text("Copied")
    assert page.evaluate("() => navigator.clipboard.readText()") == short_url


def test_unknown_short_link_page(pages: Pages) -> None:
    page = pages.new()
    response = page.goto("/s/aaaaaaaaaa")
    assert response is not None
    assert response.status == 404
    expect(page.locator("h1")).to_have_text("Short link not found")
    pages.logs[page].expect_status(404, page.url)
    page.locator("main").get_by_role("link", name="explorer", exact=True).click()
    expect(page).to_have_url(re.compile(r"/explore$"))
