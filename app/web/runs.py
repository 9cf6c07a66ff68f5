"""What every page that runs the engine shares: the explorer service, whom a run counts against,
rendering off the event loop, and the page for a run the pool refused (issue 12).

A page route that runs the engine is a coroutine: it awaits the run (in the worker pool) and
renders the page in a thread, so the event loop is never held by either. An explorer page is
made inside `explorer_page`, which counts it as one of its client's runs (cached or not) and
stops it when nobody waits for it any more (issue 26).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
from fastapi import Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response

from app.services.explorer import Explorer
from app.services.runner import RunRefused
from app.web.templating import PageAbandoned, is_htmx, render

#: Longest an explorer page may take to be made — waiting for its runs and rendering — before
#: it is given up (503 with Retry-After): more than a run's own wait for a worker and budget
#: (`RULINGS_ENGINE_QUEUE_SECONDS`, `RULINGS_RUN_MAX_SECONDS`) twice over, a page needing up
#: to two runs.
PAGE_SECONDS = 45.0


def explorer_of(request: Request) -> Explorer:
    service: Explorer = request.app.state.explorer
    return service


def client_of(request: Request) -> str:
    """Whom the request's runs count against: its address (uvicorn takes it from
    X-Forwarded-For of trusted proxies), folded and keyed as short links do it."""
    return explorer_of(request).pool.client(request.client.host if request.client else None)


async def render_off_loop(
    request: Request,
    template: str,
    context: dict[str, Any],
    *,
    block: str | None = None,
    status_code: int = 200,
) -> Response:
    """`render`, in a worker thread: an explorer page with a long timeline takes a while."""
    return await run_in_threadpool(
        render, request, template, context, block=block, status_code=status_code
    )


async def explorer_page(request: Request, make: Callable[[], Awaitable[Response]]) -> Response:
    """Make an explorer page with `make` (a GET: its body is never read), as one of the
    client's runs: beyond `RULINGS_ENGINE_CLIENT_RUNS` at once it is refused with 429 and
    Retry-After, whether its run is cached or not (`Explorer.admitted`).

    A page nobody waits for stops: when the client goes away (the server's `http.disconnect`)
    or `PAGE_SECONDS` pass, the wait for its run is cancelled (a run another request shares
    goes on for it) and its render stops between two pieces (`request.state.abandoned`,
    `PageAbandoned`); its slot is given back as soon as the runs it started are over. Issue
    26: abandoned renders of a 116 MB page went on for minutes."""
    abandoned = request.state.abandoned = threading.Event()
    timed_out = False
    made: Response | None = None
    failed: Exception | None = None
    with explorer_of(request).admitted(client_of(request)):
        async with anyio.create_task_group() as group:

            async def give_up() -> None:
                nonlocal timed_out
                with anyio.move_on_after(PAGE_SECONDS) as timer:
                    await _gone(request)
                timed_out = timer.cancelled_caught
                abandoned.set()
                group.cancel_scope.cancel()

            group.start_soon(give_up)
            try:
                made = await make()
            except PageAbandoned:
                pass
            except Exception as exc:  # raised as itself, not in the task group's ExceptionGroup
                failed = exc
            group.cancel_scope.cancel()
    request.state.abandoned = None
    if failed is not None:
        raise failed
    if made is not None:
        return made
    # Nobody reads this one when the client went away.
    reason = (
        f"making this page took longer than {PAGE_SECONDS:g} s, so it was stopped; try again in "
        "a moment"
        if timed_out
        else "the request went away before its page was made"
    )
    return refused_page(request, PageGivenUp(reason, 1))


class PageGivenUp(RunRefused):
    """An explorer page was given up before it was made (see `explorer_page`)."""

    status = 503


async def _gone(request: Request) -> None:
    """Return when the client has gone away. Only for a request whose body nobody reads (a
    GET): the messages before the disconnect are read here and dropped."""
    while (await request.receive())["type"] != "http.disconnect":
        pass


def sentence(exc: Exception) -> str:
    text = str(exc)
    return text[:1].upper() + text[1:] + "."


def refused_page(request: Request, exc: RunRefused) -> Response:
    """429 or 503 with Retry-After; htmx shows it in place of the main area."""
    response = render(
        request,
        "error.html",
        {"status": exc.status, "message": sentence(exc)},
        status_code=exc.status,
    )
    response.headers["Retry-After"] = str(exc.retry_after)
    if is_htmx(request):
        response.headers.update(
            {"HX-Retarget": "main", "HX-Reselect": "main", "HX-Reswap": "outerHTML"}
        )
    return response


async def run_refused(request: Request, exc: Exception) -> Response:
    """The app's handler for `RunRefused` raised by any page route."""
    if not isinstance(exc, RunRefused):  # pragma: no cover - registered for RunRefused only
        raise exc
    return refused_page(request, exc)


class StepQuery(ValueError):
    """A step named in an explorer address that can't be read: a 400 saying why."""


#: A step number as a query value: ASCII digits (int() would also read "١٢", " 5", "+5",
#: "1_0"), and few enough of them.
_STEP_TEXT = re.compile(r"[0-9]{1,9}")


def step_query(at: str, step: str) -> tuple[int | None, int | None]:
    """The explorer's step from its address: `at=N` — N engine steps after load (SCENARIO.md)
    — or `step=N`, the page's own number (the N-th step where something happens, as "Step N
    of M" counts: issue 31 §7); (None, None) for the end. Both at once is refused, as is a
    value that isn't a number."""
    if at and step:
        raise StepQuery(
            f"at={at[:12]!r} and step={step[:12]!r} both name a step: give one — step= is the "
            "page's number (Step N of M), at= a number of engine steps"
        )
    for name, text in (("at", at), ("step", step)):
        if text and not _STEP_TEXT.fullmatch(text):
            raise StepQuery(f"{name}={text[:12]!r} isn't a step number (0 or more)")
    return (int(at) if at else None), (int(step) if step else None)
