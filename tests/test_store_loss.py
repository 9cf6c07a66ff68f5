"""The SQLite short-link store taken away from a running app: removed, replaced by another
store, made read-only, its directory made read-only. Each case runs a real `python -m app`
(pooled connections keep the old file open, which is how links were lost silently) and then
expects 503 from every creation and from /healthz — never a 201 — with the reason in the log.

Read-only as root: the tests run as root in CI, and root writes a `chmod a-w` file all the same
(so would the app after a restart: that store *is* writable). Root is stopped only by the
immutable attribute (`chattr +i`, on ext4 and the like) or a read-only mount, so as root the
read-only cases use `chattr +i`, which SQLite's own writes through its open descriptors also meet;
as another user they use `chmod`, which the app sees through `access(2)`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.links import database
from app.settings import ROOT
from tests import servers

# Every test starts an app process or the links command line several times.
pytestmark = pytest.mark.slow

EXAMPLE = ROOT / "examples" / "populate-rootborn-defenses-affects-creatures-after-populating.json"
ATTEMPTS = 3


def scenario(title: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data.pop("example")
    data.pop("expect", None)
    data["title"] = title
    return data


def post_link(url: str, title: str) -> tuple[int, dict[str, Any]]:
    status, _, body = servers.request("POST", f"{url}/api/v1/links", {"scenario": scenario(title)})
    return status, json.loads(body)


def health(url: str) -> tuple[int, dict[str, Any]]:
    status, _, body = servers.request("GET", f"{url}/healthz")
    return status, json.loads(body)


def read_only(path: Path, probe_dir: Path) -> Callable[[], None]:
    """Make `path` unwritable for this process; returns what undoes it."""
    if os.geteuid() != 0:
        mode = path.stat().st_mode
        path.chmod(mode & ~0o222)
        return lambda: path.chmod(mode)
    probe = probe_dir / "immutable-probe"
    probe.touch()
    done = subprocess.run(["chattr", "+i", str(probe)], capture_output=True, text=True)
    if done.returncode == 0:
        subprocess.run(["chattr", "-i", str(probe)], check=True)
    else:
        reason = (
            "running as root, and this filesystem has no immutable attribute (chattr +i: "
            f"{done.stderr.strip() or done.returncode}): nothing makes a file read-only for root"
        )
        if os.environ.get("CI") == "true":
            pytest.fail(reason + " (CI=true: this test must run)")
        pytest.skip(reason)
    subprocess.run(["chattr", "+i", str(path)], check=True)
    return lambda: subprocess.run(["chattr", "-i", str(path)], check=True)


def other_store(directory: Path) -> Path:
    """A second, valid store with a link of its own: the most convincing replacement."""
    directory.mkdir()
    engine = database.open_engine(None, directory)
    database.migrate(engine)
    engine.dispose()
    return directory / database.SQLITE_FILE


@pytest.fixture
def running(tmp_path: Path, index_path: Path) -> Iterator[tuple[str, Path, Path]]:
    """A running app on its own SQLite store; yields (base URL, store file, app log)."""
    store_dir = tmp_path / "store"
    env = {
        "RULINGS_STORE_DIR": str(store_dir),
        "RULINGS_INDEX_PATH": str(index_path),
        "RULINGS_LINK_RATE_LIMIT": "1000",
    }
    with servers.app_processes(1, env, tmp_path) as [url]:
        yield url, store_dir / database.SQLITE_FILE, tmp_path / "app0.log"


@pytest.mark.parametrize("loss", ["removed", "replaced", "read-only file", "read-only directory"])
def test_a_store_taken_away_answers_503_to_creations_and_health(
    running: tuple[str, Path, Path], tmp_path: Path, loss: str
) -> None:
    url, store_file, log = running
    status, made = post_link(url, "before")
    assert status == 201
    assert health(url)[0] == 200
    undo: Callable[[], Any] = lambda: None  # noqa: E731
    if loss == "removed":
        store_file.unlink()
        reason = "was removed while the app had it open"
    elif loss == "replaced":
        os.replace(other_store(tmp_path / "other"), store_file)
        reason = "was replaced by another file"
    elif loss == "read-only file":
        undo = read_only(store_file, tmp_path)
        reason = "can't be written (read-only)"
    else:
        undo = read_only(store_file.parent, tmp_path)
        reason = "can't be written (read-only), so neither can the store"
    try:
        statuses = []
        for attempt in range(ATTEMPTS):
            status, body = post_link(url, f"after {attempt}")
            statuses.append(status)
            assert status == 503, body
            assert body == {"detail": "the short-link store isn't answering; try again in a moment"}
            status, body = health(url)
            assert status == 503
            assert body["status"] == "unavailable"
            assert body["store"]["ok"] is False
        assert 201 not in statuses
        # The same scenario again would only count towards the rate: a write all the same.
        assert post_link(url, "before")[0] == 503
        stored = servers.request("GET", f"{url}/api/v1/links/{made['id']}")[0]
        # A read-only store still serves its links; a removed or replaced one is not the store.
        assert stored == (200 if loss.startswith("read-only") else 503)
        # The operator learns why, once, in the log; the public answers name no path.
        text = log.read_text(encoding="utf-8", errors="replace")
        assert text.count(reason) == 1, text[-2000:]
    finally:
        undo()
    if loss.startswith("read-only"):
        # Writable again: the store is used again, with the link made before.
        assert health(url)[0] == 200
        assert post_link(url, "after it came back")[0] == 201
        assert health(url)[1]["store"]["links"] == 2


def test_read_only_commands_still_read_a_read_only_store(tmp_path: Path) -> None:
    """`stats` and `export` open the store only to read: a read-only file is no problem there."""
    store_dir = tmp_path / "store"
    engine = database.open_engine(None, store_dir)
    database.migrate(engine)
    engine.dispose()
    undo = read_only(store_dir / database.SQLITE_FILE, tmp_path)
    try:
        env = {**servers.app_environment(), "RULINGS_STORE_DIR": str(store_dir)}
        done = subprocess.run(
            [sys.executable, "-m", "app.links", "stats"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        undo()
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["links"] == 0
