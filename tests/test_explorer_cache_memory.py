"""The explorer's run cache holds no more memory than its bound (issue 26 §2), measured by what
the process allocates (tracemalloc), not by the cache's own count."""

from __future__ import annotations

import asyncio
import json
import pickle
import tracemalloc
from collections.abc import Awaitable, Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pytest

from app.services.explorer import Explorer
from app.services.runner import Job, RunResult
from engine import encode_link, parse_scenario, run

#: The cache's bound in this test, and what the process may grow by beyond it: the entries'
#: bookkeeping (keys, the LRU's links) and the first views' one-off allocations.
BOUND = 128 * 1024
MARGIN = 1024**2


def link_data(n: int) -> dict[str, Any]:
    """A distinct link of about 1 KB with 100 inline cards (parsed: about 200 KB of objects)."""
    return {
        "title": f"Link {n}",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "cards": [
            {
                "name": f"Card {i}",
                "mana_cost": "{2}{R}",
                "type_line": "Instant",
                "effects": [{"op": "damage_each", "amount": 2, "filter": {"types": ["Creature"]}}],
                "oracle": f"Card {i} deals 2 damage to each creature.",
            }
            for i in range(100)
        ],
    }


class ReplayPool:
    """The engine pool's answer to every run: the same output, unpickled afresh as it comes
    from a worker process, with the size the worker reports."""

    def __init__(self, output: dict[str, Any], status: int) -> None:
        self.blob = pickle.dumps(output)
        self.status = status
        self.size = len(json.dumps(output, separators=(",", ":"), ensure_ascii=False))

    def submit(self, job: Job, client: str, *, counted: bool = False) -> Future[RunResult]:
        done: Future[RunResult] = Future()
        output = pickle.loads(self.blob)  # noqa: S301 (the test's own bytes)
        done.set_result(RunResult(output, self.status, self.size))
        return done


def _in_own_loop(views: Callable[[list[str]], Awaitable[None]], links: list[str]) -> None:
    """Run `views(links)` in an event loop of its own thread: the browser tests' Playwright
    keeps a loop running in this thread for the whole session, where asyncio.run refuses."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        pool.submit(lambda: asyncio.run(_awaited(views, links))).result()


async def _awaited(views: Callable[[list[str]], Awaitable[None]], links: list[str]) -> None:
    await views(links)


@pytest.mark.slow
def test_filling_the_run_cache_grows_the_process_by_no_more_than_its_bound() -> None:
    output, status = run(parse_scenario(link_data(0)))
    explorer = Explorer(ReplayPool(output, status), BOUND)  # type: ignore[arg-type]
    tokens = [encode_link(parse_scenario(link_data(n))) for n in range(80)]

    async def view_all(links: list[str]) -> None:
        for token in links:
            view = await explorer.view(token, None, "client")
            assert view.page_title.startswith("Link ")

    _in_own_loop(view_all, tokens[:1])  # the first view's one-off allocations
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        _in_own_loop(view_all, tokens[1:])
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert 0 < explorer.cache.bytes <= BOUND
    assert len(explorer.cache) < len(tokens)  # older runs made room
    assert grown <= BOUND + MARGIN, f"the process grew by {grown:,} bytes"
