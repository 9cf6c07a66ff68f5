"""Issue 31 §5: a cast pays automatically beside manual payment — the offer names what the
stated rule taps (601.2g), the step shows the mana abilities activated (605.3b) — and a cost the
pool can't pay says what the pool holds; at desktop and phone widths, axe-clean light and dark."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import Pages
from tests.e2e.test_accessibility import (
    AxePages,
    assert_no_violations,
    axe_pages,  # noqa: F401 - the fixture
)
from tests.e2e.test_explore_legal_now import FIRST_LOAD_MS, SCREENSHOTS
from tests.explore_play_forms import token

BOARD: dict[str, Any] = {
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
        {"id": "forest", "card": "Forest", "owner": "A", "zone": "battlefield"},
        {"id": "gg", "card": "Giant Growth", "owner": "A", "zone": "hand"},
        {"id": "cancel", "card": "Cancel", "owner": "A", "zone": "hand"},
    ],
}


@pytest.mark.parametrize("width", [1280, 390])
def test_cast_paying_automatically_shows_the_land_tapped(pages: Pages, width: int) -> None:
    page = pages.new(width=width)
    page.goto("/explore?s=" + token(BOARD), timeout=FIRST_LOAD_MS)
    legal = page.locator(".play-legal")
    expect(legal).to_contain_text("Activate Forest: {T}: Add {G}.")  # paying by hand stays
    refused = page.locator(".play-refused")
    expect(refused).to_contain_text("can't pay {1}{U}{U} for Cancel")
    expect(refused).to_contain_text("the pool has no mana")
    expect(refused).not_to_contain_text("Giant Growth")  # offered paying automatically instead
    page.get_by_role("button", name="Cast Giant Growth, tapping Forest for mana").click()
    expect(page.locator(".stack")).to_contain_text("Giant Growth")
    href = page.get_by_role("link", name="Step 1", exact=True).get_attribute("href")
    assert href is not None
    page.goto(href)
    now = page.locator(".now")
    expect(now).to_contain_text("Player A activates Forest's mana ability to pay automatically")
    expect(now).to_contain_text("Player A pays {G}")
    # Last: a screenshot's injected styles make a later htmx swap log CSP errors.
    page.screenshot(path=SCREENSHOTS / f"auto-pay-step-{width}.png", full_page=True)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_the_offer_is_axe_clean(
    axe_pages: AxePages,  # noqa: F811
    scheme: str,
    width: int,
) -> None:
    page = axe_pages.new(width=width)
    page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
    page.goto("/explore?s=" + token(BOARD), timeout=FIRST_LOAD_MS)
    expect(page.locator(".play-legal")).to_contain_text("tapping Forest for mana")
    assert_no_violations(page, dark=scheme == "dark")
    SCREENSHOTS.mkdir(exist_ok=True)
    page.locator(".play").screenshot(path=SCREENSHOTS / f"auto-pay-{width}-{scheme}.png")
