"""Dependencies shared by the page and API routes."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from app.services.reference import ReferenceService


def get_reference(request: Request) -> ReferenceService:
    service: ReferenceService = request.app.state.reference
    return service


ReferenceDep = Annotated[ReferenceService, Depends(get_reference)]
