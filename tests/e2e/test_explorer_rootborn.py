"""Issue 6's end-to-end check: build the Rootborn Defenses example from an empty board by clicking
and typing, step to the populate choice, choose, step to the end, copy the share link, and open it
in a new page to see the same state at the same step."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.e2e.conftest import Pages


def test_build_rootborn_defenses_play_it_and_share_it(pages: Pages) -> None:
    page = pages.new()
    page.goto("/explore")
    page.get_by_role("button", name="Start an empty board").click()
    expect(page.locator(".stepper .position")).to_have_text("Step 0 of 0")

    # Rootborn Defenses in A's hand, through the autocomplete.
    page.get_by_label("Player (owner)").select_option("A")
    page.get_by_label("Zone", exact=True).first.select_option("hand")
    page.get_by_label("Card name").press_sequentially("rootb", delay=30)
    page.get_by_role("option", name="Rootborn Defenses").click()
    page.get_by_role("button", name="Add card").click()
    expect(page.locator("section[aria-labelledby='z-hand']")).to_contain_text("Rootborn Defenses")

    # A white 2/2 Soldier token for A, and the mana to cast the spell.
    page.get_by_label("Token name").fill("Soldier")
    page.get_by_label("Type line").fill("Creature — Soldier")
    page.get_by_role("group", name="Colors").get_by_label("white").check()
    page.get_by_label("Power").fill("2")
    page.get_by_label("Toughness").fill("2")
    page.get_by_role("button", name="Add token").click()
    battlefield = page.locator("section[aria-labelledby='z-battlefield']")
    expect(battlefield).to_contain_text("Soldier")
    # A second creature token, so populate has a real choice to make.
    page.get_by_label("Token name").fill("Spirit")
    page.get_by_label("Type line").fill("Creature — Spirit")
    page.get_by_label("Power").fill("1")
    page.get_by_label("Toughness").fill("1")
    page.get_by_role("button", name="Add token").click()
    expect(battlefield).to_contain_text("Spirit")
    player_a = page.get_by_role("form", name="Player A")
    player_a.get_by_label("Mana pool").fill("WWW")
    player_a.get_by_role("button", name="Save player A").click()
    expect(page.locator(".players .player").first).to_contain_text("pool {W}{W}{W}")

    # Play: cast, resolve, and the populate choice.
    page.get_by_role("button", name="Cast Rootborn Defenses").click()
    expect(page.locator(".stack")).to_contain_text("Rootborn Defenses")
    page.get_by_role("button", name="Resolve the stack").click()
    expect(page.locator("#play-h")).to_have_text("Choice for player A")
    page.get_by_role("radio", name="Soldier", exact=True).check()
    page.get_by_role("button", name="Choose").click()
    expect(page.locator("#play-h")).to_have_text("Play on")
    expect(battlefield).to_contain_text("Soldier #2 (token, copy of Soldier)")
    expect(battlefield).to_contain_text("Indestructible")

    # Step back one step, copy the link, open it in a new page.
    position = page.locator(".stepper .position").inner_text()
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".stepper .position")).not_to_have_text(position)
    shared = page.url
    board = battlefield.inner_text()
    step = page.locator(".stepper .position").inner_text()

    other = pages.new()
    other.goto(shared)
    expect(other.locator(".stepper .position")).to_have_text(step)
    assert other.locator("section[aria-labelledby='z-battlefield']").inner_text() == board
