"""The /api/v1 application: JSON only, and every answer one its OpenAPI spec declares.

Every error is `{"detail": ...}` (a 422 adds `path`): a 4xx whenever the request is at fault —
including a body that isn't UTF-8 JSON, and a scenario that doesn't load — 503 / 507 for the
short-link store, and a 500 only for a bug, still JSON. The spec is generated from the routes and
then completed here, in one place, so that it describes every status and body an operation can
give (checked by schemathesis in tests/test_schemathesis.py).
"""

from __future__ import annotations

import logging
from typing import Any

from fastapi import APIRouter, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.utils import get_openapi
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.api.routes import (
    card_rulings,
    cards,
    glossary,
    links,
    names,
    rules,
    rulings,
    scenarios,
    search,
)
from app.api.schemas import ErrorPublic, InvalidPublic
from app.links.store import LinkStore
from app.security import BodyTooLarge
from app.services.reference import ReferenceService
from engine import LinkError, ScenarioError

log = logging.getLogger(__name__)

#: Where the API is mounted; the spec's server, so its paths resolve from the spec alone.
MOUNT = "/api/v1"

#: Declared on every operation: what a bug looks like (never expected; tests look for none).
_SERVER_ERROR: dict[int | str, dict[str, Any]] = {
    500: {
        "model": ErrorPublic,
        "description": "A fault of the server's own (a bug, logged); not the request's.",
    }
}
#: Declared on every operation that takes a body, as the body limit applies before any route.
_TOO_LARGE = {
    "model": ErrorPublic,
    "description": "The request body is over the limit (RULINGS_MAX_BODY_BYTES).",
}
_INVALID_DESCRIPTION = (
    "The request isn't what the operation takes: `detail` says what and `path` where."
)
#: A scenario good enough to run, shown in the spec (and tried first by schemathesis).
SCENARIO_EXAMPLE: dict[str, Any] = {
    "title": "Lightning Bolt to the face",
    "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
    "turn": {"active": "A", "step": "main1"},
    "objects": [{"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "A"}],
    "actions": [{"player": "A", "cast": "bolt", "targets": ["B"]}, {"resolve": "stack"}],
}


def describe_validation_error(exc: RequestValidationError) -> str:
    """One readable sentence per problem: where (query parameter, path, body) and what."""
    parts = []
    for error in exc.errors():
        if error.get("type") == "json_invalid":
            reason = (error.get("ctx") or {}).get("error", "")
            parts.append(f"body: isn't valid JSON ({reason})" if reason else "body: isn't JSON")
            continue
        location = [str(p) for p in error.get("loc", ())]
        where = " ".join(location[:1]) + (f" '{'.'.join(location[1:])}'" if location[1:] else "")
        parts.append(f"{where}: {error.get('msg', 'invalid')}")
    return "; ".join(parts) or "invalid request"


def validation_path(exc: RequestValidationError) -> str:
    """Where the first problem is, as `query.page`, `body.scenario.players[0]` or `body`."""
    errors = exc.errors()
    if not errors:
        return ""
    first = errors[0]
    location = list(first.get("loc", ()))
    if first.get("type") == "json_invalid":
        return "body"  # its location's second part is a character offset, not a field
    path = str(location[0]) if location else ""
    for part in location[1:]:
        path += f"[{part}]" if isinstance(part, int) else f".{part}"
    return path


def unreadable_body(exc: StarletteHTTPException) -> str | None:
    """Why FastAPI couldn't read a JSON body, when that is what its bare 400 means.

    FastAPI answers "There was an error parsing the body" for anything but a JSON syntax error
    while reading one: bytes that aren't UTF-8, nesting deeper than the parser goes, an integer
    of more digits than Python converts. All are the request's fault, so they are 422s like any
    other body that isn't JSON, and say which it was.
    """
    if exc.status_code != 400:
        return None
    cause = exc.__cause__
    if isinstance(cause, UnicodeDecodeError):
        return f"body: isn't UTF-8 text (byte {cause.object[cause.start]:#04x} at {cause.start})"
    if isinstance(cause, RecursionError):
        return "body: its JSON is nested too deeply to read"
    if isinstance(cause, ValueError):
        return f"body: its JSON can't be read ({str(cause).split(';')[0]})"
    return None


def _invalid(detail: str, path: str) -> JSONResponse:
    return JSONResponse({"detail": detail, "path": path}, status_code=422)


def create_api(reference: ReferenceService, link_store: LinkStore) -> FastAPI:
    api = FastAPI(
        title="Rulings Explorer API",
        version="1",
        description=(
            "Search and read the Magic: The Gathering Comprehensive Rules, glossary, keyword "
            "pages, card rulings and the Antiquities / Homelands name lists; run scenarios "
            "through the rules engine and store them as short links. Every error is JSON with "
            "a `detail` saying what was wrong (a 422 also says where, in `path`)."
        ),
        openapi_url="/openapi.json",
        docs_url=None,
        redoc_url=None,
    )
    api.state.reference = reference
    api.state.links = link_store
    readers: list[APIRouter] = [
        search.router,
        rules.router,
        glossary.router,
        rulings.router,
        card_rulings.router,
        cards.router,
        names.router,
        names.keywords_router,
    ]
    for router in readers:
        api.include_router(router, responses=_SERVER_ERROR)
    for router in (scenarios.router, links.router):
        api.include_router(router, responses={**_SERVER_ERROR, 413: _TOO_LARGE})

    def openapi() -> dict[str, Any]:
        if api.openapi_schema is None:
            schema = get_openapi(
                title=api.title,
                version=api.version,
                description=api.description,
                routes=api.routes,
                servers=[{"url": MOUNT}],
            )
            components = schema.setdefault("components", {}).setdefault("schemas", {})
            components.update(scenarios.scenario_schema())
            components["Scenario"]["examples"] = [SCENARIO_EXAMPLE]
            for wrapper in ("StepRequest", "LinkRequest"):
                properties = components.get(wrapper, {}).get("properties", {})
                if "scenario" in properties:
                    properties["scenario"] = {"$ref": "#/components/schemas/Scenario"}
            _declare_errors(schema)
            api.openapi_schema = schema
        return api.openapi_schema

    api.openapi = openapi  # type: ignore[method-assign]

    @api.exception_handler(RequestValidationError)
    async def validation_error(_: Request, exc: RequestValidationError) -> JSONResponse:
        return _invalid(describe_validation_error(exc), validation_path(exc))

    @api.exception_handler(ScenarioError)
    async def scenario_error(_: Request, exc: ScenarioError) -> JSONResponse:
        # A safety net: routes answer their own, but a scenario that doesn't load is always the
        # request's fault, wherever the engine finds out.
        return _invalid(str(exc), exc.path)

    @api.exception_handler(LinkError)
    async def link_error(_: Request, exc: LinkError) -> JSONResponse:
        return _invalid(str(exc), "")

    @api.exception_handler(BodyTooLarge)
    async def too_large(_: Request, exc: BodyTooLarge) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=413)

    @api.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        if isinstance(exc.__cause__, BodyTooLarge):  # met while FastAPI read the body
            return await too_large(request, exc.__cause__)
        unreadable = unreadable_body(exc)
        if unreadable is not None:
            return _invalid(unreadable, "body")
        if isinstance(exc.detail, dict):
            return JSONResponse(exc.detail, status_code=exc.status_code, headers=exc.headers)
        detail = exc.detail if isinstance(exc.detail, str) else str(exc.detail)
        if exc.status_code == 404 and detail == "Not Found":
            detail = f"no such API endpoint; see {MOUNT}/openapi.json"
        return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=exc.headers)

    @api.exception_handler(Exception)
    async def server_error(request: Request, exc: Exception) -> JSONResponse:
        # Starlette sends this, then re-raises, so the traceback is still logged by the server.
        log.error("unexpected %s on %s %s", type(exc).__name__, request.method, request.url.path)
        return JSONResponse(
            {"detail": "the server failed to answer this request (a fault of its own, logged)"},
            status_code=500,
        )

    return api


def _declare_errors(schema: dict[str, Any]) -> None:
    """Make every declared error response name its JSON body.

    FastAPI declares 422 as its own `HTTPValidationError` (an array of errors), which this API
    doesn't send: every 422 is an `InvalidPublic`. A response a route declares without a model
    (such as 413) gets `ErrorPublic`, the body every other error has.
    """
    components = schema["components"]["schemas"]
    components["InvalidPublic"] = InvalidPublic.model_json_schema()
    components.setdefault("ErrorPublic", ErrorPublic.model_json_schema())
    error_ref = {"$ref": "#/components/schemas/ErrorPublic"}
    invalid_ref = {"$ref": "#/components/schemas/InvalidPublic"}
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            for status, response in operation.get("responses", {}).items():
                if not status.startswith(("4", "5")):
                    continue
                content = response.setdefault("content", {}).setdefault("application/json", {})
                current = content.get("schema", {}).get("$ref", "")
                if status == "422" and current.endswith("/HTTPValidationError"):
                    content["schema"] = invalid_ref
                    response["description"] = _INVALID_DESCRIPTION
                elif "schema" not in content:
                    content["schema"] = invalid_ref if status == "422" else error_ref
    for unused in ("HTTPValidationError", "ValidationError"):
        components.pop(unused, None)
