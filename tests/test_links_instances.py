"""Two app processes on two ports sharing one short-link store — PostgreSQL (as behind a load
balancer) and, for one machine, one SQLite file: a link made on one opens on the other, and 50
concurrent creations spread over both lose and mix up nothing."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from app.settings import ROOT
from engine.driver.scenario import parse_scenario
from tests import servers

# Every test starts two app processes.
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


@pytest.fixture(params=["postgresql", "sqlite"])
def instances(
    request: pytest.FixtureRequest, tmp_path: Path, index_path: Path
) -> Iterator[list[str]]:
    env = {"RULINGS_LINK_RATE_LIMIT": "1000"}
    if request.param == "postgresql":
        env["DATABASE_URL"] = request.getfixturevalue("postgres_url")
    else:
        env["RULINGS_STORE_DIR"] = str(tmp_path / "links")
    with servers.app_processes(2, env, tmp_path, index_path) as urls:
        yield urls


def test_a_link_made_on_one_instance_opens_on_the_other(instances: list[str]) -> None:
    first, second = instances
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
    for url in instances:
        health = json.loads(servers.request("GET", f"{url}/healthz")[2])
        assert health["store"]["links"] == 1


def test_fifty_concurrent_creations_over_both_instances_lose_nothing(
    instances: list[str],
) -> None:
    """25 requests store one scenario and 25 store 25 different ones, alternating instances,
    all released at once."""
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
    health = json.loads(servers.request("GET", f"{instances[0]}/healthz")[2])
    assert health["store"]["links"] == 26
