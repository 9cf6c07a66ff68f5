"""The ASGI application: pages at /, the JSON API at /api/v1, static files at /static.

`create_app` is a factory (uvicorn `--factory`), so importing this module loads nothing.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.middleware.gzip import GZipMiddleware
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.api.app import create_api, describe_validation_error
from app.links.database import DatabaseConfigError
from app.links.store import StoreUnavailable
from app.security import SecurityMiddleware, is_api
from app.services.examples import ExampleLibrary
from app.services.explorer import Explorer
from app.services.reference import ReferenceService
from app.services.runner import ClientSlots, EnginePool, RunRefused
from app.services.short_links import open_store
from app.settings import Settings, get_settings
from app.web import explore_build, explore_play, routes, runs, short_links
from app.web.static_files import FingerprintedStaticFiles
from app.web.templating import render
from engine import LinkError, ScenarioError


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()
    reference = ReferenceService.open(settings.data_dir, settings.index_path)
    try:
        link_store = open_store(settings)
    except DatabaseConfigError as exc:
        raise SystemExit(f"Rulings Explorer can't start: {exc}") from None
    except StoreUnavailable as exc:
        raise SystemExit(f"Rulings Explorer can't start: {exc} ({exc.reason})") from None

    # Engine runs for web requests: worker processes, started here or at the first run.
    engine = EnginePool.from_settings(settings)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        engine.start()
        yield
        engine.close()
        link_store.close()

    application = FastAPI(
        title="Rulings Explorer", openapi_url=None, docs_url=None, redoc_url=None, lifespan=lifespan
    )
    application.state.reference = reference
    application.state.links = link_store
    application.state.public_url = settings.public_url
    application.state.examples = ExampleLibrary.load(settings.examples_dir)
    application.state.engine = engine
    application.state.explorer = Explorer(engine, settings.explorer_cache_bytes)
    api = create_api(reference, link_store)
    api.state.engine = engine
    # Searches in flight per client, counted as its runs are (issue 26).
    searches = ClientSlots(settings.search_client_searches, "searches")
    application.state.searches = api.state.searches = searches
    application.mount("/api/v1", api)
    application.mount(
        "/static", FingerprintedStaticFiles(directory=settings.static_dir), name="static"
    )
    application.include_router(routes.router)
    application.include_router(explore_play.router)
    application.include_router(explore_build.router)
    application.include_router(short_links.router)

    @application.exception_handler(StarletteHTTPException)
    async def page_error(request: Request, exc: StarletteHTTPException) -> Response:
        message = exc.detail if isinstance(exc.detail, str) else "Something was wrong."
        if is_api(request.url.path):
            # Under /api/v1 but not routed to the API (its mount doesn't match a path with a
            # newline, %0A): still the API's JSON, never a page.
            if exc.status_code == 404:
                message = "no such API endpoint; see /api/v1/openapi.json"
            return JSONResponse({"detail": message}, status_code=exc.status_code)
        if exc.status_code == 404 and message == "Not Found":
            message = f"There is no page at {request.url.path[:100]}."
        if request.url.path == "/healthz":
            return JSONResponse({"detail": message}, status_code=exc.status_code)
        return render(
            request,
            "error.html",
            {"status": exc.status_code, "message": message},
            status_code=exc.status_code,
        )

    application.add_exception_handler(RunRefused, runs.run_refused)

    @application.exception_handler(ScenarioError)
    @application.exception_handler(LinkError)
    async def page_scenario_error(request: Request, exc: ScenarioError | LinkError) -> Response:
        # A safety net under the pages' own handling: a scenario or share link that doesn't
        # load is the request's fault (400 with the engine's message), wherever it is found.
        return render(request, "error.html", {"status": 400, "message": f"{exc}."}, status_code=400)

    @application.exception_handler(RequestValidationError)
    async def page_validation_error(request: Request, exc: RequestValidationError) -> Response:
        return render(
            request,
            "error.html",
            {"status": 400, "message": describe_validation_error(exc)},
            status_code=400,
        )

    # Rule pages such as 702 are large HTML; compress for clients that accept it.
    application.add_middleware(GZipMiddleware, minimum_size=2048, compresslevel=6)
    application.add_middleware(SecurityMiddleware, max_body_bytes=settings.max_body_bytes)
    return application
