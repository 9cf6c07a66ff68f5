"""An explorer page costs one engine run (issue 26 §5): opening a link at a step before the end
runs the scenario once, to the end, keeping the board at that step on the way — not once to the
end for the timeline and again to the step for the board."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from app.services.explorer import Explorer
from app.services.runner import Job
from engine import encode_link, parse_scenario, run, run_seen_at
from tests.test_explorer import example

EXAMPLES = sorted(p.stem for p in (Path(__file__).parent.parent / "examples").glob("*.json"))[:12]


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_board_kept_on_the_way_is_the_board_of_a_run_to_that_step(name: str) -> None:
    scenario = parse_scenario(example(name))
    final, status, _ = run_seen_at(scenario, None)
    assert (final, status) == run(scenario)
    for at in (0, 1, 2, 3, 5, 8, 10_000):
        output, _, seen = run_seen_at(scenario, at)
        assert output == final, (name, at)
        assert seen == run(scenario, steps=at)[0], (name, at)


@pytest.fixture
def jobs(client: TestClient) -> Iterator[list[Job]]:
    """The runs the app's explorer queues, as they are submitted."""
    explorer: Explorer = client.app.state.explorer  # type: ignore[attr-defined]
    submitted: list[Job] = []
    submit = explorer.pool.submit

    def counted(job: Job, who: str, **options: Any) -> Any:
        submitted.append(job)
        return submit(job, who, **options)

    explorer.pool.submit = counted  # type: ignore[method-assign]
    try:
        yield submitted
    finally:
        del explorer.pool.submit


def test_a_step_before_the_end_costs_one_run(client: TestClient, jobs: list[Job]) -> None:
    data = example("targets-all-illegal-doesnt-resolve")
    data["players"][0]["life"] = 17  # a link no other test opened: nothing cached
    token = encode_link(parse_scenario(data))
    page = client.get("/explore", params={"s": token, "at": 13})
    assert page.status_code == 200
    assert "Step 13 of 14" in page.text
    assert len(jobs) == 1, jobs
    # The same link at the end, and at that step again: both cached, no run.
    assert "Step 14 of 14" in client.get("/explore", params={"s": token}).text
    assert "Step 13 of 14" in client.get("/explore", params={"s": token, "at": 13}).text
    assert len(jobs) == 1, jobs
    # Another step of the cached run: one run, to that step.
    assert "Step 12 of 14" in client.get("/explore", params={"s": token, "at": 12}).text
    assert [job.steps for job in jobs[1:]] == [12]
