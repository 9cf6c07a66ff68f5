"""Start real `python -m app` processes for tests that need more than one instance.

Each process gets its own port and search database and the environment it is given (a shared
DATABASE_URL or RULINGS_STORE_DIR makes them share one short-link store). All are started at once,
so they also race each other through the store's schema migration, as instances behind a load
balancer do.
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
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

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


@contextmanager
def app_processes(count: int, env: Mapping[str, str], workdir: Path) -> Iterator[list[str]]:
    """Start `count` instances of `python -m app`; yield their base URLs once all are healthy."""
    processes: list[tuple[subprocess.Popen[bytes], Path, str]] = []
    base_env = {k: v for k, v in os.environ.items() if not k.startswith("RULINGS_")}
    base_env.pop("DATABASE_URL", None)
    try:
        for number in range(count):
            port = free_port()
            log_path = workdir / f"app{number}.log"
            process_env = {
                **base_env,
                "RULINGS_HOST": "127.0.0.1",
                "RULINGS_PORT": str(port),
                "RULINGS_INDEX_PATH": str(workdir / f"reference{number}.sqlite"),
                "RULINGS_ACCESS_LOG": "false",
                "PYTHONPATH": str(ROOT),
                **env,
            }
            with log_path.open("wb") as log:
                process = subprocess.Popen(
                    [sys.executable, "-m", "app"], cwd=ROOT, env=process_env, stdout=log,
                    stderr=subprocess.STDOUT,
                )  # fmt: skip
            processes.append((process, log_path, f"http://127.0.0.1:{port}"))
        deadline = time.monotonic() + START_TIMEOUT
        for process, log_path, url in processes:
            while not _healthy(url):
                if process.poll() is not None:
                    pytest.fail(f"`python -m app` exited early:\n{log_path.read_text()[-4000:]}")
                if time.monotonic() > deadline:
                    pytest.fail(f"{url}/healthz didn't answer:\n{log_path.read_text()[-4000:]}")
                time.sleep(0.1)
        yield [url for _, _, url in processes]
    finally:
        for process, _, _ in processes:
            process.terminate()
        for process, _, _ in processes:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
