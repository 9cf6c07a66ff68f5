"""Explorer: building a scenario — players, objects from the card pool or custom tokens, edits,
download and upload (issue 6). Routes are added here."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(include_in_schema=False)
