"""The explorer's address names the step the page shows (issue 31 §7): its own links, the
timeline, the stepper and the short links it makes carry `step=N`, the page's number ("Step N
of M", steps where nothing happens folded into the next, issue 16 §4), while `at=N` keeps its
meaning (N engine steps, SCENARIO.md). A view is still one run (issue 26 §5)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from fastapi.testclient import TestClient

from app.services.explorer import Explorer
from app.services.runner import Job
from engine import EventfulStep, encode_link, parse_scenario, run, run_seen_at
from tests.test_explorer import example

#: An example with agenda steps where nothing happens, so page numbers and `at` differ.
FOLDED = "name-lists-sylex-current-name"


def _shown(data: dict[str, Any]) -> list[int]:
    """The agenda steps the explorer shows: 0 and each step with events."""
    output, _ = run(parse_scenario(data))
    return sorted({0, *(int(e["step"]) for e in output["events"])})


def _position(page: str) -> tuple[int, int]:
    found = re.search(r'<span class="position">Step (\d+) of (\d+)</span>', page)
    assert found, page[:500]
    return int(found[1]), int(found[2])


def _board(page: str) -> str:
    return page.split('<div class="board">', 1)[1].split('<section class="share"', 1)[0]


def _step_of(href: str) -> dict[str, list[str]]:
    return parse_qs(urlparse(html.unescape(href)).query)


@pytest.mark.parametrize("name", [FOLDED, "targets-all-illegal-doesnt-resolve"])
def test_kept_after_the_nth_step_with_events_is_the_board_of_a_run_to_its_agenda_step(
    name: str,
) -> None:
    scenario = parse_scenario(example(name))
    shown = _shown(example(name))
    final, _ = run(scenario)
    for number, agenda in enumerate(shown):
        output, _, seen = run_seen_at(scenario, EventfulStep(number))
        assert output == final
        assert seen == run(scenario, steps=agenda)[0], (name, number)
    # Past the last: the end.
    assert run_seen_at(scenario, EventfulStep(len(shown) + 3))[2] == final


def test_the_address_and_the_page_name_the_same_step(client: TestClient) -> None:
    data = example(FOLDED)
    shown = _shown(data)
    assert len(shown) - 1 < shown[-1], "the example should have a step where nothing happens"
    token = encode_link(parse_scenario(data))
    end = client.get("/explore", params={"s": token}).text
    count = len(shown) - 1
    assert _position(end) == (count, count)
    # Every link of the timeline, and the stepper's, names the page's number.
    timeline = end.split('id="timeline-h"', 1)[1]
    for href, number in re.findall(r'<a href="([^"]*)"[^>]*>Step (\d+)</a>', timeline):
        assert _step_of(href) == {"s": [token], "step": [number]}
    stepper = end.split('class="stepper"', 1)[1].split("</nav>", 1)[0]
    hrefs = dict(re.findall(r'data-key="(\w+)"[^>]*href="([^"]*)"', stepper))
    hrefs.update(re.findall(r'<a data-key="(\w+)" href="([^"]*)"', stepper))
    assert _step_of(hrefs["first"])["step"] == ["0"]
    assert _step_of(hrefs["prev"])["step"] == [str(count - 1)]
    assert _step_of(hrefs["last"])["step"] == [str(count)]
    # A page number opens the state of its agenda step, as at= names it: the first page after
    # a step where nothing happens, where the two differ, and the pages on either side of it.
    empty = next(n for n in range(1, shown[-1]) if n not in shown)
    after = shown.index(empty + 1)
    for number in (after - 1, after, after + 1):
        agenda = shown[number]
        by_number = client.get("/explore", params={"s": token, "step": number}).text
        assert _position(by_number) == (number, count)
        by_agenda = client.get("/explore", params={"s": token, "at": agenda}).text
        assert _board(by_number) == _board(by_agenda)
    # The short link form posts the page's number.
    assert f'name="step" value="{count}"' in end


def test_at_and_step_together_or_out_of_range_are_refused_with_a_clear_message(
    client: TestClient,
) -> None:
    token = encode_link(parse_scenario(example(FOLDED)))
    count = len(_shown(example(FOLDED))) - 1
    both = client.get("/explore", params={"s": token, "at": 2, "step": 2})
    assert both.status_code == 400
    assert "at=&#39;2&#39; and step=&#39;2&#39; both name a step" in both.text
    beyond = client.get("/explore", params={"s": token, "step": count + 1})
    assert beyond.status_code == 404
    assert f"step={count + 1} is beyond this run: its steps are 0 (as loaded) to {count}" in (
        beyond.text
    )
    for odd in ("x", "-1", "+1", "²", "1" * 10):
        page = client.get("/explore", params={"s": token, "step": odd})
        assert page.status_code == 400, odd
        assert "isn&#39;t a step number (0 or more)" in page.text, odd


def test_short_links_open_and_step_by_the_pages_number(client: TestClient) -> None:
    data = example(FOLDED)
    shown = _shown(data)
    count = len(shown) - 1
    token = encode_link(parse_scenario(data))
    made = client.post(
        "/explore/shorten", data={"s": token, "step": str(count - 1)}, follow_redirects=False
    )
    assert made.status_code == 303
    location = made.headers["location"]
    assert re.fullmatch(r"/s/[a-z2-7]{10,}\?step=" + str(count - 1), location)
    page = client.get(location).text
    assert _position(page) == (count - 1, count)
    assert f'/s/{location.split("/")[2].split("?")[0]}?step={count - 1}"' in page
    link_id = location.split("/")[2].split("?")[0]
    assert f'href="/s/{link_id}?step={count}"' in page
    # at= on a short link opens the same state; both at once, or past the end, are refused.
    agenda = client.get(f"/s/{link_id}", params={"at": shown[count - 1]}).text
    assert _board(agenda) == _board(page)
    assert client.get(f"/s/{link_id}", params={"at": 1, "step": 1}).status_code == 400
    assert client.get(f"/s/{link_id}", params={"step": count + 1}).status_code == 404


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


def test_a_page_number_before_the_end_costs_one_run(client: TestClient, jobs: list[Job]) -> None:
    data = example(FOLDED)
    data["players"][0]["life"] = 13  # a link no other test opened: nothing cached
    shown = _shown(data)
    count = len(shown) - 1
    token = encode_link(parse_scenario(data))
    page = client.get("/explore", params={"s": token, "step": count - 1})
    assert _position(page.text) == (count - 1, count)
    assert len(jobs) == 1, jobs
    # That page again, by its number or by its agenda step, and the end: cached, no run.
    assert _position(client.get("/explore", params={"s": token, "step": count - 1}).text) == (
        count - 1,
        count,
    )
    agenda = client.get("/explore", params={"s": token, "at": shown[count - 1]}).text
    assert _position(agenda) == (count - 1, count)
    assert _position(client.get("/explore", params={"s": token}).text) == (count, count)
    assert len(jobs) == 1, jobs
