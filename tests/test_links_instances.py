"""Two app processes on two ports sharing one short-link store — PostgreSQL (as behind a load
balancer) and, for one machine, one SQLite file: a link made on one opens on the other, and 50
concurrent creations spread over both lose and mix up nothing."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

from app.settings import ROOT
from engine.driver.scenario import parse_scenario
from tests import servers
from tests.conftest import new_database

# Two app processes for each store, started once for the tests of that store.
pytestmark = pytest.mark.slow

EXAMPLE = ROOT / "examples" / "populate-rootborn-defenses-affects-creatures-after-populating.json"


def scenario(title: str | None = None) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data.pop("example")
    data.pop("expect", None)
    if title is not None:
        data["title"] = title
    return data


def canonical(data: dict[str, Any]) -> dict[str, Any]:
    return parse_scenario(data).to_data()


def links(url: str) -> int:
    """How many links the instance at `url` says its store holds (/healthz)."""
    count: int = json.loads(servers.request("GET", f"{url}/healthz")[2])["store"]["links"]
    return count


#: The instances of one store serve all of its tests (starting two app processes is seconds of
#: CPU: issue 27 §6), so those tests run on one test worker (`--dist loadgroup`), and each counts
#: the links it adds from what the store held when it began.
STORES = [
    pytest.param(name, marks=pytest.mark.xdist_group(f"instances-{name}"))
    for name in ("postgresql", "sqlite")
]


@pytest.fixture(scope="module", params=STORES)
def instances(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, index_path: Path
) -> Iterator[list[str]]:
    workdir = tmp_path_factory.mktemp(f"instances-{request.param}")
    env = {"RULINGS_LINK_RATE_LIMIT": "1000"}
    with ExitStack() as stack:
        if request.param == "postgresql":
            admin_url = request.getfixturevalue("postgres_admin_url")
            env["DATABASE_URL"] = stack.enter_context(new_database(admin_url))
        else:
            env["RULINGS_STORE_DIR"] = str(workdir / "links")
        yield stack.enter_context(servers.app_processes(2, env, workdir, index_path))


def test_a_link_made_on_one_instance_opens_on_the_other(instances: list[str]) -> None:
    first, second = instances
    before = links(first)
    status, headers, body = servers.request(
        "POST", f"{first}/api/v1/links", {"scenario": scenario(), "at": 4}
    )
    assert status == 201, body
    created = json.loads(body)
    assert headers["location"] == f"/s/{created['id']}"

    status, _, body = servers.request("GET", f"{second}/api/v1/links/{created['id']}")
    assert status == 200
    assert json.loads(body)["scenario"] == canonical(scenario())

    status, _, page = servers.request("GET", f"{second}{created['explore_url']}")
    assert status == 200
    text = page.decode("utf-8")
    assert "Step 4 of" in text
    # The page names its step as it numbers it (step=, issue 31 §7); the API link keeps at=.
    assert f'value="{second}/s/{created["id"]}?step=4"' in text

    # The same scenario sent to the other instance is the same link.
    status, _, body = servers.request("POST", f"{second}/api/v1/links", {"scenario": scenario()})
    assert status == 200
    assert json.loads(body)["id"] == created["id"]
    assert [links(url) for url in instances] == [before + 1, before + 1]


def test_fifty_concurrent_creations_over_both_instances_lose_nothing(
    instances: list[str],
) -> None:
    """25 requests store one scenario and 25 store 25 different ones, alternating instances,
    all released at once."""
    before = links(instances[0])
    barrier = threading.Barrier(50)

    def create(n: int) -> tuple[dict[str, Any], int, dict[str, Any]]:
        data = scenario("the same scenario") if n % 2 == 0 else scenario(f"scenario {n}")
        barrier.wait()
        status, _, body = servers.request(
            "POST", f"{instances[n % 2]}/api/v1/links", {"scenario": data}
        )
        return data, status, json.loads(body)

    with ThreadPoolExecutor(max_workers=50) as pool:
        results = list(pool.map(create, range(50)))
    assert all(status in (200, 201) for _, status, _ in results), results
    same = [body for data, _, body in results if data["title"] == "the same scenario"]
    assert len({body["id"] for body in same}) == 1
    assert sum(body["created"] for body in same) == 1
    different = {body["id"] for data, _, body in results if data["title"] != "the same scenario"}
    assert len(different) == 25
    for data, _, body in results:
        for url in instances:
            status, _, stored = servers.request("GET", f"{url}/api/v1/links/{body['id']}")
            assert status == 200
            assert json.loads(stored)["scenario"] == canonical(data)
    assert links(instances[0]) == before + 26
