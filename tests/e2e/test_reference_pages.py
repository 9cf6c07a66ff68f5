"""The reference pages in a real browser: search as you type, rule links, the name check and
list filter, phone widths and JavaScript turned off.

Typing goes through the keyboard (press_sequentially), so htmx sees the same input events a person
makes. Every page is also checked for console errors and CSP violations (see conftest.py).
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import Pages

TYPING_DELAY_MS = 30


def mark_document(page: Page) -> None:
    """Tag the current document, so a later check can tell whether a full page load happened."""
    page.evaluate("() => { window.__e2eSameDocument = true; }")


def assert_same_document(page: Page) -> None:
    assert page.evaluate("() => window.__e2eSameDocument === true"), "a full page load happened"


def type_into(page: Page, selector: str, text: str) -> None:
    box = page.locator(selector)
    box.click()
    box.press_sequentially(text, delay=TYPING_DELAY_MS)


# (a) Results as you type -------------------------------------------------------------------------


def test_search_results_appear_as_you_type(page: Page) -> None:
    page.goto("/search")
    mark_document(page)
    type_into(page, "#q", "populat")

    results = page.locator("#results")
    expect(results.locator("section.result-group h2").first).to_be_visible()
    assert results.locator("section.result-group").count() >= 2, "results are not grouped by kind"
    expect(results.locator("mark").first).to_have_text(re.compile("^populat", re.I))
    expect(page).to_have_url(re.compile(r"/search\?(.*&)?q=populat(&|$)"))
    assert_same_document(page)


# (b) Did you mean --------------------------------------------------------------------------------


def test_misspelling_offers_did_you_mean(page: Page) -> None:
    page.goto("/search")
    mark_document(page)
    type_into(page, "#q", "golgothain")

    suggestion = page.locator("#results .suggestion")
    expect(suggestion).to_contain_text("Did you mean")
    link = suggestion.get_by_role("link")
    expect(link).to_have_text("golgothian")
    expect(page).to_have_url(re.compile(r"q=golgothain"))
    assert_same_document(page)

    link.click()
    expect(page).to_have_url(re.compile(r"/search\?q=golgothian$"))
    expect(page.locator("#results .result-title").first).to_be_visible()
    expect(page.locator("#results")).to_contain_text("Golgothian Sylex")


# (c) A rule number and Enter ---------------------------------------------------------------------


def test_rule_number_and_enter_goes_to_the_rule(page: Page, pages: Pages) -> None:
    page.goto("/search")
    type_into(page, "#q", "704.5g")
    with page.expect_navigation(url=re.compile(r"/rules/704\.5g$")):
        page.keyboard.press("Enter")

    expect(page.locator("h1")).to_have_text("Rule 704.5g")
    expect(page.locator(".rule-text")).to_contain_text(
        "that creature has been dealt lethal damage and is destroyed"
    )


# (d) Cross-references and neighbours -------------------------------------------------------------


def test_cross_reference_link_opens_the_target_rule(page: Page) -> None:
    # 613.8 itself has no cross-references; 613.1c says "See rule 612".
    page.goto("/rules/613.1")
    ref = page.locator("#r613\\.1c a.rule-ref").first
    expect(ref).to_have_text("612")
    expect(ref).to_have_attribute("title", "Text-Changing Effects")
    ref.click()

    expect(page).to_have_url(re.compile(r"/rules/612$"))
    expect(page.locator("h1")).to_have_text("612. Text-Changing Effects")


def test_every_cross_reference_on_a_rule_page_resolves(page: Page) -> None:
    page.goto("/rules/704.5")
    hrefs = page.locator("a.rule-ref").evaluate_all("links => links.map(a => a.href)")
    assert len(hrefs) >= 3
    for href in sorted(set(hrefs)):
        response = page.request.get(href)
        assert response.ok, f"{href} answered {response.status}"


def test_previous_and_next_links(page: Page) -> None:
    page.goto("/rules/613.8")
    page.locator(".prev-next a[rel=next]").click()
    expect(page).to_have_url(re.compile(r"/rules/613\.9$"))
    expect(page.locator("h1")).to_have_text("Rule 613.9")

    page.locator(".prev-next a[rel=prev]").click()
    expect(page).to_have_url(re.compile(r"/rules/613\.8$"))
    page.locator(".prev-next a[rel=prev]").click()
    expect(page).to_have_url(re.compile(r"/rules/613\.7$"))
    expect(page.locator("h1")).to_have_text("Rule 613.7")

    page.locator(".permalink a").click()
    expect(page).to_have_url(re.compile(r"/rules/613\.7$"))


# (e) The name check ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "typed", "kind", "answer"),
    [
        ("/names/homelands", "reveka, wizard savant", "yes", "Yes — “Reveka, Wizard Savant”"),
        ("/names/antiquities", "Urza's Tower", "yes", "Yes — “Urza’s Tower”"),
        ("/names/antiquities", "urzas tower", "yes", "Yes — “Urza’s Tower”"),
        ("/names/homelands", "an havva constable", "yes", "Yes — “An-Havva Constable”"),
        (
            "/names/homelands",
            "Serra Aviery",
            "did-you-mean",
            "No exact match — did you mean Serra Aviary (Homelands, 206.3c)?",
        ),
        ("/names/antiquities", "Grizzly Bears", "no", "No — “Grizzly Bears”"),
    ],
)
def test_name_check(page: Page, path: str, typed: str, kind: str, answer: str) -> None:
    page.goto(path)
    mark_document(page)
    type_into(page, "#check", typed)
    with page.expect_response(lambda r: "check=" in r.url) as answered:
        page.keyboard.press("Enter")
    response = answered.value
    assert response.ok, f"the name check answered {response.status}: {response.text()[:200]}"

    result = page.locator("#check-result .answer")
    expect(result).to_have_count(1)
    expect(result).to_contain_text(answer)
    expect(result).to_have_class(re.compile(rf"\banswer {kind}$"))
    assert_same_document(page)


def test_a_suggested_name_opens_its_card(page: Page) -> None:
    page.goto("/names?check=Golgathian+Sylex")
    link = page.locator("#check-result .answer.did-you-mean a", has_text="Golgothian Sylex")
    link.click()
    expect(page).to_have_url(re.compile(r"/cards/golgothian-sylex$"))
    expect(page.locator("h1")).to_contain_text("Golgothian Sylex")


# (f) The list filter -----------------------------------------------------------------------------


def test_name_filter_narrows_the_list_as_you_type(page: Page) -> None:
    page.goto("/names/homelands")
    names = page.locator("#names .name-list li")
    total = names.count()
    assert total > 100
    mark_document(page)

    type_into(page, "#q", "seng")
    expect(page.locator("#names .summary")).to_contain_text(f"of {total} names match “seng”")
    shown = names.all_inner_texts()
    assert 0 < len(shown) < total
    assert all("seng" in n.lower() for n in shown), shown
    expect(page).to_have_url(re.compile(r"q=seng"))

    type_into(page, "#q", "ir a")
    expect(names).to_have_text(["Sengir Autocrat"])
    assert_same_document(page)


# (g) No sideways scrolling on a phone ------------------------------------------------------------

PHONE_PAGES = [
    "/",
    "/search?q=damage",
    "/rules/704",
    "/names/antiquities",
    "/cards/golgothian-sylex",
    "/about",
]


@pytest.mark.parametrize("path", PHONE_PAGES)
def test_no_horizontal_scroll_at_390px(pages: Pages, path: str) -> None:
    page = pages.new(width=390)
    response = page.goto(path)
    assert response is not None
    assert response.ok
    widths = page.evaluate(
        "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert widths[0] <= widths[1], f"{path} scrolls sideways: scrollWidth, clientWidth = {widths}"


# (h) Without JavaScript --------------------------------------------------------------------------


@pytest.mark.parametrize("path", PHONE_PAGES)
def test_pages_render_without_javascript(pages: Pages, path: str) -> None:
    page = pages.new(javascript=False)
    response = page.goto(path)
    assert response is not None
    assert response.ok
    expect(page.locator("h1")).to_be_visible()


def test_search_form_works_without_javascript(pages: Pages) -> None:
    page = pages.new(javascript=False)
    page.goto("/")
    page.locator("#home-q").fill("populate")
    with page.expect_navigation(url=re.compile(r"/search\?q=populate$")):
        page.locator(".big-search button[type=submit]").click()
    expect(page.locator("#results section.result-group").first).to_be_visible()
    expect(page.locator("#results mark").first).to_have_text(re.compile("^populate", re.I))

    # The search page's own form, and a rule number, work the same way.
    page.locator("#q").fill("704.5g")
    with page.expect_navigation(url=re.compile(r"/rules/704\.5g$")):
        page.locator("#q").press("Enter")
    expect(page.locator("h1")).to_have_text("Rule 704.5g")


def test_name_check_and_filter_work_without_javascript(pages: Pages) -> None:
    page = pages.new(javascript=False)
    page.goto("/names/homelands")
    page.locator("#check").fill("reveka, wizard savant")
    with page.expect_navigation():
        page.locator(".name-check button[type=submit]").click()
    expect(page.locator("#check-result .answer.yes")).to_contain_text("Reveka, Wizard Savant")

    page.locator("#q").fill("seng")
    with page.expect_navigation(url=re.compile(r"q=seng")):
        page.locator(".filter button[type=submit]").click()
    shown = page.locator("#names .name-list li").all_inner_texts()
    assert shown
    assert all("seng" in n.lower() for n in shown), shown
