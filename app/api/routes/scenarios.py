"""Run scenarios through the engine: POST /scenarios/run and /scenarios/step (SCENARIO.md).

Each run goes to the engine pool (`app.services.runner`): off the event loop, killed at its
deadline, at most `RULINGS_ENGINE_CLIENT_RUNS` at once per client (429 beyond) and 503 when the
pool is full. A scenario's `limits` are lowered to the server's (`RULINGS_RUN_*`), never raised.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from fastapi import APIRouter, Body, HTTPException, Request
from fastapi.responses import Response
from pydantic import BaseModel, Field

from app.services.runner import EnginePool, Job, RunRefused
from engine import ActionKind, Scenario, ScenarioError

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
    """Why the run stopped early. `unsupported` (exit status 6) isn't illegal: the action needs a
    line of a card the engine doesn't model, named in `line` (of the object `object`), and no
    rule is cited (`rules` is empty)."""

    kind: Literal["illegal_action", "limit", "engine_failure", "unsupported"]
    action_index: int | None
    message: str
    rules: list[str]
    limit: str | None = None
    line: str | None = Field(default=None, description="unsupported: the unread oracle line.")
    object: str | None = Field(
        default=None, description="unsupported: the id of the card or permanent whose line it is."
    )


class ChoiceOfferPublic(BaseModel):
    """The pending choice a `choose` entry answers (as `pending`, plus `nullable`)."""

    kind: str
    text: str
    options: list[str]
    min: int
    max: int
    nullable: bool = Field(description="Whether `null` is an answer too (keep targets, decline).")


class LegalActionPublic(BaseModel):
    """One thing a player could do now, tried with the engine's own code: allowed, or refused
    with the reason and the rules. Entries of the kinds `resolve`, `advance`, `attack`, `block`
    and `choose` were added after the first four; a client that knows only those can skip them."""

    player: str
    kind: ActionKind = Field(
        description="cast, activate, play_land, pass: the scenario actions of those names; "
        'resolve: `{"resolve": "stack"}`; advance: `{"advance_to": target, "turn": turn}` '
        "(the next step in which players get priority, skipping what the game skips, 508.8); "
        "attack / block: `object` attacking player `target` / blocking attacker `target`, "
        "alone (508.1, 509.1); choose: the pending choice, in `choice`; turn_face_up: "
        '`{"player": player, "turn_face_up": object}` (a special action, 116.2b).'
    )
    object: str | None
    ability: int | None
    allowed: bool
    reason: str | None = Field(description="Why not, or what must still be chosen.")
    rules: list[str]
    label: str
    target: str | None = Field(
        default=None,
        description="attack: the player attacked; block: the attacker blocked; advance: the step.",
    )
    turn: int | None = Field(
        default=None, description="advance: the turn of that step, when it is a later turn."
    )
    choice: ChoiceOfferPublic | None = Field(default=None, description="choose: the choice.")
    unsupported: bool = Field(
        default=False,
        description="Refused because it needs a line the engine doesn't model (not illegal: "
        "`rules` is empty); `allowed` is false.",
    )
    line: str | None = Field(default=None, description="unsupported: the unread oracle line.")


class UnmodelledPublic(BaseModel):
    """An ability of an object that the engine doesn't model, which was, at some point of the
    run up to this step, in a zone where it functions (113.6)."""

    object: str = Field(description="The object's id.")
    label: str = Field(description="The object as the narration calls it.")
    name: str = Field(description="Its card's name.")
    line: str = Field(description="The oracle line the engine doesn't read.")
    kind: Literal[
        "static",
        "triggered",
        "activated",
        "spell",
        "as_enters",
        "copy",
        "characteristic",
        "keyword",
    ]
    first_step: int | None = Field(
        description="The step of its first `unmodelled` warning event (where it first could have "
        "mattered), or null."
    )


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
    exit_status: int = Field(
        description="What `python -m engine run` would exit with: 0, 3 (illegal), 4 (limit), "
        "5 (engine failure) or 6 (unsupported)."
    )
    complete: bool = Field(
        description="False when an ability the engine doesn't model was, at some point of the run "
        "up to this step, in a zone where it functions: the result may be wrong (`unmodelled`, "
        "and the events of kind `unmodelled` say where it could have mattered)."
    )
    unmodelled: list[UnmodelledPublic] = Field(
        description="Each such ability, in the order the run first met it."
    )


class ScenarioErrorPublic(BaseModel):
    detail: str = Field(description="The field and what is wrong with it.")
    path: str = Field(description="Where in the scenario, e.g. objects[2].zone.")


_SCENARIO_SCHEMA = {"$ref": "#/components/schemas/Scenario"}


class RefusedPublic(BaseModel):
    detail: str = Field(description="Why the run wasn't started; retry after `Retry-After` s.")


_RETRY_AFTER = {"Retry-After": {"description": "Seconds to wait.", "schema": {"type": "integer"}}}
_ERRORS: dict[int | str, dict[str, Any]] = {
    422: {"model": ScenarioErrorPublic, "description": "The scenario doesn't load."},
    413: {"description": "The request body is too large."},
    429: {
        "model": RefusedPublic,
        "description": "This client already has its most runs in progress.",
        "headers": _RETRY_AFTER,
    },
    503: {
        "model": RefusedPublic,
        "description": "The engine pool is full, or no worker was free in time.",
        "headers": _RETRY_AFTER,
    },
}


async def _run(request: Request, source: str, steps: int | None) -> Response:
    """Run `source` (scenario JSON text) in the engine pool. The worker validates the scenario
    and writes the answer's JSON (`RunPublic`) itself: doing either here would hold the GIL —
    and so the event loop — for tens of ms on a large scenario (reading the body as JSON and
    writing it back as text, which is all that happens here, takes about 1 ms per 100 KB)."""
    pool: EnginePool = request.app.state.engine
    client = pool.client(request.client.host if request.client else None)
    try:
        result = await pool.run(Job(source, steps, as_json=True), client)
    except ScenarioError as exc:
        raise HTTPException(422, {"detail": str(exc), "path": exc.path}) from exc
    except RunRefused as exc:
        headers = {"Retry-After": str(exc.retry_after)}
        raise HTTPException(exc.status, str(exc), headers=headers) from exc
    return Response(result.body, media_type="application/json")


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
async def run_scenario(
    request: Request,
    scenario: dict[str, Any] = Body(...),  # noqa: B008
) -> Response:
    """200 whenever the scenario loads (an illegal action is reported in `error`)."""
    return await _run(request, json.dumps(scenario), None)


class StepRequest(BaseModel):
    scenario: dict[str, Any] = Field(description="A scenario (see the Scenario schema).")
    steps: int = Field(ge=0, le=MAX_STEPS, description="The state this many steps after load.")


@router.post(
    "/scenarios/step",
    response_model=RunPublic,
    responses=_ERRORS,
    summary="The state N steps after load",
)
async def step_scenario(request: Request, body: StepRequest) -> Response:
    return await _run(request, json.dumps(body.scenario), body.steps)


def scenario_schema() -> dict[str, Any]:
    """The scenario JSON schema and its definitions, for the OpenAPI components."""
    schema = Scenario.model_json_schema(ref_template="#/components/schemas/{model}")
    definitions = schema.pop("$defs", {})
    return {"Scenario": schema, **definitions}
