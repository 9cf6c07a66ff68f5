"""Run scenarios through the engine: POST /scenarios/run and /scenarios/step (SCENARIO.md)."""

from __future__ import annotations

from typing import Any, Literal

from fastapi import APIRouter, Body, HTTPException
from pydantic import BaseModel, Field

from engine.errors import ScenarioError
from engine.run import run
from engine.scenario import Scenario

router = APIRouter(tags=["scenarios"])

#: Most steps one /scenarios/step request may ask for.
MAX_STEPS = 100_000


class EventPublic(BaseModel):
    seq: int
    step: int
    kind: str
    text: str
    rules: list[str] = Field(description="CR rule numbers, most specific first.")
    rulings: list[str]
    objects: list[str]


class PendingPublic(BaseModel):
    kind: str
    player: str
    text: str
    rules: list[str]
    options: list[str]
    min: int
    max: int


class RunErrorPublic(BaseModel):
    kind: Literal["illegal_action", "limit"]
    action_index: int | None
    message: str
    rules: list[str]
    limit: str | None = None


class LegalActionPublic(BaseModel):
    player: str
    kind: Literal["cast", "activate", "play_land", "pass"]
    object: str | None
    ability: int | None
    allowed: bool
    reason: str | None = Field(description="Why not, or what must still be chosen.")
    rules: list[str]
    label: str


class RunPublic(BaseModel):
    """The run output of SCENARIO.md, plus the CLI's exit status."""

    engine_version: str
    cr_date: str
    state: dict[str, Any]
    events: list[EventPublic]
    pending: PendingPublic | None
    error: RunErrorPublic | None
    warnings: list[dict[str, Any]] = Field(
        default_factory=list,
        description="What state-based actions would do to the final state (object, text, rules).",
    )
    legal_actions: list[LegalActionPublic] = Field(
        description="What each player may do in the final state, and why not for the rest."
    )
    exit_status: int = Field(description="What `python -m engine run` would exit with: 0, 3 or 4.")


class ScenarioErrorPublic(BaseModel):
    detail: str = Field(description="The field and what is wrong with it.")
    path: str = Field(description="Where in the scenario, e.g. objects[2].zone.")


_SCENARIO_SCHEMA = {"$ref": "#/components/schemas/Scenario"}
_ERRORS: dict[int | str, dict[str, Any]] = {
    422: {"model": ScenarioErrorPublic, "description": "The scenario doesn't load."},
    413: {"description": "The request body is too large."},
}


def _run(data: Any, steps: int | None) -> RunPublic:
    try:
        result, status = run(data, steps=steps)
    except ScenarioError as exc:
        raise HTTPException(422, {"detail": str(exc), "path": exc.path}) from exc
    return RunPublic.model_validate({**result, "exit_status": status})


@router.post(
    "/scenarios/run",
    response_model=RunPublic,
    responses=_ERRORS,
    summary="Run a scenario to its end, a pending choice, or an error",
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": _SCENARIO_SCHEMA}},
        }
    },
)
def run_scenario(scenario: dict[str, Any] = Body(...)) -> RunPublic:  # noqa: B008
    """200 whenever the scenario loads (an illegal action is reported in `error`)."""
    return _run(scenario, None)


class StepRequest(BaseModel):
    scenario: dict[str, Any] = Field(description="A scenario (see the Scenario schema).")
    steps: int = Field(ge=0, le=MAX_STEPS, description="The state this many steps after load.")


@router.post(
    "/scenarios/step",
    response_model=RunPublic,
    responses=_ERRORS,
    summary="The state N steps after load",
)
def step_scenario(request: StepRequest) -> RunPublic:
    return _run(request.scenario, request.steps)


def scenario_schema() -> dict[str, Any]:
    """The scenario JSON schema and its definitions, for the OpenAPI components."""
    schema = Scenario.model_json_schema(ref_template="#/components/schemas/{model}")
    definitions = schema.pop("$defs", {})
    return {"Scenario": schema, **definitions}
