"""The explorer in a real browser: Try it from a ruling, keyboard stepping that pushes the URL,
back/forward, reload, and a phone-width layout."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, expect

from tests.e2e.conftest import Pages


def open_try_it(page: Page) -> None:
    page.goto("/rulings/sr-55ecf28b93")
    page.locator("a.try-it").first.click()
    expect(page.locator(".stepper .position")).to_have_text("Step 13 of 14")


def test_try_it_opens_at_the_ruling_and_arrows_step(page: Page) -> None:
    open_try_it(page)
    expect(page.locator(".now")).to_contain_text("doesn't resolve")
    page.evaluate("() => { window.__e2eSameDocument = true; }")
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".stepper .position")).to_have_text("Step 12 of 14")
    expect(page).to_have_url(re.compile(r"step=12"))
    assert page.evaluate("() => window.__e2eSameDocument === true"), "stepping reloaded the page"
    page.keyboard.press("End")
    expect(page.locator(".stepper .position")).to_have_text("Step 14 of 14")
    page.go_back()
    expect(page).to_have_url(re.compile(r"step=12"))
    page.reload()
    expect(page.locator(".stepper .position")).to_have_text("Step 12 of 14")


def test_back_after_htmx_steps_restores_the_whole_page_and_its_title(page: Page) -> None:
    """Issue 16, item 2: the tab's title follows every step, and Back after stepping with htmx
    shows the whole page even when htmx's own cache of past pages misses."""
    open_try_it(page)
    expect(page).to_have_title(re.compile(r"step 13 of 14 · Rulings Explorer$"))
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".stepper .position")).to_have_text("Step 12 of 14")
    expect(page).to_have_title(re.compile(r"step 12 of 14 · Rulings Explorer$"))
    page.keyboard.press("ArrowLeft")
    expect(page).to_have_title(re.compile(r"step 11 of 14 · Rulings Explorer$"))
    page.evaluate("() => localStorage.clear()")  # a miss in htmx's history cache
    page.go_back()
    expect(page).to_have_url(re.compile(r"step=12"))
    expect(page.locator(".stepper .position")).to_have_text("Step 12 of 14")
    expect(page.locator("h1")).to_have_text("Explorer")
    expect(page.locator("header").first).to_be_visible()
    expect(page).to_have_title(re.compile(r"step 12 of 14 · Rulings Explorer$"))


def test_rule_links_on_steps_lead_to_the_rule(page: Page) -> None:
    open_try_it(page)
    page.locator('.now a.rule-ref[href="/rules/608.2b"]').click()
    expect(page).to_have_url(re.compile(r"/rules/608\.2b$"))
    expect(page.locator("h1")).to_have_text("Rule 608.2b")


def test_explorer_at_phone_width_and_without_javascript(pages: Pages) -> None:
    phone = pages.new(width=390)
    open_try_it(phone)
    overflow = phone.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
    plain = pages.new(javascript=False)
    open_try_it(plain)
    plain.locator('a[data-key="prev"]').click()
    expect(plain.locator(".stepper .position")).to_have_text("Step 12 of 14")


def test_keyboard_stepping_keeps_focus_and_the_step_bar_stays_on_screen(page: Page) -> None:
    """Issue 16, item 7: after a step made from the keyboard, focus is back on the control that
    was pressed; the step bar stays in view while the page scrolls (390 px wide)."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_try_it(page)
    page.locator('#explorer a[data-key="prev"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator(".stepper .position")).to_have_text("Step 12 of 14")
    expect(page.locator('#explorer a[data-key="prev"]')).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator(".stepper .position")).to_have_text("Step 11 of 14")
    expect(page.locator('#explorer a[data-key="prev"]')).to_be_focused()
    page.mouse.wheel(0, 3000)
    page.wait_for_function("() => window.scrollY > 300")
    box = page.locator(".stepper").bounding_box()
    assert box is not None
    assert 0 <= box["y"] < 60, box


def test_play_on_from_an_earlier_step_and_undo(page: Page) -> None:
    """Issue 16, item 1: from step 1, 'Play on from this step' asks in a dialog how many later
    actions go, then opens the shorter scenario at its end; 'Undo last action' drops one more."""
    from tests.e2e.test_accessibility import explorer_path

    page.goto(explorer_path(1))
    expect(page.locator(".stepper .position")).to_have_text("Step 1 of 14")
    asked: list[str] = []

    def accept(dialog: Any) -> None:
        asked.append(dialog.message)
        dialog.accept()

    page.once("dialog", accept)
    page.get_by_role("button", name="Play on from this step").click()
    expect(page.get_by_role("button", name="Undo last action")).to_be_visible()
    assert asked
    assert "drops the 2 later actions" in asked[0]
    position = page.locator(".stepper .position")
    expect(position).to_have_text(re.compile(r"^Step (\d+) of \1$"))
    kept = int(position.inner_text().split()[1])
    assert kept < 14
    page.get_by_role("button", name="Undo last action").click()
    expect(position).to_have_text("Step 0 of 0")
    page.go_back()
    expect(position).to_have_text(f"Step {kept} of {kept}")


def test_each_player_has_a_battlefield_column(pages: Pages) -> None:
    """Issue 16, item 3: side by side at 1280 px, one under the other at 390 px."""
    from engine import encode_link, parse_scenario
    from tests.test_explorer import BOARD

    path = "/explore?s=" + encode_link(parse_scenario(BOARD))
    for width, side_by_side in ((1280, True), (390, False)):
        page = pages.new(width=width)
        page.goto(path)
        a = page.locator(".battlefield-player").nth(0).bounding_box()
        b = page.locator(".battlefield-player").nth(1).bounding_box()
        assert a is not None
        assert b is not None
        assert (abs(a["y"] - b["y"]) < 5) == side_by_side, (width, a, b)
        expect(page.locator(".battlefield-player").nth(0).locator(".lands")).to_contain_text(
            "Forest"
        )


def test_an_object_opens_its_card_text_without_leaving_the_step(page: Page) -> None:
    """Issue 16, item 6."""
    open_try_it(page)
    url = page.url
    panel = page.locator("details.card-text").first
    expect(panel.locator(".oracle-line").first).to_be_hidden()
    panel.locator("summary").click()
    expect(panel.locator(".oracle-line").first).to_be_visible()
    assert page.url == url


def test_stepping_shows_every_step_numbered_without_gaps_in_players_words(page: Page) -> None:
    """Issue 16, item 4: Forward goes from one step where something happens to the next,
    numbered 1, 2, 3 … (the link still counts agenda steps), and the narration names cards as
    players do: no scenario ids, no 'Ability a1', no '(or null to decline)'."""
    from engine import encode_link, parse_scenario
    from tests.test_explorer import example

    token = encode_link(parse_scenario(example("name-lists-sylex-current-name")))
    page.goto(f"/explore?s={token}&at=0")
    position = page.locator(".stepper .position")
    expect(position).to_have_text(re.compile(r"^Step 0 of \d+$"))
    count = int(position.inner_text().split()[-1])
    said = []
    for number in range(1, count + 1):
        page.keyboard.press("ArrowRight")
        expect(position).to_have_text(f"Step {number} of {count}")
        said.append(page.locator(".now").inner_text())
    text = " ".join(said)
    assert "Player A chooses Ornithopter." in text
    assert "Grizzly Bears has a name not on the list" in text
    for internal in ("(sylex)", "(clone)", "(orn)", "Ability a1", "(object)", "or null"):
        assert internal not in text
    assert "Nothing happens at this step" not in text
    # The address names the page's number, though steps were folded (issue 31 §7).
    assert re.findall(r"step=(\d+)", page.url)[-1] == str(count)
