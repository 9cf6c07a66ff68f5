"""Short links in the browser: "Short link" in the explorer, and `/s/{id}` opening one (issue 7).

`/explore/shorten` takes the explorer's share token and step, stores the scenario (or finds it
stored) and opens `/s/{id}?step=N`; there the explorer steps through `/s/{id}?step=…` URLs
(the page's own step numbers; `?at=` is read too, as on `/explore`) and shows the short link to
copy. An id that isn't stored gets a 404 page that says what went wrong and where
to go instead. The store's limits come back as their own status (413, 429 with Retry-After, 507)
with the message shown in the share box.
"""

from __future__ import annotations

from typing import Annotated
from urllib.parse import parse_qs

from fastapi import APIRouter, Query, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response

from app.links import ids
from app.links.store import LinkStore, LinkStoreError, RateLimited
from app.security import cross_site
from app.services import explorer, short_links
from app.services.explorer import StepBeyondRun
from app.web.runs import (
    StepQuery,
    client_of,
    explorer_of,
    explorer_page,
    render_off_loop,
    step_query,
)
from app.web.templating import is_htmx, open_in_explorer, render
from engine import MAX_TOKEN_CHARS, LinkError, ScenarioError, decode_link

router = APIRouter(include_in_schema=False)


def _store(request: Request) -> LinkStore:
    store: LinkStore = request.app.state.links
    return store


def _site(request: Request) -> str:
    configured: str | None = request.app.state.public_url
    return (configured or str(request.base_url)).rstrip("/")


def _client(request: Request) -> str:
    return request.client.host if request.client else "unknown"


def _refuse(request: Request, status: int, message: str) -> Response:
    response = render(
        request,
        "error.html",
        {"status": status, "message": f"No short link: {message}."},
        status_code=status,
    )
    if is_htmx(request):
        # Keep the board: show the message in the share box instead.
        response.headers["HX-Retarget"] = "#share-status"
        response.headers["HX-Reswap"] = "innerHTML"
        response.headers["HX-Reselect"] = "p.error"
    return response


@router.post("/explore/shorten")
async def shorten(request: Request) -> Response:
    """Store the explorer's scenario and open its short link at the same step."""
    if cross_site(request):
        return _refuse(request, 403, "the share form only works from this site's own pages")
    if not request.headers.get("content-type", "").startswith("application/x-www-form-urlencoded"):
        return _refuse(request, 400, "send the share form as an ordinary HTML form")
    try:
        fields = parse_qs((await request.body()).decode("utf-8"), max_num_fields=10)
    except (UnicodeDecodeError, ValueError):
        return _refuse(request, 400, "the form isn't a short urlencoded UTF-8 form")
    token = (fields.get("s") or [""])[0]
    at = (fields.get("at") or [""])[0]
    step = (fields.get("step") or [""])[0]
    if not token:
        return _refuse(request, 400, "the form has no scenario (field s)")
    try:
        agenda, number = step_query(at, step)
    except StepQuery as exc:
        return _refuse(request, 400, str(exc))
    try:
        scenario = decode_link(token[: MAX_TOKEN_CHARS + 1])
    except LinkError as exc:
        return _refuse(request, 400, str(exc))
    try:
        creation = await run_in_threadpool(
            short_links.shorten, _store(request), scenario, _client(request)
        )
    except ScenarioError as exc:  # it decodes, but doesn't load: /s/ could never open it
        return _refuse(request, 400, str(exc))
    except RateLimited as exc:
        response = _refuse(request, exc.status, str(exc))
        response.headers["Retry-After"] = str(exc.retry_after)
        return response
    except LinkStoreError as exc:
        return _refuse(request, exc.status, str(exc))
    url = f"/s/{creation.link.id}"
    if number is not None:
        url += f"?step={number}"
    elif agenda is not None:
        url += f"?at={agenda}"
    return open_in_explorer(request, url)


@router.get("/s/{link_id}")
async def open_short_link(
    request: Request,
    link_id: str,
    at: Annotated[str, Query(max_length=12)] = "",
    step: Annotated[str, Query(max_length=12)] = "",
) -> Response:
    """The explorer on a stored scenario, at `step=N` (the page's number) or `at=N` (engine
    steps; see `step_query`), by default at the end. A coroutine: the
    store is read and the page rendered in threads, the run awaited in the engine pool, as one
    of the client's runs (`explorer_page`)."""
    normalized = ids.normalize_id(link_id[:100])
    try:
        link = (
            None if normalized is None else await run_in_threadpool(_store(request).get, normalized)
        )
    except LinkStoreError as exc:
        return await render_off_loop(
            request,
            "error.html",
            {"status": exc.status, "message": f"{exc}."},
            status_code=exc.status,
        )
    if link is None:
        return await render_off_loop(
            request,
            "short_link_missing.html",
            {"link_id": link_id[:100], "malformed": normalized is None, "ids": ids},
            status_code=404,
        )
    try:
        agenda, number = step_query(at, step)
    except StepQuery as exc:
        return await render_off_loop(
            request, "error.html", {"status": 400, "message": f"{exc}."}, status_code=400
        )
    stored = link

    async def make() -> Response:
        try:
            token = await run_in_threadpool(explorer.token_for, stored.scenario)
            view = await explorer_of(request).view(token, agenda, client_of(request), number=number)
        except (LinkError, ScenarioError) as exc:
            return await render_off_loop(
                request,
                "error.html",
                {"status": 409, "message": f"The stored scenario no longer opens: {exc}."},
                status_code=409,
            )
        except StepBeyondRun as exc:
            return await render_off_loop(
                request, "error.html", {"status": 404, "message": f"{exc}."}, status_code=404
            )
        short_path = f"/s/{stored.id}"
        context = {
            "view": view,
            "error": None,
            "short_path": short_path,
            "short_url": _site(request) + short_path + f"?step={view.number}",
        }
        return await render_off_loop(request, "explore.html", context, block="explorer")

    return await explorer_page(request, make)
