"""The judge's workflow, issue 31 points 7 and 8, at 1280 and 390 px: the address names the step
the page shows ("Step N of M" and `step=N`, the short link too), and a question that starts with
a spell being cast — Bolt in response to Giant Growth — is set up from an empty board in at most
12 actions with "Add and cast", the step each cast produced in view and focused. A flip card is
flipped from its form (710, §4). Each page is checked by axe in light and dark."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Page, expect

from app.services.explorer import token_for
from tests.e2e.conftest import Pages
from tests.e2e.test_accessibility import (
    AxePages,
    axe_pages,  # noqa: F401 - the fixture
)
from tests.e2e.test_explore_workflow import (
    WIDTHS,
    axe_light_and_dark,
    empty_board,
    focused_id,
    in_view,
    screenshot,
)
from tests.test_explorer import example

#: An example with steps where nothing happens: the page's numbers and `at` differ.
FOLDED = "name-lists-sylex-current-name"


def _step_in_url(page: Page) -> str:
    return parse_qs(urlsplit(page.url).query)["step"][0]


@WIDTHS
def test_the_address_and_the_short_link_say_the_step_the_page_shows(
    pages: Pages, width: int
) -> None:
    page = pages.new(width=width)
    # A whole run to its end, perhaps the server's first: generous on a loaded machine.
    page.goto(f"/explore?s={token_for(example(FOLDED))}", timeout=60_000)
    position = page.locator(".stepper .position")
    expect(position).to_have_text(re.compile(r"^Step (\d+) of \1$"))
    count = int(position.inner_text().split()[-1])
    # The timeline's links and Back name page numbers, which the address then says.
    # Each step below is a run to it (or a stored link's): generous on a loaded machine.
    page.locator(".timeline a", has_text=f"Step {count - 2}").click()
    expect(position).to_have_text(f"Step {count - 2} of {count}", timeout=30_000)
    assert _step_in_url(page) == str(count - 2)
    page.get_by_role("link", name=re.compile("Forward")).click()
    expect(position).to_have_text(f"Step {count - 1} of {count}", timeout=30_000)
    assert _step_in_url(page) == str(count - 1)
    page.get_by_role("button", name="Short link").click()
    field = page.get_by_label("Short link to this step")
    expect(field).to_have_value(
        re.compile(rf"/s/[a-z2-7]{{10}}\?step={count - 1}$"), timeout=30_000
    )
    expect(position).to_have_text(f"Step {count - 1} of {count}")


@WIDTHS
def test_bolt_in_response_to_giant_growth_takes_at_most_twelve_actions(
    pages: Pages, width: int
) -> None:
    page = pages.new(width=width)
    actions = 0

    def did(n: int = 1) -> None:
        nonlocal actions
        actions += n

    empty_board(page)
    did()
    card = page.get_by_label("Card name")
    add_and_cast = page.get_by_role("button", name="Add and cast", exact=True)
    card.fill("Grizzly Bears")
    page.get_by_role("button", name="Add card", exact=True).click()
    did(2)
    expect(page.locator(".battlefield")).to_contain_text("Grizzly Bears")
    card.fill("Giant Growth")
    add_and_cast.click()
    did(2)
    # The run's new end is in view and has the focus (issue 31 §2), the spell on the stack.
    expect(page.locator(".stack")).to_contain_text("Giant Growth")
    in_view(page, "#now")
    assert focused_id(page) == "now"
    card.fill("Lightning Bolt")
    page.get_by_label("Player (owner)", exact=True).select_option("B")
    add_and_cast.click()
    did(3)
    expect(page.locator("#play-h")).to_have_text(re.compile("^Choice"))
    choice = page.locator(".play-choice")
    choice.get_by_label("Grizzly Bears", exact=True).check()
    choice.get_by_role("button", name="Choose").click()
    did(2)
    page.get_by_role("button", name="Resolve the stack").click()
    did()
    # The answer: Bolt resolved first, the Bears died, Giant Growth had no target left.
    expect(page.locator("#z-graveyard + ul")).to_contain_text("Grizzly Bears")
    expect(page.locator(".timeline")).to_contain_text("Giant Growth doesn't resolve")
    assert actions <= 12, actions
    screenshot(page, f"explore-speed-bolt-{width}.png")


@WIDTHS
def test_a_flip_card_is_flipped_from_its_form(pages: Pages, width: int) -> None:
    page = pages.new(width=width)
    empty_board(page)
    # Typed and picked from the suggestions, as a judge does: Add waits for no suggestion
    # request still in flight (a fill and an immediate click raced it once under CI's load).
    page.get_by_label("Card name").press_sequentially("Bushi Tend", delay=30)
    suggestion = page.get_by_role("option", name="Bushi Tenderfoot")
    expect(suggestion).to_be_visible(timeout=30_000)
    suggestion.click()
    page.get_by_role("button", name="Add card", exact=True).click()
    expect(page.locator(".battlefield")).to_contain_text("Bushi Tenderfoot", timeout=30_000)
    page.get_by_text("Edit Bushi Tenderfoot").click()
    page.get_by_label("Flipped", exact=True).check()
    page.get_by_role("button", name="Save Bushi Tenderfoot").click()
    expect(page.locator(".battlefield")).to_contain_text("Kenzo the Hardhearted", timeout=30_000)


@WIDTHS
def test_add_and_cast_and_the_flip_box_are_axe_clean(
    axe_pages: AxePages,  # noqa: F811 - the fixture
    width: int,
) -> None:
    bushi = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 1, "active": "A", "step": "main1"},
        "objects": [
            {"id": "bushi", "card": "Bushi Tenderfoot", "owner": "A", "zone": "battlefield"}
        ],
    }
    url = f"/explore?s={token_for(bushi)}&build=open"
    axe_light_and_dark(axe_pages, width, url, "#build")
