"""Explorer: playing the scenario on — taking a legal action or answering a pending choice appends
it to the scenario and opens the new link at its new end (issue 6).

Both routes take a plain form (the share token plus what was picked), check it against what the
engine offers at the end of the run, run the extended scenario, and refuse with a 400 page that
says why when the engine would refuse it (429 / 503 with Retry-After when the engine pool won't
take the run). A plain form follows a 303 to the new link; htmx gets `HX-Location`, so the
explorer swaps in place and the new link is pushed into the history. Runs are awaited in the
engine pool (`app.services.runner`) and forms parsed in threads: nothing holds the event loop.

What can be played comes from the run output's `legal_actions` alone (the engine tries each
candidate with its own code): the casts, activations and land plays, pass / resolve / advance,
the attack and block declarations with why each refused one is refused, and the pending choice
with its options. This module only reads forms against those entries; it holds no rules.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import parse_qs, urlencode

import anyio.to_thread
from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

from app.security import same_site_forms
from app.services import explorer
from app.services.runner import RunRefused
from app.web.explore_listed import LISTED_KINDS
from app.web.explore_order import FIELD_PREFIX, BadOrder, OrderForm, order_form, read_order
from app.web.runs import client_of, explorer_of
from app.web.templating import is_htmx, open_in_explorer, render, templates
from engine import (
    MAX_TOKEN_CHARS,
    LinkError,
    Scenario,
    ScenarioError,
    block_declaration,
    encode_link,
    find_card,
    fold_name,
    parse_scenario,
)

router = APIRouter(include_in_schema=False, dependencies=[Depends(same_site_forms)])

#: Most fields one play form may carry (a choice lists at most a few hundred options).
MAX_FORM_FIELDS = 600
LIST_KINDS = ("target", "order", "discard", "pile", "any_number")
ONE_OF_KINDS = (
    "object",
    "mode",
    "color",
    "mana",
    "player",
    "populate",
    "replacement",
    "creature_type",
    "keyword",
    "basic_land_type",
)


class PlayError(ValueError):
    """A play form that can't be applied; the message is shown to the user."""


# -- reading the form -----------------------------------------------------------------------------


async def _form(request: Request) -> dict[str, list[str]]:
    content_type = request.headers.get("content-type", "")
    if not content_type.startswith("application/x-www-form-urlencoded"):
        raise PlayError("send the play form as an ordinary HTML form (urlencoded)")
    try:
        text = (await request.body()).decode("utf-8")
        return parse_qs(text, keep_blank_values=True, max_num_fields=MAX_FORM_FIELDS)
    except UnicodeDecodeError:
        raise PlayError("the form isn't UTF-8 text") from None
    except ValueError:
        raise PlayError(f"the form has more than {MAX_FORM_FIELDS} fields") from None


def _one(fields: dict[str, list[str]], name: str) -> str:
    values = fields.get(name, [])
    if len(values) != 1:
        raise PlayError(f"the form needs exactly one {name!r} field")
    return values[0]


async def _end_view(request: Request, fields: dict[str, list[str]]) -> explorer.ExplorerView:
    """The scenario at the end of its run; refused when nothing more can be played."""
    try:
        view = await explorer_of(request).view(_one(fields, "s"), None, client_of(request))
    except (LinkError, ScenarioError) as exc:
        raise PlayError(f"this link can't be opened: {exc}") from None
    if view.final_error:
        raise PlayError(
            f"the run already stopped with an error ({view.final_error['message']}); "
            "nothing can be played after it"
        )
    return view


# -- what to append -------------------------------------------------------------------------------


def offered(output: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    """The run output's `legal_actions` entries of one kind (the engine's offer)."""
    return [e for e in output["legal_actions"] if e["kind"] == kind]


def _first_allowed(output: dict[str, Any], kind: str) -> dict[str, Any] | None:
    return next((e for e in offered(output, kind) if e["allowed"]), None)


def _action(view: explorer.ExplorerView, picked: str) -> dict[str, Any]:
    output = view.output
    if output["pending"]:
        raise PlayError(f"the game is waiting for a choice first: {output['pending']['text']}")
    entries = output["legal_actions"]
    if picked == "pass":
        if _first_allowed(output, "pass") is None:
            raise PlayError("no player holds priority, so nobody can pass")
        return {"pass": True}
    if picked == "resolve":
        if _first_allowed(output, "resolve") is None:
            raise PlayError("there is nothing to resolve now")
        return {"resolve": "stack"}
    if picked == "advance":
        advance = _first_allowed(output, "advance")
        if advance is None:
            raise PlayError("nobody can act now, so the game can't advance")
        turn = advance.get("turn")
        return {"advance_to": advance["target"], **({"turn": turn} if turn else {})}
    parts = picked.split(":")
    kind = parts[0]
    # Paying automatically (601.2g, the entry's `auto_pay`) ends in ":auto": "cast:P:id:auto",
    # "activate:P:id:N:auto".
    auto = kind in ("cast", "activate") and len(parts) > 3 and parts[-1] == "auto"
    if auto:
        parts = parts[:-1]
    # A cast with its kicker cost paid is "cast:P:id:kicked" (the entry's `kicked`, 702.33a).
    kicked = kind == "cast" and parts[3:] == ["kicked"]
    # Cast face down (702.37c, 702.168b) is "cast:P:id:face_down".
    face_down = kind == "cast" and parts[3:] == ["face_down"]
    # Cast as its Adventure (715.3, the entry's `half`) is "cast:P:id:half", and a modal
    # double-faced card cast or played as its back face (712.11b, 712.12) "cast:P:id:half" or
    # "play_land:P:id:half".
    half = kind in ("cast", "play_land") and parts[3:] == ["half"]
    # A special action a keyword allows is "special_action:P:id:NAME" (116.2, plot 116.2k).
    special = kind == "special_action"
    four = kind == "activate" or kicked or face_down or half or special
    if kind not in LISTED_KINDS or len(parts) != (4 if four else 3):
        raise PlayError(f"unknown action {picked[:80]!r}")
    player, obj = parts[1], parts[2]
    ability = parts[3] if kind == "activate" else None
    name = parts[3] if special else None
    for e in entries:
        if (e["kind"], e["player"], e["object"]) != (kind, player, obj):
            continue
        if ability is not None and str(e["ability"]) != ability:
            continue
        if name is not None and e.get("special_action") != name:
            continue
        if kind in ("cast", "play_land") and (
            bool(e.get("kicked")),
            bool(e.get("face_down")),
            bool(e.get("half")),
        ) != (kicked, face_down, half):
            continue
        if bool(e.get("auto_pay")) != auto:
            continue
        if e.get("unsupported"):
            raise PlayError(f"{e['label']} isn't modelled by the engine: {e['reason']}")
        if not e["allowed"]:
            raise PlayError(f"{e['label']} isn't legal now: {e['reason']}{_cited(e['rules'])}")
        paying = {"auto_pay": True} if auto else {}
        if kind == "activate":
            return {"player": player, "activate": obj, "ability": e["ability"], **paying}
        if special:
            return {"player": player, "special_action": name, "card": obj}
        extra: dict[str, Any] = (
            {"kicked": True}
            if kicked
            else {"face_down": True}
            if face_down
            else {"half": e["half"]}
            if half
            else {}
        )
        return {"player": player, kind: obj, **extra, **paying}
    raise PlayError(f"{picked[:80]!r} isn't among the actions the game offers now")


def _cited(rules: list[str]) -> str:
    return f" ({', '.join(rules)})" if rules else ""


def pending_offer(output: dict[str, Any]) -> dict[str, Any] | None:
    """The pending choice as `legal_actions` offers it: player, text, rules and the `choice`
    (kind, options, min, max, nullable); None when the game isn't waiting for one."""
    entry = next(iter(offered(output, "choose")), None)
    if entry is None:
        return None
    return {
        "player": entry["player"],
        "text": entry["label"],
        "rules": entry["rules"],
        **entry["choice"],
    }


def order_offer(view: explorer.ExplorerView) -> OrderForm | None:
    """The form ordering the pending choice's triggers (`explore_order`), each called as the
    engine words it (`pending.labels`, looked up in one pass), else as the view calls its id;
    None when the game isn't waiting for an order."""
    pending = pending_offer(view.output)
    if not pending or pending["kind"] != "order":
        return None
    raw = view.output.get("pending") or {}
    said = zip(raw.get("options", []), raw.get("labels", []), strict=False)
    words = {**view.labels, **{str(o): str(w)[:1].upper() + str(w)[1:] for o, w in said}}
    return order_form(pending["options"], words)


def _answer(view: explorer.ExplorerView, fields: dict[str, list[str]]) -> dict[str, Any]:
    pending = pending_offer(view.output)
    if not pending:
        raise PlayError("the game isn't waiting for a choice at the end of this scenario")
    kind: str = pending["kind"]
    options: list[str] = pending["options"]
    picks = fields.get("pick", [])
    form = order_offer(view)
    if form is not None and any(name.startswith(FIELD_PREFIX) for name in fields):
        # The ordering form's position fields; a list of `pick` fields is still read below.
        try:
            picks = read_order(form, fields)
        except BadOrder as exc:
            raise PlayError(str(exc)) from None
    if fields.get("keep") == ["1"] and kind == "target" and pending["nullable"]:
        return {"target": None}
    if kind == "x":
        raw = _one(fields, "pick").strip()
        if not raw.isdigit() or not pending["min"] <= int(raw) <= pending["max"]:
            raise PlayError(f"X must be a whole number from {pending['min']} to {pending['max']}")
        return {"x": int(raw)}
    if kind in ("pay", "yes"):
        raw = _one(fields, "pick")
        if raw not in ("true", "false"):
            raise PlayError("answer yes or no")
        return {kind: raw == "true"}
    if kind == "mode" and (pending["max"] > 1 or pending["min"] != 1):
        # Several modes may be chosen ("Choose one or both —", 700.2): each at most once (700.2d).
        if any(p not in options for p in picks) or len(set(picks)) != len(picks):
            raise PlayError(f"choose different modes among: {', '.join(options)}")
        if not pending["min"] <= len(picks) <= pending["max"]:
            raise PlayError(
                f"choose between {pending['min']} and {pending['max']} modes, not {len(picks)}"
            )
        return {"mode": sorted(int(p) for p in picks)}
    if kind in ONE_OF_KINDS:
        if fields.get("pick") == [""] and kind == "object" and pending["nullable"]:
            return {"object": None}
        if len(picks) != 1 or picks[0] not in options:
            raise PlayError(f"choose one of: {'; '.join(map(view.option_label, options))}")
        return {kind: int(picks[0]) if kind == "mode" else picks[0]}
    if kind in LIST_KINDS:
        unknown = [p for p in picks if p not in options]
        if unknown:
            raise PlayError(f"{', '.join(unknown)[:200]!r} isn't among the options")
        if len(set(picks)) != len(picks):
            raise PlayError("each option may be chosen only once")
        if not pending["min"] <= len(picks) <= pending["max"]:
            raise PlayError(
                f"choose between {pending['min']} and {pending['max']}, not {len(picks)}"
            )
        return {kind: picks}
    if kind == "damage":
        amounts: dict[str, int] = {}
        for option in options:
            raw = fields.get(f"n-{option}", ["0"])[0].strip() or "0"
            if not raw.isdigit():
                raise PlayError(f"damage to {view.option_label(option)} must be a whole number")
            if int(raw):
                amounts[option] = int(raw)
        return {"damage": amounts}
    raise PlayError(f"this explorer can't answer a {kind!r} choice yet")


async def _extend(
    request: Request,
    view: explorer.ExplorerView,
    *,
    action: dict[str, Any] | None = None,
    answer: dict[str, Any] | None = None,
) -> str:
    """The new link, at the new end, after appending `action` or `answer` to the scenario."""
    data = view.scenario.to_data()
    # Answers the run never took would otherwise answer later questions by surprise.
    taken = sum(1 for _, events in view.timeline for e in events if e["kind"] == "choice")
    choices = list(data.get("choices", []))[:taken]
    if action is not None:
        data["actions"] = [*data.get("actions", []), action]
    if answer is not None:
        choices.append(answer)
    data["choices"] = choices

    def prepare() -> tuple[Scenario, str]:
        scenario = parse_scenario(data)
        return scenario, encode_link(scenario)

    try:
        scenario, token = await anyio.to_thread.run_sync(prepare)
    except ScenarioError as exc:
        raise PlayError(f"the scenario wouldn't load any more: {exc}") from None
    if len(token) > MAX_TOKEN_CHARS:
        raise PlayError(
            f"the scenario would outgrow a share link ({len(token):,} characters; the limit is "
            f"{MAX_TOKEN_CHARS:,})"
        )
    try:
        # Kept in the explorer's cache: the new link opens without running again.
        run = await explorer_of(request).full(token, scenario, client_of(request))
    except ScenarioError as exc:
        raise PlayError(f"the scenario wouldn't load any more: {exc}") from None
    error = run.output["error"]
    if error:
        rules = f" ({', '.join(error['rules'])})" if error.get("rules") else ""
        raise PlayError(f"the engine refuses it: {error['message']}{rules}")
    return "/explore?" + urlencode({"s": token, "step": run.count})


# -- responses ------------------------------------------------------------------------------------


def _refuse(request: Request, message: str, status: int = 400) -> Response:
    response = render(
        request,
        "error.html",
        {"status": status, "message": f"Can't play that: {message}."},
        status_code=status,
    )
    if is_htmx(request):
        # Keep the board: show the message in the play section instead.
        response.headers["HX-Retarget"] = "#play-status"
        response.headers["HX-Reswap"] = "innerHTML"
        response.headers["HX-Reselect"] = "p.error"
    return response


async def _respond(
    request: Request, work: Callable[[dict[str, list[str]]], Awaitable[str | Response]]
) -> Response:
    """Read the form and do `work` with it: a link it returns is opened, a response it returns
    is sent, and what stops it is a 4xx page saying why (429/503 with Retry-After when the
    engine pool refuses the run)."""
    try:
        result = await work(await _form(request))
    except (LinkError, ScenarioError) as exc:
        return _refuse(request, f"this link can't be opened: {exc}")
    except PlayError as exc:
        return _refuse(request, str(exc))
    except RunRefused as exc:
        response = _refuse(request, str(exc), exc.status)
        response.headers["Retry-After"] = str(exc.retry_after)
        return response
    # The step the action produced is where the page opens (issue 31, 2).
    return result if isinstance(result, Response) else open_in_explorer(request, result, "now")


async def _play(
    request: Request,
    extend: Callable[[dict[str, list[str]], explorer.ExplorerView], Awaitable[str]],
) -> Response:
    """Open the scenario's end, and go to the link `extend` makes of it and the form."""

    async def work(fields: dict[str, list[str]]) -> str:
        return await extend(fields, await _end_view(request, fields))

    return await _respond(request, work)


@router.post("/explore/act")
async def act(request: Request) -> Response:
    """Append one legal action (or pass / resolve / advance) and open the new end."""

    async def extend(fields: dict[str, list[str]], view: explorer.ExplorerView) -> str:
        return await _extend(request, view, action=_action(view, _one(fields, "act")))

    return await _play(request, extend)


@router.post("/explore/answer")
async def answer(request: Request) -> Response:
    """Append the answer to the pending choice and open the new end."""

    async def extend(fields: dict[str, list[str]], view: explorer.ExplorerView) -> str:
        return await _extend(request, view, answer=_answer(view, fields))

    return await _play(request, extend)


# -- going back: undo the last action, play on from an earlier step -------------------------------


async def _rewound(request: Request, view: explorer.ExplorerView, keep: int) -> str:
    """The link of the scenario with only its first `keep` actions, opened at its end.

    Answers belong to the actions that asked for them: the shortened scenario is run with all
    of them, and only as many as its run takes are kept (SCENARIO.md: answers left over are
    ignored, but a later action would otherwise find them)."""
    data = view.scenario.to_data()
    data["actions"] = list(data.get("actions", []))[:keep]

    def prepare(choices: list[Any]) -> tuple[Scenario, str]:
        scenario = parse_scenario({**data, "choices": choices})
        return scenario, encode_link(scenario)

    try:
        scenario, token = await anyio.to_thread.run_sync(prepare, list(data.get("choices", [])))
        run = await explorer_of(request).full(token, scenario, client_of(request))
        taken = sum(1 for _, events in run.timeline for e in events if e["kind"] == "choice")
        choices = list(data.get("choices", []))[:taken]
        if len(choices) != len(data.get("choices", [])):
            scenario, token = await anyio.to_thread.run_sync(prepare, choices)
            run = await explorer_of(request).full(token, scenario, client_of(request))
    except ScenarioError as exc:
        raise PlayError(f"the scenario wouldn't load any more: {exc}") from None
    return "/explore?" + urlencode({"s": token, "step": run.count})


@router.post("/explore/undo")
async def undo(request: Request) -> Response:
    """Drop the scenario's last action (and the answers only it asked for) and open the new end:
    the previous link still holds the action, so Back restores it."""

    async def work(fields: dict[str, list[str]]) -> str:
        view = await explorer_of(request).view(_one(fields, "s"), None, client_of(request))
        actions = len(view.scenario.actions)
        if not actions:
            raise PlayError("the scenario has no action to undo")
        return await _rewound(request, view, actions - 1)

    return await _respond(request, work)


def later_actions(view: explorer.ExplorerView) -> int:
    """How many of the scenario's actions begin after the step shown (dropped by playing on
    from it)."""
    taken = int(view.output["state"].get("actions_taken", 0))
    return max(0, len(view.scenario.actions) - taken)


@router.post("/explore/branch")
async def branch(request: Request) -> Response:
    """Play on from the step shown: keep the actions begun by it, drop the later ones. Without
    `confirm=yes` a page asks first, saying how many actions go (htmx asks in a dialog)."""

    async def work(fields: dict[str, list[str]]) -> str | Response:
        token = _one(fields, "s")
        at_text = _one(fields, "at")
        if not at_text.isdigit() or len(at_text) > 7:
            raise PlayError(f"'at' must be a step number, not {at_text[:20]!r}")
        view = await explorer_of(request).view(token, int(at_text), client_of(request))
        dropped = later_actions(view)
        if fields.get("confirm") != ["yes"]:
            context = {"view": view, "dropped": dropped}
            return render(request, "explore_branch.html", context)
        return await _rewound(request, view, len(view.scenario.actions) - dropped)

    return await _respond(request, work)


templates.env.globals["play_later_actions"] = later_actions


# -- combat: declaring attackers and blockers (CR 508.1, 509.1) ------------------------------------


def _grouped(entries: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Entries by the creature they are about: the targets it may take and, for the others,
    (target, reason, rules), in the engine's order."""
    rows: dict[str, dict[str, Any]] = {}
    for e in entries:
        row = rows.setdefault(e["object"], {"player": e["player"], "allowed": [], "refused": []})
        entry = {"target": e["target"], "reason": e["reason"], "rules": e["rules"]}
        row["allowed" if e["allowed"] else "refused"].append(entry)
    return rows


def combat_offer(output: dict[str, Any]) -> dict[str, Any]:
    """What the play section offers for combat, from the engine's `attack` and `block` entries:
    each creature with what it may attack or block and why it may not attack or block the rest.
    No entries, no form (outside the moment a declaration can be given)."""
    objects = {o["id"]: o for o in output["state"]["objects"]}
    offer: dict[str, Any] = {"attack": None, "block": None}
    for kind in ("attack", "block"):
        rows = _grouped(offered(output, kind))
        if rows:
            offer[kind] = {
                "player": next(iter(rows.values()))["player"],
                "creatures": [
                    {
                        "object": objects[i],
                        **row,
                        "targets": [
                            objects.get(a["target"], {"id": a["target"]}) for a in row["allowed"]
                        ],
                    }
                    for i, row in rows.items()
                    if i in objects
                ],
            }
    return offer


@router.post("/explore/attack")
async def attack(request: Request) -> Response:
    """Declare attackers: each checked creature attacks the player picked for it (508.1)."""

    async def extend(fields: dict[str, list[str]], view: explorer.ExplorerView) -> str:
        entries = offered(view.output, "attack")
        if not entries:
            raise PlayError(
                "the game offers no attack now: attackers are declared in the beginning of "
                "combat or declare attackers step, with an empty stack, before they have been "
                "declared"
            )
        mapping: dict[str, str] = {}
        for creature in fields.get("attacker", []):
            targets = fields.get(f"target-{creature}", [])
            offers = sorted({e["target"] for e in entries if e["object"] == creature})
            if not targets and len(offers) == 1:
                targets = offers
            if len(targets) != 1:
                raise PlayError(f"choose which player {view.label_of(creature[:40])} attacks")
            mapping[creature] = targets[0]
        return await _extend(request, view, action={"attack": mapping})

    return await _play(request, extend)


@router.post("/explore/block")
async def block(request: Request) -> Response:
    """Declare blockers: each creature with an attacker picked for it blocks that one (509.1)."""

    async def extend(fields: dict[str, list[str]], view: explorer.ExplorerView) -> str:
        if not offered(view.output, "block"):
            raise PlayError(
                "the game offers no block now: blockers are declared once attackers have been, "
                "with an empty stack, before blockers have been declared"
            )
        picks = {name[6:]: v for name, v in fields.items() if name.startswith("block-")}
        return await _extend(request, view, action={"block": block_declaration(picks)})

    return await _play(request, extend)


def mode_texts(view: explorer.ExplorerView) -> dict[str, str]:
    """The texts of the modes a pending mode choice is about ("1" → "Counter target …")."""
    pending = pending_offer(view.output)
    if not pending or pending["kind"] != "mode" or not view.scenario.actions:
        return {}
    last = view.scenario.actions[-1]
    object_id = getattr(last, "cast", None) or getattr(last, "activate", None)
    if not isinstance(object_id, str):
        return {}
    cards = {fold_name(c.name): c for c in view.scenario.cards}
    card = find_card(view.name_of(object_id), cards)
    if card is None:
        return {}
    return {str(i): m.text for i, m in enumerate(card.modes, start=1) if m.text}


templates.env.globals["play_mode_texts"] = mode_texts
templates.env.globals["play_pending"] = pending_offer
templates.env.globals["play_order_form"] = order_offer
templates.env.globals["play_combat_offer"] = combat_offer
