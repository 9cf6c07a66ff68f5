"""Dependencies shared by the page and API routes."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from app.services.examples import ExampleLibrary
from app.services.reference import ReferenceService


async def get_reference(request: Request) -> ReferenceService:
    """A coroutine, so FastAPI doesn't hop to the thread pool just to fetch it."""
    service: ReferenceService = request.app.state.reference
    return service


ReferenceDep = Annotated[ReferenceService, Depends(get_reference)]


async def get_examples(request: Request) -> ExampleLibrary:
    library: ExampleLibrary = request.app.state.examples
    return library


ExamplesDep = Annotated[ExampleLibrary, Depends(get_examples)]
