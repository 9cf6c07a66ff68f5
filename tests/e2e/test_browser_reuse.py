"""The browser tabs kept between tests (tests/e2e/tabs.py) reach the next test clean: what a test
left in one — the theme it chose, web storage, a cookie, a permission, a route, the colour scheme
and size it emulated, its history, the files it loaded into the HTTP cache — is gone when the tab
is taken again; a tab holding what can't be undone is not reused; and no browser test does what
can't be undone without a context of its own."""

from __future__ import annotations

import ast
from pathlib import Path

from playwright.sync_api import Route

from tests.e2e.tabs import Options, Tabs

E2E = Path(__file__).resolve().parent

#: Reads what a test may leave behind, as the page sees it.
STATE = """() => ({
  theme: document.documentElement.dataset.theme || null,
  local: localStorage.length,
  session: sessionStorage.length,
  cookie: document.cookie,
  dark: matchMedia('(prefers-color-scheme: dark)').matches,
  width: innerWidth,
  history: history.length,
  css: performance.getEntriesByType('resource')
    .filter((e) => e.name.includes('/static/') && e.name.endsWith('.css'))
    .map((e) => e.transferSize).sort((a, b) => a - b),
})"""

#: A size no other test asks for, so the tab is this module's.
OPTIONS = Options(width=1001)


def test_a_reused_tab_starts_clean(tabs: Tabs) -> None:
    tab = tabs.take(OPTIONS)
    page = tab.page
    page.goto("/")
    fresh = page.evaluate(STATE)
    assert fresh["css"], fresh
    assert all(size > 0 for size in fresh["css"]), fresh  # from the server

    # Everything a test may change.
    page.locator("button[data-theme-toggle]").first.click()  # remembered in localStorage
    page.evaluate("() => { sessionStorage.setItem('probe', '1'); document.cookie = 'probe=1'; }")
    tab.context.grant_permissions(["clipboard-read", "clipboard-write"])

    def answer(route: Route) -> None:
        route.fulfill(status=200, body="routed")

    page.emulate_media(color_scheme="dark")
    page.set_viewport_size({"width": 500, "height": 500})
    page.goto("/?again")  # another address: a history entry more
    dirty = page.evaluate(STATE)
    # The test really changed each of them (else the check below could not fail).
    changed = {key for key in fresh if dirty[key] != fresh[key]}
    assert changed == set(fresh), dirty
    assert dirty["theme"] == "dark", dirty
    assert not any(dirty["css"]), dirty  # from the HTTP cache
    page.route("**/probe-route", answer)  # after the load: a route turns the HTTP cache off
    assert page.evaluate("() => fetch('/probe-route').then((r) => r.text())") == "routed"
    assert page.evaluate(PERMISSION) == "granted"

    tabs.give_back(tab, reuse=True)
    again = tabs.take(OPTIONS)
    assert again is tab, "a clean tab is reused"
    page.goto("/")
    # As a new context's page was: the system's light theme, nothing stored, the CSS loaded
    # from the server, history of the same length.
    assert page.evaluate(STATE) == fresh
    # The page before this test's first is the empty one between tests, not an earlier test's.
    page.go_back()
    assert page.url.endswith("/healthz")
    page.go_forward()
    assert page.evaluate("() => fetch('/probe-route').then((r) => r.status)") == 404
    assert page.evaluate(PERMISSION) != "granted"
    tabs.give_back(again, reuse=True)


#: The clipboard-read permission's state, as the page sees it.
PERMISSION = "() => navigator.permissions.query({name: 'clipboard-read'}).then((p) => p.state)"


def test_a_tab_holding_what_cant_be_undone_is_closed(tabs: Tabs) -> None:
    """A listener a test left on the page (a dialog handler that never fired) would answer the
    next test's dialogs, and a popup would stay open: such a tab is closed, and the next test
    gets another."""
    tab = tabs.take(OPTIONS)
    tab.page.goto("/")
    tab.page.once("dialog", lambda dialog: dialog.accept())
    tabs.give_back(tab, reuse=True)
    assert tab.page.is_closed()
    other = tabs.take(OPTIONS)
    assert other is not tab
    tabs.give_back(other, reuse=True)
    # So is one whose context has another page (a popup the test opened).
    popup = tabs.take(OPTIONS)
    popup.context.new_page()
    tabs.give_back(popup, reuse=True)
    assert popup.page.is_closed()
    # A failed test's tab is closed too.
    failed = tabs.take(OPTIONS)
    tabs.give_back(failed, reuse=False)
    assert failed.page.is_closed()


#: Methods whose effect on a page or context a reset can't undo (tests/e2e/tabs.py).
IRREVERSIBLE = {
    "add_init_script",
    "expose_binding",
    "expose_function",
    "set_extra_http_headers",
    "add_locator_handler",
    "route_from_har",
    "route_web_socket",
    "set_geolocation",
    "set_offline",
    "set_http_credentials",
    "set_default_timeout",
    "set_default_navigation_timeout",
}


def irreversible_calls(tree: ast.AST) -> list[str]:
    """What a function calls that a reset can't undo, `context.route` included (a page's own
    routes are removed)."""
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        name, owner = node.func.attr, node.func.value
        owner_name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
        if name in IRREVERSIBLE or (name == "route" and "context" in owner_name):
            found.append(f"{owner_name}.{name} (line {node.lineno})")
    return found


def asks_for_its_own_context(function: ast.AST) -> bool:
    return any(
        isinstance(node, ast.keyword)
        and node.arg == "own_context"
        and isinstance(node.value, ast.Constant)
        and node.value.value is True
        for node in ast.walk(function)
    )


def test_what_cant_be_undone_is_done_in_a_context_of_its_own() -> None:
    offenders = []
    for path in sorted(E2E.glob("*.py")):
        if path.name in {"tabs.py", "conftest.py"}:
            continue  # they make and clean the tabs
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            calls = irreversible_calls(function)
            if calls and not asks_for_its_own_context(function):
                offenders.append(f"{path.name}::{function.name}: {', '.join(calls)}")
    assert not offenders, (
        "these change a kept tab for good; open their page with pages.new(own_context=True):\n"
        + "\n".join(offenders)
    )
    # The scan finds such a call where there is one.
    assert irreversible_calls(ast.parse("page.context.route('**', f)")) == [
        "context.route (line 1)"
    ]
