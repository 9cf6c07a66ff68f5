"""Browser tests: one live server (`python -m app`) and one browser per test worker.

The server is started as the Docker image starts it (`-m app`), by tests/servers.py: on a free
port, with the run's search database (tests/conftest.py) and its own short-link store in a
temporary directory (so a concurrent `make run`, or another test worker's server, is not
disturbed). Every test that
uses the `page` fixture fails if the page logs a console error, throws, violates the CSP or
requests anything from another origin, or if the server reached for an address off this machine
(it runs under tests/outbound.py).

The browser is Debian's Chromium headless shell (`chromium-headless-shell`: Chromium's old
headless mode as a program of its own, the same Blink) when it is installed, else Debian's
Chromium; `RULINGS_TEST_BROWSER` names another build. Without either these tests are skipped,
except in CI (`CI=true`), where that fails — and CI (`.ci/run` installs it) runs them on the
headless shell: a page load costs it about half the CPU of the full browser's new headless
mode, and the browser tests a third less (issue 27 §6, bench/README.md).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from _pytest.nodeid import NodeId
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Page,
    Playwright,
    Request,
    ViewportSize,
    sync_playwright,
)

from tests import servers
from tests.conftest import ENGINE_WAIT_SECONDS
from tests.outbound import foreign

ROOT = Path(__file__).resolve().parents[2]
E2E_DIR = Path(__file__).resolve().parent
HEADLESS_SHELL = Path("/usr/bin/chromium-headless-shell")
CHROMIUM = Path("/usr/bin/chromium")
#: The browser the tests drive: see the module's docstring.
BROWSER = Path(
    os.environ.get("RULINGS_TEST_BROWSER")
    or (HEADLESS_SHELL if HEADLESS_SHELL.exists() or os.environ.get("CI") == "true" else CHROMIUM)
)
#: How long a browser action waits (a click, a fill, a locator): a stuck page fails in seconds.
ACTION_TIMEOUT_MS = 10_000
#: How long a page load may take: the whole CR (3,300 rules, 1.8 MB) is rendered on a server's
#: first request for it and laid out by the browser, which took more than 10 s on a loaded
#: machine (load 10: "Page.goto: Timeout 10000ms exceeded" for /cr, its first test failed).
NAVIGATION_TIMEOUT_MS = 60_000
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test under tests/e2e as `e2e` (so `-m "not e2e"` leaves them out), and name
    each test's `xdist_group` in its node id (`xdist_group_ids`)."""
    for item in items:
        if E2E_DIR in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.e2e)
    xdist_group_ids(config, items)


def xdist_group_ids(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Give a test marked `xdist_group(name)` the node id `…@name` in a worker of
    `--dist loadgroup`, which is how pytest-xdist's scheduler keeps a group on one worker.

    pytest-xdist 3.8 does it by setting `item._nodeid`, which pytest 9 no longer reads (a node's
    id is `item._id`): every group was scattered over the workers, so the accessibility tests'
    shared axe run of a page (the whole CR's: 20 s of CPU) was made twice, as were the other
    groups' module fixtures (issue 27 §6). This sets the id pytest 9 reads, as pytest-xdist
    meant it, unless it is there already."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        names = sorted(
            {
                str(m.args[0] if m.args else m.kwargs.get("name", "default"))
                for m in item.iter_markers("xdist_group")
            }
        )
        if names and "@" not in item.nodeid.rpartition("]")[2]:
            item._id = NodeId.parse(f"{item.nodeid}@{'_'.join(names)}")


@dataclass(frozen=True)
class Server:
    """The live server: its address, and where tests/outbound.py writes its network calls."""

    url: str
    outbound_log: Path

    def assert_stayed_on_this_machine(self) -> None:
        assert self.outbound_log.exists(), "the server isn't running under tests/outbound.py"
        calls = foreign(self.outbound_log)
        assert not calls, f"the server reached off this machine: {calls}"


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory, index_path: Path) -> Iterator[Server]:
    """Start `python -m app` on a free port (tests/servers.py) and wait until /healthz answers.

    It runs under tests/outbound.py, so every browser test also checks that the app made no
    request to a third party (issue 7: its only peer may be its database).

    A scenario may ask for up to 60 s of run time here (the app's default cap is 5 s): the
    explorer's 1,000-trigger pages set that in their own `limits`, so on a loaded test machine
    what they show is the page, not a run stopped at its budget. Scenarios that set no `limits`
    keep the engine's 5 s. A run may wait a minute for a free engine worker (tests/conftest.py's
    `client` says why).
    """
    workdir = tmp_path_factory.mktemp("e2e-server")
    env = {
        "RULINGS_RUN_MAX_SECONDS": "60",
        "RULINGS_ENGINE_QUEUE_SECONDS": str(ENGINE_WAIT_SECONDS),
    }
    with servers.app_processes(1, env, workdir, index_path) as [url]:
        yield Server(url, servers.outbound_log(workdir, 0))


@pytest.fixture(scope="session")
def base_url(server: Server) -> str:
    return server.url


@pytest.fixture(scope="session")
def playwright_instance() -> Iterator[Playwright]:
    if not BROWSER.exists():
        reason = (
            f"{BROWSER} is missing: install Debian's Chromium headless shell "
            "(apt-get install chromium-headless-shell) to run the browser tests"
        )
        if os.environ.get("CI") == "true":
            pytest.fail(f"{reason}; CI=true, so this is a failure, not a skip")
        pytest.skip(reason)
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_instance: Playwright) -> Iterator[Browser]:
    browser = playwright_instance.chromium.launch(
        executable_path=str(BROWSER), args=CHROMIUM_ARGS, headless=True
    )
    yield browser
    browser.close()


def new_context(browser: Browser, **options: Any) -> BrowserContext:
    """A browser context (`options` as Browser.new_context takes them) with the tests' timeouts."""
    context = browser.new_context(**options)
    context.set_default_timeout(ACTION_TIMEOUT_MS)
    context.set_default_navigation_timeout(NAVIGATION_TIMEOUT_MS)
    return context


@dataclass
class ConsoleLog:
    """Console errors, uncaught exceptions and CSP violations seen by one page."""

    origin: str
    errors: list[str] = field(default_factory=list)

    def on_request(self, request: Request) -> None:
        # Pages load nothing from anywhere but the app (CSP says so too; this checks it happened).
        url = request.url
        if not (url.startswith((f"{self.origin}/", "data:", "blob:")) or url == "about:blank"):
            self.errors.append(f"request off the app: {request.method} {url}")

    def on_console(self, message: ConsoleMessage) -> None:
        # Chromium reports CSP violations and failed loads (4xx/5xx) as console errors.
        if message.type == "error":
            location = message.location.get("url", "") if message.location else ""
            self.errors.append(f"console error: {message.text} ({location})")

    def on_page_error(self, error: object) -> None:
        self.errors.append(f"uncaught exception: {error}")

    def expect_status(self, status: int, url: str) -> None:
        """Accept the one load failure a test asked for (the document at `url` answering
        `status`, e.g. a 404 page), and nothing else."""
        expected = f"the server responded with a status of {status}"
        self.errors = [e for e in self.errors if not (expected in e and e.endswith(f"({url})"))]

    def expect_refused_while_typing(self, path: str, typed: str) -> None:
        """Accept the 400s answered to as-you-type requests for what the test was still typing
        (a strict prefix of `typed` in the `q` of `path`), and nothing else.

        The search box asks whenever typing pauses for its delay, which a loaded machine's slow
        keystrokes do at any letter; a half-typed card query ("t:c", "o:p": a text term under
        two letters) is refused with 400, as the same address is without JavaScript, and Chromium
        logs that as an error. The user sees the refusal's reason until the next keystroke
        replaces it; the typed query's own answer is still checked (and a 400 for it still
        fails)."""
        refused = "the server responded with a status of 400"

        def half_typed(error: str) -> bool:
            if refused not in error or not error.endswith(")"):
                return False
            address = urlsplit(error[error.rindex(" (") + 2 : -1])
            query = parse_qs(address.query).get("q", [])
            return (
                f"{address.scheme}://{address.netloc}" == self.origin
                and address.path == path
                and len(query) == 1
                and query[0] != typed
                and typed.startswith(query[0])
            )

        self.errors = [e for e in self.errors if not half_typed(e)]


class Pages:
    """Opens pages in fresh browser contexts and watches each page's console."""

    def __init__(self, browser: Browser, server: Server) -> None:
        self.browser = browser
        self.server = server
        self.base_url = server.url
        self.contexts: list[BrowserContext] = []
        self.logs: dict[Page, ConsoleLog] = {}

    def new(self, *, width: int = 1280, javascript: bool = True) -> Page:
        """A page `width` CSS pixels wide (390 is a phone), optionally with JavaScript off."""
        viewport: ViewportSize = {"width": width, "height": 900 if width >= 800 else 844}
        context = new_context(
            self.browser, base_url=self.base_url, viewport=viewport, java_script_enabled=javascript
        )
        self.contexts.append(context)
        page = context.new_page()
        log = ConsoleLog(self.base_url)
        page.on("request", log.on_request)
        page.on("console", log.on_console)
        page.on("pageerror", log.on_page_error)
        self.logs[page] = log
        return page

    def assert_clean(self) -> None:
        """Fail if any page logged an error since the last check, or the server reached off
        this machine."""
        self.server.assert_stayed_on_this_machine()
        problems = []
        for page, log in self.logs.items():
            if log.errors:
                problems.append(f"on {page.url}:\n  " + "\n  ".join(log.errors))
                log.errors = []
        assert not problems, "the browser logged errors\n" + "\n".join(problems)

    def close(self) -> None:
        for context in self.contexts:
            context.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """After a browser test passes, fail it if any of its pages logged an error."""
    result = yield
    pages = getattr(item, "funcargs", {}).get("pages")
    if isinstance(pages, Pages):
        pages.assert_clean()
    return result


@pytest.fixture
def pages(browser: Browser, server: Server) -> Iterator[Pages]:
    factory = Pages(browser, server)
    yield factory
    factory.close()


@pytest.fixture
def page(pages: Pages) -> Page:
    """A desktop-sized page with JavaScript on."""
    return pages.new()
