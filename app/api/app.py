"""The /api/v1 application: JSON only, every error a 4xx with a `detail` string."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.utils import get_openapi
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.api.routes import cards, glossary, links, names, rules, rulings, scenarios, search
from app.links.store import LinkStore
from app.services.reference import ReferenceService


def describe_validation_error(exc: RequestValidationError) -> str:
    """One readable sentence per problem: where (query parameter, path, body) and what."""
    parts = []
    for error in exc.errors():
        location = [str(p) for p in error.get("loc", ())]
        where = " ".join(location[:1]) + (f" '{'.'.join(location[1:])}'" if location[1:] else "")
        parts.append(f"{where}: {error.get('msg', 'invalid')}")
    return "; ".join(parts) or "invalid request"


def create_api(reference: ReferenceService, link_store: LinkStore) -> FastAPI:
    api = FastAPI(
        title="Rulings Explorer API",
        version="1",
        description=(
            "Search and read the Magic: The Gathering Comprehensive Rules, glossary, keyword "
            "pages, card rulings and the Antiquities / Homelands name lists. Every error is a 4xx "
            "with a JSON `detail` saying what was wrong."
        ),
        openapi_url="/openapi.json",
        docs_url=None,
        redoc_url=None,
    )
    api.state.reference = reference
    api.state.links = link_store
    for router in (
        search.router,
        rules.router,
        glossary.router,
        rulings.router,
        cards.router,
        names.router,
        names.keywords_router,
        scenarios.router,
        links.router,
    ):
        api.include_router(router)

    def openapi() -> dict[str, Any]:
        if api.openapi_schema is None:
            schema = get_openapi(
                title=api.title, version=api.version, description=api.description,
                routes=api.routes,
            )  # fmt: skip
            components = schema.setdefault("components", {}).setdefault("schemas", {})
            components.update(scenarios.scenario_schema())
            for wrapper in ("StepRequest", "LinkRequest"):
                properties = components.get(wrapper, {}).get("properties", {})
                if "scenario" in properties:
                    properties["scenario"] = {"$ref": "#/components/schemas/Scenario"}
            api.openapi_schema = schema
        return api.openapi_schema

    api.openapi = openapi  # type: ignore[method-assign]

    @api.exception_handler(RequestValidationError)
    async def validation_error(_: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse({"detail": describe_validation_error(exc)}, status_code=422)

    @api.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        if isinstance(exc.detail, dict):
            return JSONResponse(exc.detail, status_code=exc.status_code, headers=exc.headers)
        detail = exc.detail if isinstance(exc.detail, str) else str(exc.detail)
        if exc.status_code == 404 and detail == "Not Found":
            detail = "no such API endpoint; see /api/v1/openapi.json"
        return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=exc.headers)

    return api
