"""Explorer pages and the per-client run cap (issue 26 §1): a page being made counts as one of its
client's runs even when its run is cached (beyond the cap: 429 with Retry-After, not every one
rendering at once), and a page nobody waits for any more — its client went away, or its time ran
out — stops rendering and gives its slot back, once the runs it started are over."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import anyio
import anyio.to_thread
import pytest
from fastapi.testclient import TestClient
from jinja2 import pass_context
from starlette.types import Message

from app.services.explorer import Explorer
from app.services.runner import ClientBusy, ClientSlots, Job, RunResult
from app.web import runs
from app.web.templating import templates
from engine import decode_link, run
from tests.test_explore_order import many_triggers

#: Generous bounds on waiting for the app's threads (never asserted as timings).
PATIENCE = 60.0


def _explorer(client: TestClient) -> Explorer:
    service: Explorer = client.app.state.explorer  # type: ignore[attr-defined]
    return service


def _key(client: TestClient) -> str:
    return _explorer(client).pool.client("testclient")


def _all_slots_free(client: TestClient) -> bool:
    """Whether the test client could take every one of its run slots now."""
    slots = _explorer(client).pool.clients
    taken = 0
    try:
        for _ in range(slots.limit):
            slots.take(_key(client))
            taken += 1
    except ClientBusy:
        return False
    finally:
        for _ in range(taken):
            slots.give(_key(client))
    return True


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Semaphore, threading.Event]]:
    """Renders of a page with a play section hold at it while the gate is closed: (one release
    of the semaphore per render held there, the gate).

    A render that finds the gate open isn't counted: it was counted once, and a test that
    opened the gate to cache a page then waited for its four held renders went on after three
    — the fourth request, slow on a loaded machine, was then still on its way to its slot, and
    a "late" request took that slot and was held at the closed gate instead of refused (the
    429 test's flake: its late request waited out the test's patience)."""
    entered = threading.Semaphore(0)
    opened = threading.Event()
    original = templates.env.globals["play_pending"]

    def held(out: dict[str, Any]) -> Any:
        if not opened.is_set():
            entered.release()
            opened.wait(PATIENCE)
        return original(out)

    monkeypatch.setitem(templates.env.globals, "play_pending", held)
    try:
        yield entered, opened
    finally:
        opened.set()


def test_the_gate_counts_only_the_renders_it_holds(
    client: TestClient, gate: tuple[threading.Semaphore, threading.Event]
) -> None:
    """A page rendered with the gate open passes it uncounted, so a test waiting for `n` held
    renders waits for `n` renders that hold a slot each (not `n - 1` and an earlier one)."""
    entered, opened = gate
    opened.set()
    assert client.get("/explore?s=" + many_triggers(40, watched=False)).status_code == 200
    assert not entered.acquire(blocking=False)


def _short(client: TestClient, s: str) -> str:
    made = client.post("/explore/shorten", data={"s": s}, follow_redirects=False)
    assert made.status_code == 303, made.text[:300]
    return str(made.headers["location"])


@pytest.mark.parametrize("short", [False, True], ids=["explore", "short-link"])
def test_six_requests_for_a_cached_page_beyond_the_cap_get_429(
    client: TestClient, gate: tuple[threading.Semaphore, threading.Event], short: bool
) -> None:
    s = many_triggers(40, watched=False)
    url = _short(client, s) if short else "/explore?s=" + s
    entered, opened = gate
    opened.set()
    assert client.get(url).status_code == 200  # the run is cached from here on
    opened.clear()
    cap = _explorer(client).pool.limits.client_runs
    with ThreadPoolExecutor(6) as threads:
        try:
            first = [threads.submit(client.get, url) for _ in range(cap)]
            for _ in range(cap):
                assert entered.acquire(timeout=PATIENCE)  # each of them is rendering
            late = [threads.submit(client.get, url) for _ in range(6 - cap)]
            refused = [f.result(timeout=PATIENCE) for f in late]
        finally:
            opened.set()
        pages = [f.result(timeout=PATIENCE) for f in first]
    assert [r.status_code for r in pages] == [200] * cap
    for response in refused:
        assert response.status_code == 429
        assert response.headers["Retry-After"] == "1"
        assert f"already have {cap} scenario runs in progress" in response.text
    assert _all_slots_free(client)


def test_a_page_whose_run_isnt_cached_takes_one_slot_not_two(client: TestClient) -> None:
    s = many_triggers(7, watched=False)  # a link no other test opens: its run isn't cached
    slots = _explorer(client).pool.clients
    for _ in range(slots.limit - 1):
        slots.take(_key(client))
    try:
        assert client.get("/explore", params={"s": s}).status_code == 200
        slots.take(_key(client))  # the last slot: now even a cached page is refused
        try:
            response = client.get("/explore", params={"s": s})
        finally:
            slots.give(_key(client))
    finally:
        for _ in range(slots.limit - 1):
            slots.give(_key(client))
    assert response.status_code == 429
    assert response.headers["Retry-After"] == "1"


def _scope(path: str, query: str) -> dict[str, Any]:
    return {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": query.encode(),
        "headers": [(b"host", b"testserver")],
        "client": ("testclient", 50000),
        "server": ("testserver", 80),
    }


def _held_until_abandoned(
    monkeypatch: pytest.MonkeyPatch,
) -> tuple[threading.Event, list[bool]]:
    """Renders hold at the play section until their request is given up (and say whether it
    was); then they go on, as a long render would."""
    entered = threading.Event()
    saw: list[bool] = []
    original = templates.env.globals["play_pending"]

    @pass_context
    def held(context: Any, out: dict[str, Any]) -> Any:
        entered.set()
        saw.append(context["request"].state.abandoned.wait(PATIENCE))
        return original(out)

    monkeypatch.setitem(templates.env.globals, "play_pending", held)
    return entered, saw


def test_a_page_whose_client_goes_away_stops_rendering_and_gives_its_slot_back(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = many_triggers(40, watched=False)
    assert client.get("/explore", params={"s": s}).status_code == 200  # cached
    entered, saw = _held_until_abandoned(monkeypatch)
    sent: list[Message] = []
    asked = [0]

    async def receive() -> Message:
        asked[0] += 1
        if asked[0] == 1:
            return {"type": "http.request", "body": b"", "more_body": False}
        # The client hangs up once its page is being rendered.
        await anyio.to_thread.run_sync(entered.wait, PATIENCE)
        return {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        sent.append(message)

    async def request() -> None:
        scope = _scope("/explore", "s=" + s)
        await client.app(scope, receive, send)  # type: ignore[arg-type]

    assert client.portal is not None
    client.portal.call(request)
    assert saw == [True]  # the render was told, and stopped at its next piece
    start = next(m for m in sent if m["type"] == "http.response.start")
    assert start["status"] == 503  # the page wasn't finished (nobody reads this answer)
    assert _all_slots_free(client)


def test_a_page_past_its_time_stops_rendering_with_503(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    s = many_triggers(40, watched=False)
    assert client.get("/explore", params={"s": s}).status_code == 200  # cached
    _, saw = _held_until_abandoned(monkeypatch)
    monkeypatch.setattr(runs, "PAGE_SECONDS", 0.2)
    response = client.get("/explore", params={"s": s})
    assert saw == [True]
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "1"
    assert "Making this page took longer than 0.2 s, so it was stopped" in response.text
    assert _all_slots_free(client)


class HeldPool:
    """A pool whose runs finish when the test says so (`finish`)."""

    def __init__(self, output: dict[str, Any]) -> None:
        self.clients = ClientSlots(1, "scenario runs")
        self.output = output
        self.runs: list[Future[RunResult]] = []

    def submit(self, job: Job, client: str, *, counted: bool = False) -> Future[RunResult]:
        assert counted  # the page's slot counts it
        self.runs.append(Future())
        return self.runs[-1]

    def finish(self) -> None:
        for waiting in self.runs:
            waiting.set_result(RunResult(self.output, 0, 0))


def test_an_abandoned_page_keeps_its_slot_until_its_run_is_over() -> None:
    s = many_triggers(2)
    pool = HeldPool(run(decode_link(s))[0])
    explorer = Explorer(pool, 1 << 20)  # type: ignore[arg-type]

    async def abandon() -> None:
        async def page() -> None:
            with explorer.admitted("c"):
                await explorer.full(s, None, "c")

        task = asyncio.ensure_future(page())
        while not pool.runs and not task.done():  # until the page waits for its run
            await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    _in_a_loop(abandon)
    # Given up, but its run goes on: the client's slot is still counted …
    with pytest.raises(ClientBusy):
        pool.clients.take("c")
    pool.finish()
    # … until the run is over.
    with pool.clients.held("c"):
        pass


def _in_a_loop(work: Callable[[], Any]) -> None:
    """Run a coroutine function in an event loop of its own thread (the browser tests keep a
    loop running in the main thread)."""
    with ThreadPoolExecutor(1) as thread:
        thread.submit(lambda: asyncio.run(work())).result(timeout=PATIENCE)
