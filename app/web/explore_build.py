"""Explorer: building a scenario — players, objects from the card pool or custom tokens, edits,
download and upload (issue 6).

Every edit applies to the scenario as loaded (step 0): the form posts the current share token
and the step shown, the route changes the scenario's data, re-validates the whole scenario with
`parse_scenario` and answers with a 303 to the new link at the same step, or at its end when the
changed scenario has fewer steps (htmx follows it and replaces the URL). A change that doesn't
validate answers 400 with the explorer at the step shown and a message naming the field.

Forms are posted as `application/x-www-form-urlencoded`, the file upload form as
`multipart/form-data`; both are read from the raw body in a thread by `app.web.forms`, with its
bounds. What each form does to the scenario's data is in `app.web.explore_edits`; parsing the
form, each edit, decoding and validating run in a thread, and the engine's check that the
scenario loads in the engine pool.
"""

from __future__ import annotations

import bisect
import json
import re
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Annotated, Any
from urllib.parse import urlencode

import anyio.to_thread
from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import RedirectResponse, Response

from app.reference.folding import fold
from app.security import same_site_forms
from app.services.explorer import FullRun
from app.web.card_complete import MAX_QUERY, name_index, suggestions
from app.web.explore_cast import cast_card
from app.web.explore_edits import (
    EMPTY_BOARD,
    BuildError,
    Form,
    NotAPermanent,
    UnknownCard,
    add_card,
    add_player,
    add_sticker,
    add_token,
    edit_object,
    edit_player,
    edit_turn,
    field_text,
    form_scenario,
    remove_object,
    remove_sticker,
)
from app.web.forms import read_form
from app.web.runs import client_of, explorer_of, render_off_loop
from app.web.templating import is_htmx, open_in_explorer, render, templates
from engine import (
    MAX_INFLATED_BYTES,
    MAX_TOKEN_CHARS,
    LinkError,
    Scenario,
    ScenarioError,
    decode_link,
    encode_link,
    parse_scenario,
)


@asynccontextmanager
async def _warm(_: object) -> AsyncIterator[None]:
    """Index every card name in the background as the app starts (a second or so), so the
    first suggestion or card added doesn't wait for it."""
    threading.Thread(target=name_index, name="card-name-index", daemon=True).start()
    yield


router = APIRouter(include_in_schema=False, lifespan=_warm, dependencies=[Depends(same_site_forms)])


def _checked(data: dict[str, Any]) -> tuple[Scenario, str]:
    """The scenario of `data` and its share token, after validating the whole scenario;
    BuildError if it fails. (Whether it loads is the engine's to say: see `_validated`.)"""
    try:
        scenario = parse_scenario(data)
    except ScenarioError as exc:
        raise BuildError(f"the scenario doesn't load: {exc}", _field_of(exc)) from None
    token = encode_link(scenario)
    if len(token) > MAX_TOKEN_CHARS:
        raise BuildError(
            f"the scenario's share link would be {len(token):,} characters long; the limit is "
            f"{MAX_TOKEN_CHARS:,}"
        )
    return scenario, token


async def _validated(request: Request, data: dict[str, Any]) -> tuple[str, FullRun]:
    """The share token of `data` and its run, once it validates and loads; BuildError if not.

    Loading is checked by running the scenario in the engine pool (what only loading checks: a
    token on the stack, targets of a card without any…); the run is kept in the explorer's
    cache, so the link this answers with opens without running again."""
    scenario, token = await anyio.to_thread.run_sync(_checked, data)
    try:
        run = await explorer_of(request).full(token, scenario, client_of(request))
    except ScenarioError as exc:
        raise BuildError(f"the scenario doesn't load: {exc}", _field_of(exc)) from None
    return token, run


def _field_of(exc: ScenarioError) -> str | None:
    """The form field a load error is about: the last name of its path (`objects[2].copy_of`
    is the object form's `copy_of`); the page shows it beside that field of the form sent."""
    path = getattr(exc, "path", "") or ""
    return path.rsplit(".", 1)[-1] if "." in path else None


# -- responses ---------------------------------------------------------------------------------


def _link(token: str, number: int = 0) -> str:
    """The explorer's link to page `number` (`step=`: the page's own number, issue 31 §7)."""
    return "/explore?" + urlencode({"s": token, "step": number})


def _shown_step(form: Form) -> int:
    """The step the form was sent from (0 when it doesn't say or says nonsense)."""
    text = field_text(form, "at")
    return min(int(text), 10**9) if text.isascii() and text.isdigit() else 0


def _open(
    request: Request, run: tuple[str, FullRun], at: int = 0, *, builder: bool = False
) -> Response:
    """Open the new link at agenda step `at` (the step the form was sent from, as the forms
    post it), or at its end when the run has fewer steps (a step is a number of agenda items
    after load, SCENARIO.md, so it exists while the run is that long); the link names the
    page's number of that step (`step=`).

    htmx follows the redirect and replaces the URL (site.js keeps the builder open across the
    swap); after an edit from a plain form the page opens with the builder open, at it
    (`build=open`, which only the page reads, and `#build`)."""
    token, full = run
    link = _link(token, bisect.bisect_right(full.shown, min(at, full.total)) - 1)
    if builder and not is_htmx(request):
        link += "&build=open#build"
    return RedirectResponse(link, status_code=303)


async def _refused(
    request: Request,
    token: str | None,
    message: str,
    extra: dict[str, Any] | None = None,
    at: int = 0,
) -> Response:
    """The explorer at step `at` of the unchanged scenario, with the builder's message; 400."""
    context: dict[str, Any] = {"error": None, "build_error": message, **(extra or {})}
    try:
        if token is None:
            token, _ = await _validated(request, json.loads(json.dumps(EMPTY_BOARD)))
        context["view"] = await explorer_of(request).view(token, at, client_of(request))
    except (LinkError, ScenarioError, BuildError) as exc:
        return _bad_link(request, str(exc))
    response = await render_off_loop(
        request, "explore.html", context, block="explorer", status_code=400
    )
    # The page shows the unchanged scenario at that step: that is the URL (not the form's action).
    response.headers["HX-Replace-Url"] = _link(context["view"].token, context["view"].number)
    return response


def _bad_link(request: Request, message: str) -> Response:
    """The explorer's "this link can't be opened" page; 400."""
    context: dict[str, Any] = {"view": None, "error": message, "build_error": None}
    context["examples"] = []
    response = render(request, "explore.html", context, status_code=400)
    if is_htmx(request):
        # The page has no #explorer-inner to select: show the whole main area instead.
        response.headers.update(
            {"HX-Retarget": "main", "HX-Reselect": "main", "HX-Reswap": "outerHTML"}
        )
    return response


async def _edit(
    request: Request, change: Callable[[dict[str, Any], Form], None], *, to_end: bool = False
) -> Response:
    """Apply `change` to the form's scenario and open the new link; with `to_end` (an edit that
    appends an action: Cast) at the step that action produced, refused when the engine refuses
    the action (as the play section refuses it)."""
    try:
        form = await read_form(request)
    except BuildError as exc:
        return await _refused(request, None, str(exc))
    token = field_text(form, "s")
    at = _shown_step(form)

    def edited() -> dict[str, Any]:
        # Decoding the link and some edits (a card name's near misses) take a while: a thread.
        data = form_scenario(form).to_data()
        change(data, form)
        return data

    try:
        data = await anyio.to_thread.run_sync(edited)
    except LinkError as exc:
        return _bad_link(request, str(exc))
    except UnknownCard as exc:
        # The names it may mean, as buttons in the card form (what works without JavaScript).
        kept = {"card_typed": exc.typed, "card_picks": exc.picks, **_failed(form, exc)}
        return await _refused(request, token, str(exc), kept, at)
    except NotAPermanent as exc:
        # The card's name in its field, and the zones it can go to as buttons.
        kept = {"card_typed": exc.card, **_failed(form, exc)}
        return await _refused(request, token, str(exc), kept, at)
    except BuildError as exc:
        return await _refused(request, token, str(exc), _failed(form, exc), at)
    try:
        run = await _validated(request, data)
        if to_end:
            return _opened_at_end(request, run, len(data.get("actions", [])) - 1)
        return _open(request, run, at, builder=True)
    except BuildError as exc:
        return await _refused(request, token, str(exc), _failed(form, exc), at)


def _opened_at_end(request: Request, run: tuple[str, FullRun], action: int) -> Response:
    """Open the link at its end, where the step action number `action` produced is (issue 31
    §2: the step and the focus go there, `#now`); BuildError when the run stopped at it."""
    token, full = run
    error = full.output["error"]
    if error and error.get("action_index") == action:
        rules = f" (CR {', '.join(error['rules'])})" if error.get("rules") else ""
        raise BuildError(f"cast: the engine refuses it: {error['message']}{rules}", "name")
    return open_in_explorer(request, _link(token, full.count), "now")


def _failed(form: Form, exc: BuildError) -> dict[str, Any]:
    """What the page needs to show a refused form as it was sent: which form (its `form`
    field), the field the message is about, and what was typed in each field."""
    return {"failed": {"form": field_text(form, "form"), "field": exc.field, "values": form}}


# -- routes ------------------------------------------------------------------------------------


@router.post("/explore/build/empty")
async def start_empty(request: Request) -> Response:
    """A new scenario: players A and B at 20 life, turn 1, A's first main phase."""
    try:
        return _open(request, await _validated(request, json.loads(json.dumps(EMPTY_BOARD))))
    except BuildError as exc:  # only if the engine can't load its own empty board
        return _bad_link(request, str(exc))


@router.post("/explore/build/player/add")
async def player_add(request: Request) -> Response:
    return await _edit(request, add_player)


@router.post("/explore/build/player")
async def player_edit(request: Request) -> Response:
    return await _edit(request, edit_player)


@router.post("/explore/build/turn")
async def turn_edit(request: Request) -> Response:
    return await _edit(request, edit_turn)


@router.post("/explore/build/card")
async def card_add(request: Request) -> Response:
    return await _edit(request, add_card)


@router.post("/explore/build/cast")
async def card_cast(request: Request) -> Response:
    """Add a card to its owner's hand and cast it (`app.web.explore_cast`), opening the step."""
    return await _edit(request, cast_card, to_end=True)


@router.post("/explore/build/token")
async def token_add(request: Request) -> Response:
    return await _edit(request, add_token)


@router.post("/explore/build/object")
async def object_edit(request: Request) -> Response:
    return await _edit(request, edit_object)


@router.post("/explore/build/object/remove")
async def object_remove(request: Request) -> Response:
    return await _edit(request, remove_object)


@router.post("/explore/build/sticker")
async def sticker_add(request: Request) -> Response:
    return await _edit(request, add_sticker)


@router.post("/explore/build/sticker/remove")
async def sticker_remove(request: Request) -> Response:
    return await _edit(request, remove_sticker)


@router.get("/explore/build/cards")
def cards(request: Request, name: str = "") -> Response:
    """The card field's suggestions for what was typed: the combobox's options (a fragment).

    A fragment rather than JSON: the server spells, escapes and counts the names once, the
    script only moves a highlight, and the stable JSON API (`/api/v1`) stays apart from what
    changes with the page (STYLE.md). A query longer than any card name is refused, 400."""
    context: dict[str, Any] = {"typed": name, "suggestions": [], "query_error": None}
    status = 200
    if len(name) > MAX_QUERY:
        context["query_error"] = (
            f"card name: type at most {MAX_QUERY} characters (the longest card name); "
            f"this is {len(name):,}"
        )
        status = 400
    else:
        context["suggestions"] = suggestions(name)
    response = templates.TemplateResponse(
        request, "explore_build.html", context, block_name="suggestions", status_code=status
    )
    if status == 200:
        response.headers["Cache-Control"] = "public, max-age=300"
    return response


@router.get("/explore/build/download")
def download(s: Annotated[str, Query(max_length=MAX_TOKEN_CHARS + 100)] = "") -> Response:
    """The scenario of a share link as a JSON file."""
    try:
        scenario = decode_link(s)
    except LinkError as exc:
        return Response(f"This link can't be downloaded: {exc}.\n", status_code=400)
    body = json.dumps(scenario.to_data(), ensure_ascii=False, indent=2) + "\n"
    stem = re.sub(r"[^a-z0-9]+", "-", fold(scenario.title)).strip("-")[:60] or "scenario"
    return Response(
        body,
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{stem}.json"'},
    )


@router.post("/explore/build/upload")
async def upload(request: Request) -> Response:
    """Replace the scenario with an uploaded one (a JSON file or pasted JSON text)."""
    try:
        form = await read_form(request)
    except BuildError as exc:
        return await _refused(request, None, f"upload: {exc}")
    token = field_text(form, "s") or None
    text = field_text(form, "file") or field_text(form, "scenario")
    # The message goes in the upload form, beside its button (see `_failed`).
    sent: dict[str, Any] = {"failed": {"form": "upload", "field": None, "values": {}}}
    kept = {"upload_text": text[:MAX_INFLATED_BYTES], **sent}
    if not text:
        message = "upload: choose a JSON file or paste a scenario"
        return await _refused(request, token, message, kept)
    size = len(text.encode("utf-8"))
    if size > MAX_INFLATED_BYTES:
        message = (
            f"upload: the scenario is {size / 1024:,.0f} KiB; the limit is "
            f"{MAX_INFLATED_BYTES // 1024} KiB"
        )
        return await _refused(request, token, message, sent)
    try:
        data = await anyio.to_thread.run_sync(json.loads, text)
    except json.JSONDecodeError as exc:
        message = f"upload: not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
        return await _refused(request, token, message, kept)
    except (RecursionError, ValueError):  # nested too deep; an integer of over 4,300 digits
        message = "upload: the JSON nests too deep or holds a number too long to read"
        return await _refused(request, token, message, kept)
    if isinstance(data, dict):
        # Example files carry their expectations beside the scenario; they aren't part of it.
        data = {k: v for k, v in data.items() if k not in ("example", "expect")}
    try:
        return _open(request, await _validated(request, data))
    except BuildError as exc:
        return await _refused(request, token, f"upload: {exc}", kept)
