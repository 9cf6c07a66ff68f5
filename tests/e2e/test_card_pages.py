"""Card pages in a real browser (issue 14, reference): a card from the whole corpus shows its
mana cost as symbols with words for screen readers, its unmodelled lines marked, and Try it opens
the explorer with the card; axe-core finds no WCAG 2.2 AA violation, light or dark."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.test_accessibility import (
    AxePages,
    assert_no_violations,
    axe_pages,  # noqa: F401 - the fixture
)


def test_a_corpus_card_page_and_its_try_it_link(page: Page) -> None:
    # Multani's defining ability (cards in all hands) isn't modelled; its shroud is.
    page.goto("/cards/multani-maro-sorcerer")
    expect(page.locator("h1")).to_have_text("Multani, Maro-Sorcerer")
    cost = page.locator(".mana-cost")
    expect(cost).to_contain_text("green mana")  # the words a screen reader says
    unsupported = page.locator(".oracle-line.unsupported")
    expect(unsupported).to_contain_text("power and toughness are each equal to")
    expect(page.locator(".engine-status")).to_contain_text("Partial")
    page.get_by_role("link", name="Try it").click()
    expect(page).to_have_url(re.compile(r"/explore\?"))
    expect(page.locator("#explorer")).to_contain_text("Multani")


def test_a_face_name_finds_its_card(page: Page) -> None:
    page.goto("/cards/delver-of-secrets")
    expect(page).to_have_url(re.compile(r"/cards/delver-of-secrets-insectile-aberration$"))
    expect(page.locator(".card-face")).to_have_count(2)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_card_pages_have_no_wcag_violations(
    axe_pages: AxePages,  # noqa: F811
    scheme: str,
    width: int,
) -> None:
    page = axe_pages.new(width=width)
    page.emulate_media(color_scheme="dark" if scheme == "dark" else "light")
    page.goto("/cards/giant-albatross")
    expect(page.locator("h1")).to_have_text("Giant Albatross")
    assert_no_violations(page, dark=scheme == "dark")
