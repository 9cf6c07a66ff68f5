"""Browser tests: one live server (`python -m app`) and one browser per test worker, and its
tabs (a context and its page for each set of options), kept between tests and made clean before
the next takes one (tests/e2e/tabs.py: what is reset and why, tests/e2e/test_browser_reuse.py).

The server is started as the Docker image starts it (`-m app`), by tests/servers.py: on a free
port, with the run's search database (tests/conftest.py) and its own short-link store in a
temporary directory (so a concurrent `make run`, or another test worker's server, is not
disturbed). Every test that
uses the `pages` fixture fails if the page logs a console error, throws, violates the CSP or
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
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from _pytest.nodeid import NodeId
from playwright.sync_api import (
    Browser,
    ConsoleMessage,
    Page,
    Playwright,
    Request,
    sync_playwright,
)

from tests import servers
from tests.conftest import ENGINE_WAIT_SECONDS
from tests.e2e.tabs import Options, Tab, Tabs
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
    # Each file's answer once, not each test's (9,000 tests, 300-odd files): resolving a path
    # is system calls, a quarter of a second of CPU a collection over every test (issue 27 §6).
    under: dict[Path, bool] = {}
    for item in items:
        path = Path(item.path)
        if path not in under:
            under[path] = E2E_DIR in path.resolve().parents
        if under[path]:
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


@dataclass
class ConsoleLog:
    """Console errors, uncaught exceptions and CSP violations seen by one page."""

    origin: str
    errors: list[str] = field(default_factory=list)

    def watch(self, page: Page) -> None:
        page.on("request", self.on_request)
        page.on("console", self.on_console)
        page.on("pageerror", self.on_page_error)

    def stop_watching(self, page: Page) -> None:
        """Off the page, which is handed to the next test (tests/e2e/tabs.py)."""
        if not page.is_closed():
            page.remove_listener("request", self.on_request)
            page.remove_listener("console", self.on_console)
            page.remove_listener("pageerror", self.on_page_error)

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
    """Opens a test's pages, each in a tab of this worker's (`Tabs`: a context and its page, made
    clean before another test takes it), and watches each page's console."""

    def __init__(
        self, tabs: Tabs, server: Server | None = None, *, bypass_csp: bool = False
    ) -> None:
        self.tabs = tabs
        self.server = server
        self.base_url = tabs.base_url
        self.bypass_csp = bypass_csp
        self.taken: list[tuple[Tab, bool]] = []
        self.logs: dict[Page, ConsoleLog] = {}

    def new(self, *, width: int = 1280, javascript: bool = True, own_context: bool = False) -> Page:
        """A page `width` CSS pixels wide (390 is a phone), optionally with JavaScript off.

        Each page of a test is in a context of its own, as a new visitor's: a second page with
        the same options is another tab, not the first one's context. `own_context`: a context
        made for this test and closed after it, for a test that changes what a reset can't undo
        (tests/e2e/tabs.py lists it)."""
        options = Options(width, javascript, self.bypass_csp)
        tab = self.tabs.make(options) if own_context else self.tabs.take(options)
        self.taken.append((tab, own_context))
        log = ConsoleLog(self.base_url)
        log.watch(tab.page)
        self.logs[tab.page] = log
        return tab.page

    def errors(self) -> list[str]:
        return [f"{page.url}: {e}" for page, log in self.logs.items() for e in log.errors]

    def assert_clean(self) -> None:
        """Fail if any page logged an error since the last check, or the server reached off
        this machine."""
        if self.server is not None:
            self.server.assert_stayed_on_this_machine()
        problems = []
        for page, log in self.logs.items():
            if log.errors:
                problems.append(f"on {page.url}:\n  " + "\n  ".join(log.errors))
                log.errors = []
        assert not problems, "the browser logged errors\n" + "\n".join(problems)

    def close(self, *, passed: bool = True) -> None:
        """Hand the tabs back (`passed`: the test passed, so they may be made clean and reused;
        a failed test's are closed)."""
        for tab, own in self.taken:
            self.logs[tab.page].stop_watching(tab.page)
            self.tabs.give_back(tab, reuse=passed and not own)
        self.taken = []


#: Set on a test whose setup or call failed: its tabs are closed, not reused.
FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if report.failed:
        item.stash[FAILED] = True
    return report


def passed(request: pytest.FixtureRequest) -> bool:
    """The test using a fixture hasn't failed so far (read in the fixture's teardown)."""
    return not request.node.stash.get(FAILED, False)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """After a browser test passes, fail it if any of its pages logged an error."""
    result = yield
    pages = getattr(item, "funcargs", {}).get("pages")
    if isinstance(pages, Pages):
        pages.assert_clean()
    return result


@pytest.fixture(scope="session")
def tabs(browser: Browser, server: Server) -> Iterator[Tabs]:
    """This worker's browser tabs, kept between tests (tests/e2e/tabs.py says why and how)."""
    kept = Tabs(browser, server.url)
    yield kept
    kept.close()


@pytest.fixture
def pages(tabs: Tabs, server: Server, request: pytest.FixtureRequest) -> Iterator[Pages]:
    factory = Pages(tabs, server)
    yield factory
    factory.close(passed=passed(request))


@pytest.fixture
def page(pages: Pages) -> Page:
    """A desktop-sized page with JavaScript on."""
    return pages.new()
