"""Dark mode (issue 16, item 8): pages follow `prefers-color-scheme`, a toggle overrides it and is
remembered, and axe-core finds no WCAG 2.2 AA violation of its colour rules (contrast, links told
from text) in the dark theme. The other rules read the same pages in the light theme
(test_accessibility.py); the dark theme changes only colours (tests/test_dark_theme_css.py). The
toggle's page is checked by every rule, its button pressed."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_accessibility import (
    REFERENCE_PAGES,
    AxePages,
    assert_no_violations,
    axe_pages,  # noqa: F401 - the fixture
    explorer_path,
    keep_a_slice_of_the_cr,
)

DARK_PAPER = "rgb(22, 24, 28)"
LIGHT_PAPER = "rgb(253, 252, 249)"


def _paper(page: Page) -> str:
    return str(page.evaluate("() => getComputedStyle(document.documentElement).backgroundColor"))


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
@pytest.mark.parametrize("name", list(REFERENCE_PAGES))
def test_reference_pages_in_the_dark_have_no_wcag_violations(
    axe_pages: AxePages,  # noqa: F811
    name: str,
    width: int,
) -> None:
    path, heading = REFERENCE_PAGES[name]
    page = axe_pages.new(width=width)
    page.emulate_media(color_scheme="dark")
    page.goto(path)
    expect(page.locator("h1")).to_have_text(heading)
    assert _paper(page) == DARK_PAPER
    if name == "cr":
        keep_a_slice_of_the_cr(page)
    assert_no_violations(page, dark=True)


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_the_explorer_in_the_dark_has_no_wcag_violations(
    axe_pages: AxePages,  # noqa: F811
    width: int,
) -> None:
    page = axe_pages.new(width=width)
    page.emulate_media(color_scheme="dark")
    page.goto(explorer_path(13))
    expect(page.locator(".stepper .position")).to_have_text("Step 13 of 14")
    assert _paper(page) == DARK_PAPER
    assert_no_violations(page, dark=True)


def test_the_toggle_overrides_the_system_and_is_remembered(
    axe_pages: AxePages,  # noqa: F811
) -> None:
    page = axe_pages.new()
    page.emulate_media(color_scheme="light")
    page.goto("/rules/704.5g")
    toggle = page.get_by_role("button", name="Dark mode")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    assert _paper(page) == LIGHT_PAPER
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    assert _paper(page) == DARK_PAPER
    page.goto("/glossary")
    expect(page.get_by_role("button", name="Dark mode")).to_have_attribute("aria-pressed", "true")
    assert _paper(page) == DARK_PAPER
    assert_no_violations(page)
    page.get_by_role("button", name="Dark mode").click()
    assert _paper(page) == LIGHT_PAPER
    page.reload()
    assert _paper(page) == LIGHT_PAPER
