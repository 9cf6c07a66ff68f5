"""A full disk under the short-link store (issue 26 §5): new links are refused with 507 and a
message saying the store is full (not "isn't answering; try again in a moment"), stored links
still open, and /healthz says "full" until a link can be stored again. The disk is made full with
SQLite's own cap on the file's pages (`PRAGMA max_page_count`), which fails writes with
SQLITE_FULL just as a full disk does."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import event

from app.links.store import DiskFull, LinkStore
from app.main import create_app
from app.services import explorer
from app.settings import Settings
from tests.test_links_web import scenario


def cap_pages(store: LinkStore, pages: int) -> None:
    """Every connection of `store` may grow the file to `pages` pages at most."""

    def capped(connection: Any, _: object) -> None:
        connection.execute(f"PRAGMA max_page_count = {pages}")

    event.listen(store.engine, "connect", capped)
    store.engine.dispose()  # connections already open get the cap too


def big(n: int) -> dict[str, Any]:
    data = scenario(f"disk {n}")
    soldier = data["objects"][0]
    # 5 KB or so each: the file has to grow by a page or more for every one.
    data["objects"] += [{**soldier, "id": f"soldier{i}"} for i in range(40)]
    return data


@pytest.fixture
def app_client(tmp_path: Path, index_path: Path) -> Iterator[TestClient]:
    settings = Settings(index_path=index_path, store_dir=tmp_path, link_rate_limit=10_000)
    with TestClient(create_app(settings)) as client:
        yield client


def test_a_full_disk_says_the_store_is_full_and_healthz_says_so(app_client: TestClient) -> None:
    first = app_client.post("/api/v1/links", json={"scenario": scenario("before")})
    assert first.status_code == 201, first.text
    store: LinkStore = app_client.app.state.links  # type: ignore[attr-defined]
    with store.engine.connect() as connection:
        pages = int(connection.exec_driver_sql("PRAGMA page_count").scalar_one())
    cap_pages(store, pages)

    answers = [app_client.post("/api/v1/links", json={"scenario": big(n)}) for n in range(3)]
    refused = answers[-1]
    assert refused.status_code == 507, [a.status_code for a in answers]
    assert "store is full" in refused.json()["detail"]
    assert "isn't answering" not in refused.json()["detail"]

    # The share form says the same in the explorer's share box.
    token = explorer.token_for(big(99))
    page = app_client.post("/explore/shorten", data={"s": token}, follow_redirects=False)
    assert page.status_code == 507
    assert "store is full" in page.text

    health = app_client.get("/healthz").json()
    assert health["status"] == "full"
    assert health["store"]["ok"] is False
    assert "store is full" in health["store"]["error"]

    # What is stored still opens.
    assert app_client.get(f"/api/v1/links/{first.json()['id']}").status_code == 200

    # Room again (an operator freed space): the next link is stored and /healthz is ok.
    cap_pages(store, 1_000_000)
    assert app_client.post("/api/v1/links", json={"scenario": big(100)}).status_code == 201
    assert app_client.get("/healthz").json()["status"] == "ok"


def test_the_store_turns_sqlite_full_into_disk_full(tmp_path: Path, index_path: Path) -> None:
    settings = Settings(index_path=index_path, store_dir=tmp_path, link_rate_limit=10_000)
    with TestClient(create_app(settings)) as client:
        store: LinkStore = client.app.state.links  # type: ignore[attr-defined]
        cap_pages(store, 1)
        texts = [json.dumps(big(n), sort_keys=True, separators=(",", ":")) for n in range(3)]
        with pytest.raises(DiskFull) as caught:  # noqa: PT012
            for text in texts:
                store.create(text, "client")
        assert caught.value.status == 507
        assert "SQLITE_FULL" in caught.value.reason or "full" in caught.value.reason
