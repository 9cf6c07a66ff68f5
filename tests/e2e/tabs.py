"""Browser tabs kept between tests: in each test worker, a browser context and its one page for
each set of context options, handed to one test at a time and made clean before the next.

Why the page, not only the context (issue 27 §6, bench/README.md): what a browser test's new
page costs is its renderer process — the app answers with `Cross-Origin-Opener-Policy:
same-origin`, so a new page's navigation from `about:blank` to the app moves it to a process of
its own. Measured with `bench/cpu_time.py` (30 loads of three app pages, the headless shell):
0.32 s of CPU a load with a new context each time, 0.29 s with one context and a new page each
time, 0.10 s navigating one page, and 0.21 s navigating one page made clean in between as
`Tabs.give_back` does.

What a test may change and how it is undone before the next test takes the tab:
- the document and everything in it (scripts, timers, requests in flight, an injected axe): the
  page goes to `/healthz` on the app's own origin (no new process), which unloads it;
- its history: CDP's `Page.resetNavigationHistory`, so the back button can't reach an earlier
  test's pages (from a test's first page it reaches that empty `/healthz` document, not
  `about:blank`);
- web storage, IndexedDB, cookies, Cache Storage of the app's origin (the only origin a page may
  load, `ConsoleLog.on_request`): CDP's `Storage.clearDataForOrigin` (every type; the tab's
  `sessionStorage`, htmx's history cache, included); permissions granted (`clear_permissions`);
- the HTTP cache (static files are immutable, card suggestions kept 300 s): CDP's
  `Network.clearBrowserCache`, so each test's first load is a first visit, as in a new context;
- routes (`page.unroute_all`), emulated media (`emulate_media(... "null")`), the viewport.

What can't be undone — a page's init scripts, exposed functions, extra headers, locator
handlers, and any listener a test added to the page (a `page.once("dialog", …)` that never
fired) — is not reused: a tab whose page has a listener or binding the pool didn't put there is
closed (`_untouched`), and tests/e2e/test_browser_reuse.py fails on a test that calls one of
those methods, or the context's own (`context.route`, `add_init_script`, …), without
`own_context=True`, which gives a test a context of its own, closed after it. A test that
failed, a page that closed or crashed, or a reset that raised closes the tab too: the next
test gets a new one.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass

from playwright.sync_api import Browser, BrowserContext, CDPSession, Page, ViewportSize
from playwright.sync_api import Error as PlaywrightError

#: How long a browser action waits (a click, a fill, a locator): a stuck page fails in seconds.
ACTION_TIMEOUT_MS = 10_000
#: How long a page load may take: the whole CR (3,300 rules, 1.8 MB) is rendered on a server's
#: first request for it and laid out by the browser, which took more than 10 s on a loaded
#: machine (load 10: "Page.goto: Timeout 10000ms exceeded" for /cr, its first test failed).
NAVIGATION_TIMEOUT_MS = 60_000
#: The empty same-origin document a tab waits on between tests.
BETWEEN_TESTS = "/healthz"


@dataclass(frozen=True)
class Options:
    """What a context is made with: a tab is reused only by a test asking for the same."""

    width: int = 1280
    javascript: bool = True
    bypass_csp: bool = False

    def viewport(self) -> ViewportSize:
        """`width` CSS pixels wide (390 is a phone), as tall as that kind of screen."""
        return {"width": self.width, "height": 900 if self.width >= 800 else 844}


def new_context(browser: Browser, **options: object) -> BrowserContext:
    """A browser context (`options` as Browser.new_context takes them) with the tests' timeouts."""
    context = browser.new_context(**options)  # type: ignore[arg-type]
    context.set_default_timeout(ACTION_TIMEOUT_MS)
    context.set_default_navigation_timeout(NAVIGATION_TIMEOUT_MS)
    return context


@dataclass(eq=False)
class Tab:
    """A context, its page and a CDP session on that page."""

    options: Options
    context: BrowserContext
    page: Page
    cdp: CDPSession
    #: The page's listeners of each event when it was made (Playwright's own).
    listeners: dict[str, int]


def _listeners(page: Page) -> dict[str, int]:
    """How many listeners the page has of each event (Playwright's event emitter)."""
    emitter = page._impl_obj
    return {name: emitter.listener_count(name) for name in emitter.event_names()}


class Tabs:
    """The tabs of one test worker, idle ones kept by their options."""

    def __init__(self, browser: Browser, base_url: str) -> None:
        self.browser = browser
        self.base_url = base_url
        self.idle: dict[Options, list[Tab]] = {}

    def take(self, options: Options) -> Tab:
        """An idle tab with `options`, clean, or a new one."""
        kept = self.idle.get(options)
        if kept:
            return kept.pop()
        return self.make(options)

    def make(self, options: Options) -> Tab:
        context = new_context(
            self.browser,
            base_url=self.base_url,
            viewport=options.viewport(),
            java_script_enabled=options.javascript,
            bypass_csp=options.bypass_csp,
        )
        page = context.new_page()
        return Tab(options, context, page, context.new_cdp_session(page), _listeners(page))

    def give_back(self, tab: Tab, *, reuse: bool) -> None:
        """Keep `tab` for the next test with its options, made clean, or close it (`reuse`
        false: the test failed, or the tab is its own)."""
        if reuse and self._untouched(tab) and self._clean(tab):
            self.idle.setdefault(tab.options, []).append(tab)
        else:
            self.discard(tab)

    @staticmethod
    def discard(tab: Tab) -> None:
        with suppress(PlaywrightError):  # the browser is gone: nothing left to close
            tab.context.close()

    @staticmethod
    def _untouched(tab: Tab) -> bool:
        """The page is open, the context's only one (a popup the test opened would stay), and
        holds nothing a reset can't remove: no listener beyond those it was made with (the
        pages' console logs are taken off before this), no exposed function."""
        page = tab.page
        if page.is_closed() or tab.context.pages != [page] or page._impl_obj._bindings:
            return False
        return _listeners(page) == tab.listeners

    def _clean(self, tab: Tab) -> bool:
        """Undo what a test may have done to the tab (the module's docstring lists it)."""
        page = tab.page
        try:
            if page._impl_obj._routes:
                page.unroute_all(behavior="ignoreErrors")
            page.goto(BETWEEN_TESTS, timeout=ACTION_TIMEOUT_MS)
            tab.cdp.send(
                "Storage.clearDataForOrigin", {"origin": self.base_url, "storageTypes": "all"}
            )
            tab.context.clear_permissions()
            tab.cdp.send("Network.clearBrowserCache")
            tab.cdp.send("Page.resetNavigationHistory")
            page.emulate_media(
                media="null", color_scheme="null", reduced_motion="null", forced_colors="null"
            )
            if page.viewport_size != tab.options.viewport():
                page.set_viewport_size(tab.options.viewport())
        except PlaywrightError:
            return False
        return True

    def close(self) -> None:
        for tabs in self.idle.values():
            for tab in tabs:
                self.discard(tab)
        self.idle.clear()
