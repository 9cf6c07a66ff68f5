"""What every page that runs the engine shares: the explorer service, whom a run counts against,
rendering off the event loop, and the page for a run the pool refused (issue 12).

A page route that runs the engine is a coroutine: it awaits the run (in the worker pool) and
renders the page in a thread, so the event loop is never held by either.
"""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response

from app.services.explorer import Explorer
from app.services.runner import RunRefused
from app.web.templating import is_htmx, render


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


def sentence(exc: Exception) -> str:
    text = str(exc)
    return text[:1].upper() + text[1:] + "."


def refused_page(request: Request, exc: RunRefused) -> Response:
    """429 or 503 with Retry-After; htmx shows it in place of the main area."""
    response = render(
        request, "error.html", {"status": exc.status, "message": sentence(exc)},
        status_code=exc.status,
    )  # fmt: skip
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
