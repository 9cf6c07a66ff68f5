"""axe-core (from the npm registry, node_modules/axe-core) finds no WCAG 2.2 AA violations on the
home, search, rule and explorer pages, at desktop and phone widths, and after an htmx step.

The app's CSP forbids inline scripts, so these pages are opened in contexts that bypass the CSP
(only to inject axe; the pages themselves are served unchanged)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from app.services.explorer import token_for
from tests.e2e.conftest import ROOT, Pages, passed
from tests.e2e.tabs import Tabs
from tests.e2e.test_short_links import make_short_link

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
EXAMPLE = ROOT / "examples" / "targets-all-illegal-doesnt-resolve.json"


def explorer_path(at: int) -> str:
    """The explorer on the Lightning Bolt / Unsummon example's share link, at step `at`."""
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data.pop("example", None)
    data.pop("expect", None)
    return f"/explore?s={token_for(data)}&at={at}"


class AxePages(Pages):
    """Pages in contexts with the CSP bypassed, each page's console watched."""

    def __init__(self, tabs: Tabs) -> None:
        super().__init__(tabs, bypass_csp=True)

    def new(self, *, width: int = 1280, javascript: bool = True, own_context: bool = False) -> Page:
        assert javascript, "axe is a script"
        return super().new(width=width, own_context=own_context)


@pytest.fixture
def axe_pages(tabs: Tabs, request: pytest.FixtureRequest) -> Iterator[AxePages]:
    assert AXE.is_file(), f"{AXE} is missing: run `npm ci` (make install does)"
    factory = AxePages(tabs)
    yield factory
    errors = factory.errors()
    factory.close(passed=passed(request) and not errors)
    assert not errors, "the browser logged errors:\n" + "\n".join(errors)


def axe_run(page: Page, tags: list[str]) -> dict[str, Any]:
    """Inject axe-core and run the rules with `tags` on the whole document (`of_tags` reads a
    subset of them from the result).

    Every node of a violation is reported; of the rules that passed only their ids come back
    (axe's `resultTypes`: a passing rule keeps one node, whose selector alone is worked out).
    The rules' checks are the same either way, but the full passes of a long page — the
    Comprehensive Rules, every element — were megabytes of JSON decoded in the test's process,
    about 15 s of CPU a run (issue 27 §6)."""
    page.add_script_tag(path=str(AXE))
    result: dict[str, Any] = page.evaluate(
        """(tags) => axe.run(document, {
            runOnly: {type: 'tag', values: tags},
            resultTypes: ['violations'],
        }).then((r) => ({
            violations: r.violations,
            passes: r.passes.map((p) => ({id: p.id, tags: p.tags})),
        }))""",
        tags,
    )
    return of_tags(result, tags, page.url)


def of_tags(result: dict[str, Any], tags: list[str], url: str) -> dict[str, Any]:
    """The part of an axe result that the rules with `tags` make: axe runs a rule when any of
    its tags is asked for, and each rule's result is its own, so this is what a run with only
    `tags` answers."""
    wanted = set(tags)
    part = {
        kind: [rule for rule in result[kind] if wanted & set(rule["tags"])]
        for kind in ("violations", "passes")
    }
    # Guard against a vacuous pass (axe not running, or an empty document).
    passed = {rule["id"] for rule in part["passes"]}
    expected = {"color-contrast", "document-title"} if "wcag2aa" in tags else {"heading-order"}
    assert expected <= passed, f"axe did not check {expected - passed} on {url}"
    return part


#: The whole CR page is one rule's markup 3,300 times over. axe reads all of it once, at desktop
#: width in the light theme (`DesktopPages`: WCAG and best practices); at phone width and in the
#: dark (three more runs, 11-13 s of CPU each: issue 27 §6) it reads a slice of the same page —
#: its heading, date and contents, every section heading, the first rule of each distinct markup
#: (its kind: rule, numbered, subrule; with or without examples, a source note, links to other
#: rules, several paragraphs) and the first glossary entry of each (with or without links, one
#: paragraph or several). The rest is taken out of the document before axe runs; what stayed is
#: returned, one key a markup.
SLICE_OF_THE_CR = """() => {
  const kept = new Set();
  const first = (key) => !kept.has(key) && kept.add(key);
  for (const rule of document.querySelectorAll('section.rule')) {
    const key = ['rule', rule.classList[1], !!rule.querySelector('.example'),
      !!rule.querySelector('.note'), !!rule.querySelector('a.rule-ref'),
      rule.querySelectorAll(':scope > p:not(.example):not(.note)').length > 1].join('|');
    if (!first(key)) rule.remove();
  }
  for (const term of Array.from(document.querySelectorAll('.cr-glossary dt'))) {
    const text = term.nextElementSibling;
    const key = ['term', !!text.querySelector('a.rule-ref'),
      text.querySelectorAll('p').length > 1].join('|');
    if (!first(key)) { text.remove(); term.remove(); }
  }
  return Array.from(kept);
}"""


def keep_a_slice_of_the_cr(page: Page) -> None:
    """Leave one of each markup of the whole CR page in it (`SLICE_OF_THE_CR`)."""
    kept = page.evaluate(SLICE_OF_THE_CR)
    kinds = {key.split("|")[1] for key in kept if key.startswith("rule|")}
    # Each of the page's rule kinds and glossary entries is still there to check.
    assert {"rule-rule", "rule-numbered", "rule-subrule"} <= kinds, kept
    assert any(key.startswith("term|") for key in kept), kept
    assert page.locator("h2.cr-section").count() == 10  # the nine sections and the glossary


def describe(violations: list[dict[str, Any]]) -> str:
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']} — {v['helpUrl']}")
        for node in v["nodes"][:10]:
            summary = " | ".join(node["failureSummary"].splitlines()[1:])
            lines.append(f"    {node['target']}: {summary}")
    return "\n".join(lines)


#: axe's WCAG rules about colour (its category `cat.color` within WCAG_TAGS): contrast of text,
#: and links told from the text around them.
COLOUR_RULES = ["color-contrast", "link-in-text-block"]


def assert_no_violations(page: Page, tags: list[str] = WCAG_TAGS, *, dark: bool = False) -> None:
    """axe finds no violation of the rules with `tags` on the page as it is now.

    With `dark`, the page is in the dark theme and only axe's colour rules run (issue 27 §6: the
    dark runs were a third of the axe time). The dark theme changes nothing but colours —
    tests/test_dark_theme_css.py fails if one of its rules sets anything else — so its page has the
    same structure, names, roles, order and sizes as the light page, which every caller also checks
    with all of `tags`; what can differ is only what the colour rules measure."""
    result = axe_colour_run(page) if dark else axe_run(page, tags)
    violations = result["violations"]
    assert not violations, f"axe-core violations on {page.url}:\n{describe(violations)}"


def axe_colour_run(page: Page) -> dict[str, Any]:
    """axe's colour rules alone (`COLOUR_RULES`) on a page in the dark theme."""
    scheme = page.evaluate("() => getComputedStyle(document.documentElement).colorScheme")
    assert scheme == "dark", f"{page.url} is not in the dark theme ({scheme})"
    page.add_script_tag(path=str(AXE))
    result: dict[str, Any] = page.evaluate(
        """([rules, tags]) => axe.run(document, {
            runOnly: {type: 'rule', values: rules},
            resultTypes: ['violations'],
        }).then((r) => ({
            violations: r.violations,
            passes: r.passes.map((p) => p.id),
            colour: axe.getRules(['cat.color'])
                .filter((rule) => rule.tags.some((tag) => tags.includes(tag)))
                .map((rule) => rule.ruleId),
        }))""",
        [COLOUR_RULES, WCAG_TAGS],
    )
    # Every colour rule of axe's is run, and contrast was really measured.
    assert sorted(result["colour"]) == sorted(COLOUR_RULES), result["colour"]
    assert "color-contrast" in result["passes"], f"axe did not check contrast on {page.url}"
    return result


#: What a reference page at desktop width is checked for: WCAG (its own test) and axe's best
#: practices (another test), read from one run.
DESKTOP_TAGS = [*WCAG_TAGS, "best-practice"]


class DesktopPages:
    """The reference pages at desktop width, each opened once and checked by axe once for both
    of its tests (issue 27 §6): on a loaded machine the Comprehensive Rules took 44 s of axe
    for WCAG and 20 s for best practices, 51 s for both in one run. A page's tests keep their
    own assertions on the live page, and one that logged an error fails every test that reads
    it. One page is kept open at a time: its tests run together (one `xdist_group`), and
    another page's opening closes it."""

    def __init__(self, tabs: Tabs) -> None:
        self.tabs = tabs
        self.name = ""
        self.pages: AxePages | None = None
        self.result: dict[str, Any] | None = None

    def open(self, name: str) -> Page:
        if name != self.name or self.pages is None:
            self.close()
            self.pages = AxePages(self.tabs)
            self.pages.new().goto(REFERENCE_PAGES[name][0])
            self.name = name
        return next(iter(self.pages.logs))

    def assert_no_violations(self, name: str, tags: list[str]) -> None:
        page = self.open(name)
        if self.result is None:
            # Checked as its WCAG test checks it: once the results are shown.
            if name.startswith(("search", "card-syntax")):
                expect(page.locator(".result").first).to_be_visible()
            self.result = axe_run(page, DESKTOP_TAGS)
        violations = of_tags(self.result, tags, page.url)["violations"]
        assert not violations, f"axe-core violations on {page.url}:\n{describe(violations)}"

    def assert_clean(self) -> None:
        errors = self.pages.errors() if self.pages else []
        assert not errors, "the browser logged errors:\n" + "\n".join(errors)

    def close(self) -> None:
        if self.pages is not None:
            self.pages.close(passed=not self.pages.errors())
        self.name, self.pages, self.result = "", None, None


@pytest.fixture(scope="module")
def desktop_pages(tabs: Tabs) -> Iterator[DesktopPages]:
    assert AXE.is_file(), f"{AXE} is missing: run `npm ci` (make install does)"
    pages = DesktopPages(tabs)
    yield pages
    pages.close()


REFERENCE_PAGES = {
    "home": ("/", "Rulings Explorer"),
    "search": ("/search?q=populate", "Search"),
    "rule": ("/rules/704.5g", "Rule 704.5g"),
    "rule-context": ("/rules/702.16b", "Rule 702.16b"),
    "card-syntax": ("/search?q=t%3Acreature+o%3Apopulate", "Search"),
    # Issue 30 §3: words no document holds together, a list of card names, or and parentheses.
    "search-most-words": ("/search?q=exile+it+instead+dies", "Search"),
    "search-card-names": ("/search?q=Humility+Opalescence", "Search"),
    "card-syntax-or": ("/search?q=t%3Acreature+%28o%3Aflying+or+o%3Areach%29", "Search"),
    "cr": ("/cr", "The Comprehensive Rules"),
    # A card page with its dated rulings, and a rule page listing the card rulings naming it.
    "card-rulings": ("/cards/humility", "Humility"),
    "rule-card-rulings": ("/rules/704.5a", "Rule 704.5a"),
    # Issue 30 §2, §4: a split card's two halves, a flip card's flipped half, a colour
    # indicator, and card results each with its status in the engine.
    "card-split": ("/cards/fire-ice", "Fire // Ice"),
    "card-flip": (
        "/cards/bushi-tenderfoot-kenzo-the-hardhearted",
        "Bushi Tenderfoot // Kenzo the Hardhearted",
    ),
    "card-indicator": ("/cards/ancestral-vision", "Ancestral Vision"),
    "card-syntax-status": ("/search?q=is%3Apartial+t%3Agiant", "Search"),
}


#: A reference page's tests, kept on one test worker (`--dist loadgroup`) so that they share
#: its desktop page.
PAGE_NAMES = [
    pytest.param(name, marks=pytest.mark.xdist_group(f"axe-{name}")) for name in REFERENCE_PAGES
]


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
@pytest.mark.parametrize("name", PAGE_NAMES)
def test_reference_pages_have_no_wcag_violations(
    axe_pages: AxePages, desktop_pages: DesktopPages, name: str, width: int
) -> None:
    path, heading = REFERENCE_PAGES[name]
    if width == 1280:
        page = desktop_pages.open(name)
    else:
        page = axe_pages.new(width=width)
        page.goto(path)
    expect(page.locator("h1")).to_have_text(heading)
    if name.startswith(("search", "card-syntax")):
        expect(page.locator(".result").first).to_be_visible()
    if width == 1280:
        desktop_pages.assert_no_violations(name, WCAG_TAGS)
        desktop_pages.assert_clean()
    else:
        if name == "cr":
            keep_a_slice_of_the_cr(page)
        assert_no_violations(page)


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_a_refused_card_query_has_no_wcag_violations(axe_pages: AxePages, width: int) -> None:
    """The 400 page of a parenthesis never closed says so, in an alert, accessibly."""
    page = axe_pages.new(width=width)
    page.goto("/search?q=t%3Acreature+%28o%3Aflying+or+o%3Areach")
    expect(page.locator(".error")).to_contain_text("this parenthesis is never closed")
    assert_no_violations(page)
    axe_pages.logs[page].expect_status(400, page.url)


@pytest.mark.parametrize("name", PAGE_NAMES)
def test_reference_pages_follow_axe_best_practices(desktop_pages: DesktopPages, name: str) -> None:
    """Beyond WCAG: unique landmarks, heading order, all content in landmarks."""
    heading = REFERENCE_PAGES[name][1]
    page = desktop_pages.open(name)
    expect(page.locator("h1")).to_have_text(heading)
    desktop_pages.assert_no_violations(name, ["best-practice"])
    desktop_pages.assert_clean()


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_explorer_share_link_has_no_wcag_violations(axe_pages: AxePages, width: int) -> None:
    page = axe_pages.new(width=width)
    page.goto(explorer_path(13))
    expect(page.locator(".stepper .position")).to_have_text("Step 13 of 14")
    expect(page.locator(".now")).to_contain_text("doesn't resolve")
    assert_no_violations(page)


def test_explorer_after_an_htmx_step_has_no_wcag_violations(axe_pages: AxePages) -> None:
    page = axe_pages.new()
    page.goto(explorer_path(13))
    expect(page.locator(".stepper .position")).to_have_text("Step 13 of 14")
    page.keyboard.press("ArrowLeft")
    expect(page.locator(".stepper .position")).to_have_text("Step 12 of 14")
    assert_no_violations(page)
    page.keyboard.press("Home")
    expect(page.locator(".stepper .position")).to_have_text("Step 0 of 14")
    assert_no_violations(page)


def test_short_link_pages_have_no_wcag_violations(axe_pages: AxePages) -> None:
    page = axe_pages.new()
    make_short_link(page)  # from test_short_links
    assert_no_violations(page)
    page.goto("/s/aaaaaaaaaa")
    assert_no_violations(page)
    axe_pages.logs[page].expect_status(404, page.url)
