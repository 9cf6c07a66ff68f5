"""Shared fixtures: the reference store, the search database (built once, kept between runs) and
an app client."""

from __future__ import annotations

import fcntl
import functools
import hashlib
import os
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.reference import index
from app.reference.search import SearchIndex
from app.reference.store import ReferenceStore, load
from app.services.reference import ReferenceService
from app.settings import ROOT, Settings

DATA = ROOT / "data"
#: How the Makefile finds the serial lane's files (`SERIAL_FILES`: a grep for these words).
SERIAL_MARK = "pytest.mark." + "serial"
#: How long the tests' app servers let a run wait for an engine worker (the app says 10 s).
ENGINE_WAIT_SECONDS = 60


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Refuse a test marked serial in a file that doesn't spell out `SERIAL_MARK`, and run the
    files holding slow tests first.

    The serial lane collects only the files that spell the mark out, rather than all 5,000
    tests to deselect them (15-20 s of CPU, most of that lane's time): a test marked some other
    way would run in neither lane. Checked in the parallel lane, which collects every file."""
    _slow_files_first(items)
    spelled: dict[Path, bool] = {}
    for item in items:
        if item.get_closest_marker("serial") is None:
            continue
        path = Path(item.path)
        if path not in spelled:
            spelled[path] = SERIAL_MARK in path.read_text(encoding="utf-8")
        if not spelled[path]:
            raise pytest.UsageError(
                f"{item.nodeid} is marked serial, but its file doesn't spell out "
                f"{SERIAL_MARK}, so the Makefile's serial lane would not run it"
            )


def _slow_files_first(items: list[pytest.Item]) -> None:
    """Put the files holding a slow test (servers, the whole corpus, other processes) first,
    each kept whole (so its module-scoped fixtures start once), the rest after in their order;
    of each, the files that don't read the search database first.

    pytest-xdist hands the tests to its workers in this order as each asks for more: a long
    test near the end would leave the other worker idle until it finishes (issue 27 §6), while
    short ones there even the workers out. And the search database is built beside the first
    tests (`pytest_collection_finish`): tests that don't need it keep both workers busy
    meanwhile, where tests that do would wait for it."""
    slow = {item.path for item in items if item.get_closest_marker("slow") is not None}
    reads_index = {item.path for item in items if "index_path" in _fixtures(item)}
    items.sort(key=lambda item: (item.path not in slow, item.path in reads_index))


def _fixtures(item: pytest.Item) -> tuple[str, ...]:
    """The fixtures a test uses, those its fixtures use included."""
    return tuple(getattr(item, "fixturenames", ()))


@pytest.fixture(scope="session")
def store() -> ReferenceStore:
    return load(DATA)


#: How long a search database built from other code or data stays in pytest's cache: a run of
#: that code (begun before an edit) may still be reading it.
STALE_INDEX_SECONDS = 3600


def _index_files(config: pytest.Config) -> tuple[Path, Path]:
    """The search database the tests read, and its lock.

    Kept between runs in pytest's cache (`.pytest_cache/d/search-index/`), named by a digest of
    the data and of the code that builds it, so a run finds it built by the last run of the same
    code and data — the serial lane after the parallel one, one `make check` after another —
    rather than building it again (7-9 s of CPU; the serial lane built it alone on the machine,
    issue 27 §6). Without pytest's cache (`-p no:cacheprovider`), in the run's temporary root,
    which pytest-xdist's workers share (each has its own directory below it)."""
    cache = getattr(config, "cache", None)
    if cache is not None:
        root = cache.mkdir("search-index")
        name = f"reference-{_index_digest()}"
        _prune(root, keep=name)
    else:
        root = config._tmp_path_factory.getbasetemp()  # type: ignore[attr-defined]
        if os.environ.get("PYTEST_XDIST_WORKER"):
            root = root.parent  # the run's directory, above each worker's own
        root = root / "shared-index"
        root.mkdir(exist_ok=True)
        name = "reference"
    return root / f"{name}.sqlite", root / f"{name}.lock"


@functools.cache
def _index_digest() -> str:
    """What the search database is made from: the data, as the app's own check reads it
    (`index.fingerprint`: the data files and the card store's fingerprint), and the code of
    `app.reference` and of the engine, which build it — a changed builder builds it again."""
    digest = hashlib.sha256(index.fingerprint(DATA).encode())
    for source in sorted(
        [*(ROOT / "app" / "reference").rglob("*.py"), *(ROOT / "engine").rglob("*.py")]
    ):
        digest.update(f"{source.relative_to(ROOT)}\n".encode())
        digest.update(source.read_bytes())
    return digest.hexdigest()[:20]


def _prune(root: Path, keep: str) -> None:
    """Remove the search databases of other code or data that no run has used for
    `STALE_INDEX_SECONDS` (35 MB each; `index_path` marks the one it uses)."""
    old = time.time() - STALE_INDEX_SECONDS
    for other in root.glob("reference-*"):
        if other.name.startswith(f"{keep}."):
            continue
        with suppress(OSError):  # another worker may have removed it first
            if other.stat().st_mtime < old:
                other.unlink()


#: The build of the search database a worker started as it finished collecting, if it did.
_index_build: threading.Thread | None = None


def pytest_collection_finish(session: pytest.Session) -> None:
    """In a pytest-xdist worker whose tests read the search database, start building it in a
    process of its own as soon as the tests are collected, unless another worker has.

    Built by the first test that asks, it kept that worker busy for 7 s of CPU while the other
    waited on its lock with nothing to do — one core idle (issue 27 §6). Built beside the tests,
    both workers go on with the tests that don't read it meanwhile; the lock is held until the
    build ends, so `index_path` (below) waits for it as for any other worker's build, and finds
    it built, or builds it itself if that process failed (its error is then the fixture's)."""
    global _index_build
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return  # a run of one process: nothing beside it to keep busy
    if not any("index_path" in _fixtures(item) for item in session.items):
        return
    path, lock_path = _index_files(session.config)
    lock = lock_path.open("w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        lock.close()  # another worker is building it
        return
    if path.exists():
        lock.close()
        return
    argv = [sys.executable, "-m", "app.reference.index", "--data", str(DATA), "--out", str(path)]
    build = subprocess.Popen(
        [*argv, "--force"], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )

    def release() -> None:  # whether or not a test of this worker ever asks for it
        build.wait()
        lock.close()

    _index_build = threading.Thread(target=release, name="index-build", daemon=True)
    _index_build.start()


def pytest_unconfigure(config: pytest.Config) -> None:
    """A run over before its search database was built leaves no build behind."""
    if _index_build is not None:
        _index_build.join()


@pytest.fixture(scope="session")
def index_path(pytestconfig: pytest.Config) -> Iterator[Path]:
    """The search database, built once for the whole run at most (`_index_files`: kept from the
    last run of the same code and data): pytest-xdist's workers share it, and the first to get
    there builds it (7 s of CPU) while the others wait for its lock — the first to finish
    collecting has started it already (`pytest_collection_finish`). Tests only read it, and the
    apps a test process makes on it share one reference service (`_one_reference`)."""
    if _index_build is not None:
        _index_build.join()
    path, lock_path = _index_files(pytestconfig)
    with lock_path.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if path.exists():
            os.utime(path)  # used now: not pruned (`_prune`)
        else:
            index.build(load(DATA), DATA, path)  # written to a temporary file, then renamed
    with _one_reference(path):
        yield path


@contextmanager
def _one_reference(path: Path) -> Iterator[None]:
    """Every app this test process makes on the data and the search database at `path` shares
    one `ReferenceService`, opened by the first.

    Opening it (the reference data, the card rulings, the close-names index, the search
    database's tables) is 1.3-1.9 s of CPU, which each test making an app of its own (other
    limits, its own short-link store, a public address) paid again: about twenty apps a worker
    in `make check` (issue 27 §6). The service is read-only. An app on another search database
    (test_pages' unwritable location) opens its own, as the app does."""
    opened: list[ReferenceService] = []
    real_open = ReferenceService.open

    def open_once(data_dir: Path, index_path: Path) -> ReferenceService:
        if (data_dir, index_path) != (DATA, path):
            return real_open(data_dir, index_path)
        if not opened:
            opened.append(real_open(data_dir, index_path))
        return opened[0]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ReferenceService, "open", open_once)
        yield


@pytest.fixture(scope="session")
def search_index(index_path: Path) -> SearchIndex:
    return SearchIndex(index_path)


@pytest.fixture(scope="session")
def client(tmp_path_factory: pytest.TempPathFactory, index_path: Path) -> Iterator[TestClient]:
    """The app in this process. A request may wait a minute for an engine worker (the app's
    default is 10 s): the first explorer page waits for the pool's workers to start, and on a
    loaded machine (niced workers, other test workers beside them) that took longer than 10 s
    — a 503 that said nothing about the page under test."""
    settings = Settings(
        index_path=index_path,
        store_dir=tmp_path_factory.mktemp("links"),
        engine_queue_seconds=ENGINE_WAIT_SECONDS,
    )
    with TestClient(create_app(settings)) as test_client:
        yield test_client


# -- PostgreSQL (short links) ---------------------------------------------------------------------

#: An admin URL (a role with CREATEDB) for a PostgreSQL the tests may create databases in;
#: `.ci/run` starts Debian's PostgreSQL and sets it (see `.ci/postgres`).
POSTGRES_URL_VARIABLE = "RULINGS_TEST_DATABASE_URL"


@pytest.fixture(scope="session")
def postgres_admin_url() -> str:
    url = os.environ.get(POSTGRES_URL_VARIABLE)
    if not url:
        reason = (
            f"{POSTGRES_URL_VARIABLE} is not set: run "
            f"`export {POSTGRES_URL_VARIABLE}=$(.ci/postgres)` to test short links on PostgreSQL"
        )
        if os.environ.get("CI") == "true":
            pytest.fail(reason + " (CI=true: these tests must run)")
        pytest.skip(reason)
    if not url.startswith(("postgresql://", "postgres://")) or "\n" in url:
        # Fail once, saying what arrived, rather than as a parse error deep in every test.
        pytest.fail(f"{POSTGRES_URL_VARIABLE} is not one postgresql:// URL: {url!r}")
    return url


@pytest.fixture
def postgres_url(postgres_admin_url: str) -> Iterator[str]:
    """A new, empty database for one test, dropped afterwards."""
    with new_database(postgres_admin_url) as url:
        yield url


@contextmanager
def new_database(admin_url: str) -> Iterator[str]:
    """A new, empty database's URL, the database dropped afterwards.

    Its name says which test worker made it (pytest-xdist's gw0, gw1 …; "main" without workers),
    so a database left behind by a killed run can be traced to it; the random part keeps every
    database its own."""
    import psycopg

    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    name = f"rulings_test_{worker}_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(admin_url, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    base, _, _ = admin_url.rpartition("/")
    try:
        yield f"{base}/{name}"
    finally:
        with psycopg.connect(admin_url, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
