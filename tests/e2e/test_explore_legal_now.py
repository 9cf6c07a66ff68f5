"""Issue 31 §6: "Legal now" lists only what is legal — not a tapped creature's {T} ability (even
one whose line the engine doesn't read: that is illegal, 107.5, not "not modelled"), nor the mana
abilities of a player who doesn't hold priority (605.3a) — at desktop and phone widths, axe-clean
in the light and dark themes."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import ROOT, Pages
from tests.e2e.test_accessibility import (
    AxePages,
    assert_no_violations,
    axe_pages,  # noqa: F401 - the fixture
)
from tests.explore_play_forms import token

SCREENSHOTS = ROOT / "screenshots"
#: A first explorer page of a server session starts its engine workers: on a loaded machine that
#: takes longer than the default 10 s.
FIRST_LOAD_MS = 60_000

TAPPED: dict[str, Any] = {
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {
            "id": "mom",
            "card": "Mother of Runes",
            "owner": "A",
            "zone": "battlefield",
            "tapped": True,
        },
        {"id": "forest", "card": "Forest", "owner": "A", "zone": "battlefield"},
        {"id": "bforest", "card": "Forest", "owner": "B", "zone": "battlefield"},
        {"id": "belves", "card": "Llanowar Elves", "owner": "B", "zone": "battlefield"},
    ],
}


@pytest.mark.parametrize("width", [1280, 390])
def test_legal_now_lists_only_legal_actions(pages: Pages, width: int) -> None:
    page = pages.new(width=width)
    page.goto("/explore?s=" + token(TAPPED), timeout=FIRST_LOAD_MS)
    legal = page.locator(".play-legal")
    expect(legal).to_contain_text("Activate Forest: {T}: Add {G}.")
    expect(legal).not_to_contain_text("Mother of Runes")
    expect(legal).not_to_contain_text("Forest #2")
    expect(legal).not_to_contain_text("Llanowar Elves")
    expect(page.locator(".play-refused")).to_contain_text(
        "Mother of Runes is already tapped; {T} can't be paid"
    )
    expect(page.locator(".play-unmodelled")).to_have_count(0)
    SCREENSHOTS.mkdir(exist_ok=True)
    page.locator(".play").screenshot(path=SCREENSHOTS / f"legal-now-{width}.png")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_the_play_section_is_axe_clean(
    axe_pages: AxePages,  # noqa: F811
    scheme: str,
    width: int,
) -> None:
    page = axe_pages.new(width=width)
    page.emulate_media(color_scheme="dark" if scheme == "dark" else "light")
    page.goto("/explore?s=" + token(TAPPED), timeout=FIRST_LOAD_MS)
    expect(page.locator(".play-refused")).to_contain_text("already tapped")
    assert_no_violations(page, dark=scheme == "dark")
