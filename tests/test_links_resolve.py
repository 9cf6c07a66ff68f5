"""PostgreSQL's host name resolves within a bound, so /healthz says 503 in time (issue 32).

In a compose network the name of a stopped PostgreSQL container takes the resolver's whole retry
cycle to fail (10 s), and libpq's connect timeout only starts after the lookup: each request, and
Docker's health probe, waited that long. The store now resolves the name itself, within
`RESOLVE_TIMEOUT_SECONDS`, and a name that hangs is the store's usual 503 (`StoreUnavailable`).
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.links import database
from app.links.store import Limits, LinkStore, StoreUnavailable

#: How long the stand-in resolver hangs: far longer than the bound, shorter than a test timeout.
HANG_SECONDS = 30


@pytest.fixture
def hanging_resolver(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """socket.getaddrinfo for `db.hangs.test` blocks (until the test ends); other names as usual."""
    release = threading.Event()
    real = socket.getaddrinfo

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host == "db.hangs.test":
            release.wait(HANG_SECONDS)
            raise socket.gaierror(socket.EAI_AGAIN, "Temporary failure in name resolution")
        return real(host, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    yield release
    release.set()


def test_a_host_name_that_hangs_is_a_503_naming_the_bound(
    hanging_resolver: threading.Event, tmp_path: Path
) -> None:
    engine = database.open_engine("postgresql://rulings:pw@db.hangs.test:5432/rulings", tmp_path)
    store = LinkStore(engine, Limits())
    try:
        with pytest.raises(StoreUnavailable) as caught:
            store.stats()
    finally:
        hanging_resolver.set()
        engine.dispose()
    assert caught.value.status == 503
    bound = f"{database.RESOLVE_TIMEOUT_SECONDS:g} s"
    assert f"'db.hangs.test' did not resolve within {bound}" in caught.value.reason


def test_a_host_name_that_does_not_exist_is_a_503_naming_it(tmp_path: Path) -> None:
    engine = database.open_engine("postgresql://rulings:pw@db.invalid:5432/rulings", tmp_path)
    store = LinkStore(engine, Limits())
    try:
        with pytest.raises(StoreUnavailable) as caught:
            store.stats()
    finally:
        engine.dispose()
    assert "'db.invalid'" in caught.value.reason
