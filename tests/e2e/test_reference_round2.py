"""Issue 17 in a real browser: the home page searches as you type, the tab title follows the query,
card syntax answers (or says what it can't read), and the whole CR is one page with anchors.
Screenshots of the search, a rule page and the CR page at 1280 and 390 px go to screenshots/."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import ROOT, Pages
from tests.e2e.test_reference_pages import assert_same_document, mark_document, type_into

SCREENSHOTS = ROOT / "screenshots"


def test_the_home_page_searches_as_you_type(page: Page) -> None:
    page.goto("/")
    mark_document(page)
    type_into(page, "#home-q", "populate")
    results = page.locator("#results")
    first = results.locator(".result-title").first
    expect(first).to_have_text("Populate")
    expect(first).to_have_attribute("href", "/keywords/populate")
    expect(page).to_have_url(re.compile(r"/search\?q=populate$"))
    expect(page).to_have_title("populate — search · Rulings Explorer")
    assert_same_document(page)
    # The page it pushed loads as a whole page too.
    page.reload()
    expect(page.locator("h1")).to_have_text("Search")
    expect(page.locator("#results .result-title").first).to_have_text("Populate")


def test_the_tab_title_follows_the_query_as_you_type(page: Page) -> None:
    page.goto("/search")
    expect(page).to_have_title("Search · Rulings Explorer")
    type_into(page, "#q", "ward")
    expect(page).to_have_title("ward — search · Rulings Explorer")
    page.locator("#q").fill("")
    type_into(page, "#q", "trample")
    expect(page).to_have_title("trample — search · Rulings Explorer")


def test_card_syntax_as_you_type(pages: Pages, page: Page) -> None:
    page.goto("/search")
    mark_document(page)
    typed = ['t:creature o:"populate"', "o:populate foo:bar"]
    type_into(page, "#q", typed[0])
    results = page.locator("#results")
    expect(results.locator(".summary").first).to_contain_text("Card search:")
    expect(results).to_contain_text("Nesting Dovehawk")
    expect(results.locator("mark").first).to_have_text(re.compile("^populate", re.I))
    page.locator("#q").fill("")
    type_into(page, "#q", typed[1])
    expect(results.get_by_role("alert")).to_contain_text("unknown search key foo")
    assert_same_document(page)
    # A pause on a slow machine asks for a half-typed query ("t:c", "t:creature o", "o:p"),
    # which the search refuses with 400 as it does without JavaScript; the next keystroke's
    # answer replaces it, and what was typed is answered above.
    for text in typed:
        pages.logs[page].expect_refused_while_typing("/search", text)


def test_the_whole_cr_opens_at_a_rules_anchor(page: Page) -> None:
    response = page.goto("/cr#r613.8")
    assert response is not None
    assert response.ok
    rule = page.locator("#r613\\.8")
    expect(rule).to_be_in_viewport()
    expect(rule).to_contain_text("Within a layer or sublayer")
    count = page.locator("section.rule").count()
    assert count > 3000, count
    # The rule page's link to its place in the CR goes there.
    page.goto("/rules/702.16b")
    with page.expect_navigation(url=re.compile(r"/cr#r702\.16b$")):
        page.get_by_role("link", name="in the whole CR").click()
    expect(page.locator("#r702\\.16b")).to_be_in_viewport()


SHOTS = {
    "issue17-search": "/search?q=protection+from",
    "issue17-search-syntax": "/search?q=t%3Acreature+o%3A%22populate%22",
    "issue17-rule": "/rules/702.16b",
    "issue17-keyword": "/keywords/ward",
}


@pytest.mark.parametrize("width", [1280, 390])
def test_issue_17_screenshots(pages: Pages, width: int) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    page = pages.new(width=width)
    for name, path in SHOTS.items():
        response = page.goto(path)
        assert response is not None
        assert response.ok, f"{path} answered {response.status}"
        page.screenshot(path=SCREENSHOTS / f"{name}-{width}.png", full_page=True)
        scroll, client = page.evaluate(
            "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
        )
        assert scroll <= client, f"{path} scrolls sideways at {width}px ({scroll} > {client})"
    # The whole CR is far too long for a full-page picture: its top, and a rule in it.
    page.goto("/cr")
    page.screenshot(path=SCREENSHOTS / f"issue17-cr-{width}.png")
    page.goto("/cr#r702.16b")
    page.screenshot(path=SCREENSHOTS / f"issue17-cr-anchor-{width}.png")
    scroll, client = page.evaluate(
        "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert scroll <= client, f"/cr scrolls sideways at {width}px ({scroll} > {client})"
