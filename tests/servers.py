"""The one way tests start a real server: `python -m app` processes on free ports of 127.0.0.1.

`app_processes` starts instances under tests/outbound.py (the browser tests' server, the instances
sharing one short-link store, the engine-load and store-loss tests): each gets its own port, the
search database it is given or one of its own, a short-link store in its work directory unless
the environment names another (a shared DATABASE_URL or RULINGS_STORE_DIR makes them share one),
and the rest of the environment it is given. All are started at once, so they also race each
other through the store's schema migration, as instances behind a load balancer do. `serving`
runs any such processes (the Docker image's exact CMD, the deployment's two instances behind
nginx) until they answer /healthz, and stops them afterwards.

Everything a server writes goes under the test's own temporary directory and every port is a free
one, so tests in parallel workers (pytest-xdist) never share a server, a port or a file.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import pytest

from tests.outbound import foreign

ROOT = Path(__file__).resolve().parents[1]
START_TIMEOUT = 60.0


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def request(
    method: str, url: str, body: Any = None, timeout: float = 30.0
) -> tuple[int, dict[str, str], bytes]:
    """One HTTP request with the standard library; (status, headers, body) whatever the status."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    req = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def _healthy(url: str) -> bool:
    try:
        return request("GET", f"{url}/healthz", timeout=2.0)[0] == 200
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return False


def wait_until(ready: Callable[[], bool], what: str, problem: Callable[[], str | None]) -> None:
    """Poll `ready` until it holds; fail when `problem` reports the process gone, or on timeout."""
    deadline = time.monotonic() + START_TIMEOUT
    while not ready():
        gone = problem()
        if gone is not None:
            pytest.fail(gone)
        if time.monotonic() > deadline:
            pytest.fail(f"{what} not ready within {START_TIMEOUT:.0f} s")
        time.sleep(0.1)


@dataclass
class Process:
    """A child process logging to a file, which a test starts and stops (and may start again)."""

    name: str
    argv: list[str]
    env: dict[str, str]
    log_path: Path
    process: subprocess.Popen[bytes] | None = None
    #: The exit status of the last run, once stopped.
    returncode: int | None = None
    _log: IO[bytes] | None = None

    def start(self) -> None:
        assert self.process is None, f"{self.name} is already running"
        self._log = self.log_path.open("ab")
        self.process = subprocess.Popen(
            self.argv, cwd=ROOT, env=self.env, stdout=self._log, stderr=subprocess.STDOUT
        )

    def problem(self) -> str | None:
        """Why the process is not running, with the end of its log; None while it runs."""
        if self.process is not None and self.process.poll() is None:
            return None
        code = None if self.process is None else self.process.returncode
        return f"{self.name} is not running (exit {code}):\n{self.log()[-4000:]}"

    def stop(self) -> None:
        try:
            if self.process is not None and self.process.poll() is None:
                self.process.terminate()
                try:
                    self.process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    self.process.kill()
                    self.process.wait(timeout=10)
        finally:
            if self.process is not None:
                self.returncode = self.process.poll()
            self.process = None
            if self._log is not None:
                self._log.close()
                self._log = None

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")


def app_environment() -> dict[str, str]:
    """This environment without the app's own settings, so each test sets exactly what it means."""
    return {
        k: v for k, v in os.environ.items() if not k.startswith("RULINGS_") and k != "DATABASE_URL"
    }


def outbound_log(workdir: Path, number: int) -> Path:
    return workdir / f"app{number}.outbound.jsonl"


@contextmanager
def serving(apps: Sequence[tuple[Process, str]]) -> Iterator[list[str]]:
    """Start every (process, base URL) at once, yield the URLs once each answers /healthz with 200,
    and stop them all afterwards, whatever happened."""
    try:
        for app, _ in apps:
            app.start()
        for app, url in apps:
            wait_until(lambda url=url: _healthy(url), f"{url}/healthz", app.problem)
        yield [url for _, url in apps]
    finally:
        for app, _ in apps:
            app.stop()


@contextmanager
def app_processes(
    count: int, env: Mapping[str, str], workdir: Path, index_path: Path | None = None
) -> Iterator[list[str]]:
    """Start `count` instances of `python -m app`; yield their base URLs once all are healthy.

    `index_path`: a search database already built (the `index_path` fixture), which every
    instance reads, instead of each building its own as it starts (seconds of CPU apiece).
    """
    apps: list[tuple[Process, str]] = []
    for number in range(count):
        port = free_port()
        index = index_path or workdir / f"reference{number}.sqlite"
        app = Process(
            f"app{number}",
            # Under the audit hook: each instance's only peers are its clients and its store.
            [sys.executable, "-m", "tests.outbound", str(outbound_log(workdir, number)), "app"],
            {
                **app_environment(),
                "RULINGS_HOST": "127.0.0.1",
                "RULINGS_PORT": str(port),
                "RULINGS_INDEX_PATH": str(index),
                "RULINGS_STORE_DIR": str(workdir / "links"),
                "RULINGS_ACCESS_LOG": "false",
                "PYTHONPATH": str(ROOT),
                **env,
            },
            workdir / f"app{number}.log",
        )
        apps.append((app, f"http://127.0.0.1:{port}"))
    # All started before any is waited for: they race through the migration together.
    with serving(apps) as urls:
        yield urls
        for number in range(count):
            calls = foreign(outbound_log(workdir, number))
            assert not calls, f"app{number} reached off this machine: {calls}"
