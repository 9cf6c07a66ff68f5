"""Short links: POST /links stores a scenario content-addressed, GET /links/{id} returns it."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Depends, HTTPException, Path, Request, Response
from fastapi.concurrency import run_in_threadpool
from pydantic import BaseModel, Field

from app.api.schemas import ErrorPublic, InvalidPublic
from app.links import ids
from app.links.store import LinkStore, LinkStoreError, RateLimited
from app.services import short_links
from engine import ScenarioError

router = APIRouter(tags=["short links"])

#: Highest `at` a link may ask for (the explorer shows the last step for any beyond the end).
MAX_STEP = 999_999_999


async def get_links(request: Request) -> LinkStore:
    store: LinkStore = request.app.state.links
    return store


LinksDep = Annotated[LinkStore, Depends(get_links)]


class LinkRequest(BaseModel):
    scenario: dict[str, Any] = Field(description="A scenario (see the Scenario schema).")
    at: int | None = Field(
        default=None,
        ge=0,
        le=MAX_STEP,
        strict=True,
        description="The step the returned URL opens at (default: the end).",
    )


class LinkCreated(BaseModel):
    id: str = Field(description="Lowercase base32 prefix of the scenario's SHA-256 (10+ chars).")
    url: str = Field(description="The short link's path, e.g. /s/abcdefghij.")
    explore_url: str = Field(description="The path that opens the explorer at the asked step.")
    created: bool = Field(description="False when the same scenario was already stored.")
    digest: str = Field(description="SHA-256 of the scenario's canonical JSON (hex).")
    bytes: int = Field(description="Size of the stored canonical JSON.")


class LinkPublic(BaseModel):
    id: str
    url: str
    digest: str
    bytes: int
    created_at: datetime
    scenario: dict[str, Any]


def _client(request: Request) -> str:
    return request.client.host if request.client else "unknown"


@router.post(
    "/links",
    response_model=LinkCreated,
    status_code=201,
    summary="Store a scenario and get its short link (same scenario, same id)",
    responses={
        200: {"model": LinkCreated, "description": "The scenario was already stored."},
        413: {
            "model": ErrorPublic,
            "description": "The scenario (or the request body) is over its cap.",
        },
        422: {
            "model": InvalidPublic,
            "description": "The request isn't a link request, or its scenario doesn't load "
            "(`detail` and `path`): nothing is stored.",
        },
        429: {
            "model": ErrorPublic,
            "description": "Too many creations from this client; see Retry-After.",
            "headers": {
                "Retry-After": {
                    "description": "Seconds until the client's window ends.",
                    "schema": {"type": "integer"},
                }
            },
        },
        503: {"model": ErrorPublic, "description": "The store doesn't answer."},
        507: {"model": ErrorPublic, "description": "The store is full."},
    },
)
async def create_link(
    body: LinkRequest, request: Request, response: Response, store: LinksDep
) -> LinkCreated:
    try:
        creation = await run_in_threadpool(
            short_links.shorten_data, store, body.scenario, _client(request)
        )
    except ScenarioError as exc:
        raise HTTPException(422, {"detail": str(exc), "path": exc.path}) from exc
    except RateLimited as exc:
        raise HTTPException(
            exc.status, str(exc), headers={"Retry-After": str(exc.retry_after)}
        ) from exc
    except LinkStoreError as exc:
        raise HTTPException(exc.status, str(exc)) from exc
    link = creation.link
    path = f"/s/{link.id}"
    response.status_code = 201 if creation.created else 200
    response.headers["Location"] = path
    return LinkCreated(
        id=link.id,
        url=path,
        explore_url=path if body.at is None else f"{path}?at={body.at}",
        created=creation.created,
        digest=link.digest,
        bytes=link.size,
    )


@router.get(
    "/links/{link_id}",
    response_model=LinkPublic,
    summary="The scenario stored under a short link",
    responses={
        404: {"model": ErrorPublic, "description": "No scenario has this id."},
        503: {"model": ErrorPublic, "description": "The store doesn't answer."},
    },
)
async def read_link(link_id: Annotated[str, Path(max_length=100)], store: LinksDep) -> LinkPublic:
    if ids.normalize_id(link_id) is None:
        raise HTTPException(
            404,
            f"{link_id[:60]!r} isn't a short-link id: ids are {ids.MIN_ID_LENGTH} to "
            f"{ids.MAX_ID_LENGTH} characters of a-z and 2-7",
        )
    try:
        link = await run_in_threadpool(store.get, link_id)
    except LinkStoreError as exc:
        raise HTTPException(exc.status, str(exc)) from exc
    if link is None:
        raise HTTPException(404, f"no scenario is stored under the short link {link_id!r}")
    return LinkPublic(
        id=link.id,
        url=f"/s/{link.id}",
        digest=link.digest,
        bytes=link.size,
        created_at=link.created_at,
        scenario=link.scenario,
    )
