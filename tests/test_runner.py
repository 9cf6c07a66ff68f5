"""The engine pool (issue 12): runs in worker processes, killed at their deadline, admitted per
client and in total, memory-capped, and no process left behind."""

from __future__ import annotations

import gc
import inspect
import json
import os
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.services.run_worker import bounded
from app.services.runner import ClientBusy, EnginePool, Job, Overloaded, RunLimits, RunResult
from app.settings import Settings
from app.web import routes
from engine.core.errors import ScenarioError
from engine.driver.scenario import Limits, parse_scenario
from engine.driver.share_links import LinkError, encode_link
from tests import worker_stubs

BOLT: dict[str, Any] = {
    "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
    "turn": {"number": 1, "active": "A", "step": "main1"},
    "objects": [{"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"}],
    "actions": [{"player": "A", "cast": "bolt", "targets": ["B"]}, {"resolve": "stack"}],
}


def bolt(title: str = "", **limits: Any) -> dict[str, Any]:
    """A Bolt at B; with `worker_stubs.slow`, a numeric title is how long the run sleeps."""
    return {**BOLT, "title": title, "limits": limits}


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A killed child not yet reaped is a zombie: gone for every purpose here.
    status = Path(f"/proc/{pid}/status")
    return status.exists() and "\nState:\tZ" not in status.read_text()


def worker_pids(pool: EnginePool) -> list[int]:
    return [w.process.pid for w in pool._workers if w.process.pid is not None]


def wait_for(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


@pytest.fixture
def make_pool() -> Iterator[Callable[..., EnginePool]]:
    """Pools started with `RunLimits(**limits)` and a worker target; all closed afterwards,
    and none of their processes may outlive that."""
    pools: list[EnginePool] = []
    pids: set[int] = set()

    def make(target: Callable[..., None] = worker_stubs.slow, **limits: Any) -> EnginePool:
        pool = EnginePool(RunLimits(**{"workers": 1, **limits}), target=target)
        pool.start()
        wait_for(lambda: pool.stats()["idle"] == pool.limits.workers, 60)
        pools.append(pool)
        return pool

    yield make
    for pool in pools:
        pids.update(worker_pids(pool))
        pool.close()
    wait_for(lambda: not any(alive(pid) for pid in pids))


def submit(pool: EnginePool, data: dict[str, Any], client: str = "a") -> Future[RunResult]:
    return pool.submit(Job(json.dumps(data)), client)


@pytest.mark.serial  # times a run's kill on the clock
def test_a_run_past_its_deadline_is_killed_and_answered_with_the_limit_error(
    make_pool: Callable[..., EnginePool],
) -> None:
    pool = make_pool(kill_margin=0.3)
    [first] = worker_pids(pool)
    started = time.monotonic()
    result = submit(pool, bolt("3600", max_seconds=0.5)).result(timeout=10)
    elapsed = time.monotonic() - started
    assert 0.8 <= elapsed < 2.0
    # The engine's own limit error shape, exit 4, on the scenario's state at load.
    assert result.status == 4
    assert result.stopped == "max_seconds"
    error = result.output["error"]
    assert error["kind"] == "limit"
    assert error["limit"] == "max_seconds"
    assert error["message"] == "the run exceeded its budget max_seconds = 0.5"
    assert result.output["events"][-1]["kind"] == "error"
    assert "state at load" in result.output["events"][-1]["text"]
    hand = [o["id"] for o in result.output["state"]["objects"] if o["zone"] == "hand"]
    assert hand == ["bolt"]
    # The late worker is gone for certain, and a new one answers the next run.
    wait_for(lambda: not alive(first))
    assert pool.stats()["killed"] == 1
    again = submit(pool, bolt()).result(timeout=10)
    assert again.status == 0
    assert again.output["state"]["players"][1]["life"] == 17
    assert first not in worker_pids(pool)


def test_a_client_with_its_most_runs_in_flight_gets_429_and_others_still_run(
    make_pool: Callable[..., EnginePool],
) -> None:
    pool = make_pool(workers=2, client_runs=2)
    running = [submit(pool, bolt("0.5"), "a") for _ in range(2)]
    with pytest.raises(ClientBusy, match="already have 2 scenario runs") as refused:
        submit(pool, bolt(), "a")
    assert refused.value.status == 429
    assert refused.value.retry_after >= 1
    other = submit(pool, bolt(), "b")
    for future in [*running, other]:
        assert future.result(timeout=10).status == 0
    # Finished runs no longer count.
    assert submit(pool, bolt(), "a").result(timeout=10).status == 0
    assert pool.stats()["runs"] == 0


def test_runs_beyond_the_queue_get_503(make_pool: Callable[..., EnginePool]) -> None:
    pool = make_pool(workers=1, queue=1)
    admitted = [submit(pool, bolt("0.5"), client) for client in ("a", "b")]
    with pytest.raises(Overloaded, match="as many scenarios as it can") as refused:
        submit(pool, bolt(), "c")
    assert refused.value.status == 503
    assert refused.value.retry_after >= 1
    assert [f.result(timeout=10).status for f in admitted] == [0, 0]


def test_a_run_that_waits_past_queue_seconds_for_a_worker_gets_503(
    make_pool: Callable[..., EnginePool],
) -> None:
    pool = make_pool(workers=1, queue=2, queue_seconds=0.3)
    busy = submit(pool, bolt("1"), "a")
    waiting = submit(pool, bolt(), "b")
    with pytest.raises(Overloaded, match=r"no engine worker was free within 0\.3 s"):
        waiting.result(timeout=10)
    assert busy.result(timeout=10).status == 0


def test_a_run_past_the_worker_memory_cap_gets_the_max_memory_limit(
    make_pool: Callable[..., EnginePool],
) -> None:
    pool = make_pool(target=worker_stubs.greedy, worker_memory=512 * 1024**2)
    [first] = worker_pids(pool)
    result = submit(pool, bolt("greedy")).result(timeout=20)
    assert result.stopped == "max_memory"
    assert result.status == 4
    assert result.output["error"]["limit"] == "max_memory"
    assert result.output["error"]["message"] == "the run exceeded its budget max_memory = 512 MiB"
    # The worker that ran out is replaced (what ran out may have left it half-built).
    wait_for(lambda: not alive(first))
    assert submit(pool, bolt()).result(timeout=10).status == 0


def test_the_worker_imports_the_engine_and_nothing_else_of_the_app(
    make_pool: Callable[..., EnginePool],
) -> None:
    pool = make_pool(target=worker_stubs.modules)
    modules = submit(pool, bolt()).result(timeout=10).output["modules"]
    assert "engine.driver.run" in modules
    app_modules = {m for m in modules if m == "app" or m.startswith("app.")}
    assert app_modules == {"app", "app.services", "app.services.run_worker"}


def test_a_scenario_that_fails_to_load_in_the_worker_is_a_scenario_error(
    make_pool: Callable[..., EnginePool],
) -> None:
    pool = make_pool()
    with pytest.raises(ScenarioError, match="players"):
        pool.submit(Job('{"players": []}'), "a").result(timeout=10)
    with pytest.raises(LinkError, match="isn't valid base64url"):
        pool.submit(Job("v1.@@@"), "a").result(timeout=10)
    # The API's answer is written in the worker: the output and its exit status, as JSON.
    answer = pool.submit(Job(json.dumps(bolt()), as_json=True), "a").result(timeout=10)
    assert json.loads(answer.body)["exit_status"] == 0
    assert json.loads(answer.body)["state"]["players"][1]["life"] == 17


def test_closing_the_pool_or_dropping_it_leaves_no_worker_process(
    make_pool: Callable[..., EnginePool],
) -> None:
    pool = make_pool(workers=2)
    pids = worker_pids(pool)
    assert len(pids) == 2
    assert all(alive(p) for p in pids)
    pool.close()
    wait_for(lambda: not any(alive(p) for p in pids))
    with pytest.raises(Overloaded, match="shutting down"):
        submit(pool, bolt())

    def started() -> int:
        dropped = EnginePool(RunLimits(workers=1))
        dropped.start()
        wait_for(lambda: dropped.stats()["idle"] == 1, 60)
        [pid] = worker_pids(dropped)
        return pid  # and nobody holds the pool any more

    pid = started()
    gc.collect()
    wait_for(lambda: not alive(pid))


def test_limits_over_http_are_lowered_to_the_caps_never_raised() -> None:
    caps = Limits(max_seconds=2, max_events=50)
    high = parse_scenario(bolt(max_seconds=60, max_events=10, max_steps=5))
    lowered = bounded(high, caps).limits
    assert (lowered.max_seconds, lowered.max_events, lowered.max_steps) == (2, 10, 5)
    low = parse_scenario(bolt(max_seconds=1, max_events=5))
    assert bounded(low, caps) is low


# -- over HTTP ------------------------------------------------------------------------------------


@pytest.fixture
def app_with(tmp_path: Path, index_path: Path) -> Iterator[Callable[..., TestClient]]:
    clients: list[TestClient] = []

    def make(target: Callable[..., None] | None = None, **settings: Any) -> TestClient:
        app = create_app(
            Settings(
                index_path=index_path,
                store_dir=tmp_path / f"links{len(clients)}",
                engine_workers=1,
                **settings,
            )
        )
        if target is not None:
            app.state.engine.target = target
        client = TestClient(app)
        client.__enter__()
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.__exit__(None, None, None)


@pytest.mark.serial  # times a run's kill on the clock
def test_a_killed_run_answers_the_limit_error_in_the_api_and_the_explorer(
    app_with: Callable[..., TestClient],
) -> None:
    client = app_with(worker_stubs.slow, engine_kill_margin=0.3)
    data = bolt("3600", max_seconds=0.5)
    started = time.monotonic()
    response = client.post("/api/v1/scenarios/run", json=data)
    # Killed at its 0.5 s (and the kill's 0.3 s margin), not after the hour it would sleep: the
    # worker's start on a slow machine included (4.5 s on one evening's VM).
    assert time.monotonic() - started < 10
    assert response.status_code == 200
    body = response.json()
    assert body["exit_status"] == 4
    assert body["error"]["limit"] == "max_seconds"
    assert [o["zone"] for o in body["state"]["objects"]] == ["hand"]
    page = client.get("/explore", params={"s": encode_link(parse_scenario(data))})
    assert page.status_code == 200
    assert "the run exceeded its budget max_seconds = 0.5" in page.text
    assert "Step 0 of 0" in page.text
    assert client.get("/healthz").json()["engine"]["killed"] == 2


def test_a_client_over_its_cap_gets_429_with_retry_after_on_every_route(
    app_with: Callable[..., TestClient],
) -> None:
    client = app_with(worker_stubs.slow, engine_client_runs=1)
    pool: EnginePool = client.app.state.engine  # type: ignore[attr-defined]
    # The TestClient's requests come from the address "testclient".
    held = submit(pool, bolt("1.5"), pool.client("testclient"))
    api = client.post("/api/v1/scenarios/run", json=bolt())
    assert api.status_code == 429
    assert api.headers["retry-after"] == "1"
    assert "already have 1 scenario runs in progress" in api.json()["detail"]
    page = client.get("/explore", params={"s": encode_link(parse_scenario(bolt("x")))})
    assert page.status_code == 429
    assert page.headers["retry-after"] == "1"
    assert "You already have 1 scenario runs in progress" in page.text
    # An htmx play form keeps the board and says why in the play section.
    played = client.post(
        "/explore/act",
        data={"s": encode_link(parse_scenario(bolt("y"))), "act": "pass"},
        headers={"HX-Request": "true"},
    )
    assert played.status_code == 429
    assert played.headers["hx-retarget"] == "#play-status"
    assert played.headers["retry-after"] == "1"
    assert held.result(timeout=10).status == 0
    assert client.post("/api/v1/scenarios/run", json=bolt()).status_code == 200


def test_a_full_pool_answers_503_with_retry_after(app_with: Callable[..., TestClient]) -> None:
    client = app_with(worker_stubs.slow, engine_queue=0)
    pool: EnginePool = client.app.state.engine  # type: ignore[attr-defined]
    held = submit(pool, bolt("1.5"), "someone else")
    api = client.post("/api/v1/scenarios/step", json={"scenario": bolt(), "steps": 1})
    assert api.status_code == 503
    assert int(api.headers["retry-after"]) >= 1
    page = client.get("/explore", params={"s": encode_link(parse_scenario(bolt("z")))})
    assert page.status_code == 503
    assert "as many scenarios as it can" in page.text
    assert held.result(timeout=10).status == 0


def test_over_http_a_scenario_runs_with_the_servers_budgets_at_most(
    app_with: Callable[..., TestClient],
) -> None:
    client = app_with(run_max_events=3)
    body = client.post("/api/v1/scenarios/run", json=bolt(max_events=100_000)).json()
    assert body["exit_status"] == 4
    assert body["error"]["limit"] == "max_events"
    assert "max_events = 3" in body["error"]["message"]
    lower = client.post("/api/v1/scenarios/run", json=bolt(max_events=2)).json()
    assert "max_events = 2" in lower["error"]["message"]


@pytest.mark.serial  # times a run's kill on the clock
def test_a_scenario_asking_for_more_time_than_the_server_gives_is_stopped_at_the_servers(
    app_with: Callable[..., TestClient],
) -> None:
    client = app_with(worker_stubs.slow, run_max_seconds=0.5, engine_kill_margin=0.3)
    started = time.monotonic()
    # The run would sleep 30 s and asks for 60: stopped at the server's 0.5 s (and the kill's
    # 0.3 s margin), it answers far sooner, the worker's start on a slow machine included.
    body = client.post("/api/v1/scenarios/run", json=bolt("30", max_seconds=60)).json()
    assert time.monotonic() - started < 10
    assert body["error"]["limit"] == "max_seconds"
    assert body["error"]["message"] == "the run exceeded its budget max_seconds = 0.5"


def test_every_limit_of_the_pool_is_a_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, value in {
        "ENGINE_WORKERS": "3",
        "ENGINE_CLIENT_RUNS": "2",
        "ENGINE_QUEUE": "5",
        "ENGINE_QUEUE_SECONDS": "1.5",
        "ENGINE_KILL_MARGIN": "0.25",
        "ENGINE_WORKER_MEMORY_MB": "300",
        "RUN_MAX_STEPS": "100",
        "RUN_MAX_EVENTS": "200",
        "RUN_MAX_OBJECTS": "50",
        "RUN_MAX_STACK_DEPTH": "10",
        "RUN_MAX_SECONDS": "2",
        "EXPLORER_CACHE_BYTES": "1000",
    }.items():
        monkeypatch.setenv(f"RULINGS_{name}", value)
    settings = Settings()
    limits = EnginePool.from_settings(settings).limits
    assert limits == RunLimits(
        workers=3,
        client_runs=2,
        queue=5,
        queue_seconds=1.5,
        kill_margin=0.25,
        worker_memory=300 * 1024**2,
        caps=Limits(
            max_steps=100, max_events=200, max_objects=50, max_stack_depth=10, max_seconds=2
        ),
    )
    assert settings.explorer_cache_bytes == 1000
    # By default: one worker per CPU, and the engine's own budgets as the caps.
    monkeypatch.delenv("RULINGS_ENGINE_WORKERS")
    monkeypatch.delenv("RULINGS_RUN_MAX_SECONDS")
    defaults = Settings()
    assert defaults.engine_workers == (os.cpu_count() or 1)
    assert defaults.run_caps().max_seconds == Limits().max_seconds
    with pytest.raises(ValueError, match="at least 256 MiB"):
        Settings(engine_worker_memory_mb=100)
    with pytest.raises(ValueError, match="beyond what the engine allows"):
        Settings(run_max_seconds=10_000)


def test_pages_that_run_the_projects_own_examples_do_it_in_the_thread_pool(
    client: TestClient,
) -> None:
    """Examples run in the app's process (they are the project's files), so the routes that run
    them must be plain functions, which FastAPI runs in its thread pool, not coroutines."""
    for endpoint in (routes.ruling, routes.example_page):
        assert not inspect.iscoroutinefunction(endpoint)
        assert "examples.run(" in inspect.getsource(endpoint)
    assert client.get("/examples/targets-all-illegal-doesnt-resolve").status_code == 200
