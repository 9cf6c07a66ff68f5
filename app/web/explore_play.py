"""Explorer: playing the scenario on — taking a legal action or answering a pending choice appends
it to the scenario and opens the new link (issue 6). Routes are added here."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter(include_in_schema=False)
