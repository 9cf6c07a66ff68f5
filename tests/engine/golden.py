"""Loading and checking the golden scenario files in tests/scenarios (see its README.md)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.errors import ScenarioError
from engine.driver.run import run

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
CR = Path(__file__).resolve().parents[2] / "data" / "cr.json"


@cache
def cr_numbers() -> frozenset[str]:
    """Every rule number of the CR the project follows (data/cr.json)."""
    data = json.loads(CR.read_text(encoding="utf-8"))
    return frozenset(rule["number"] for rule in data["rules"])


def cited_rules(output: dict[str, Any]) -> set[str]:
    """The rule numbers a run's output cites: its events, its error and its pending question."""
    sources = [*output["events"], output["error"], output["pending"]]
    return {number for item in sources for number in (item or {}).get("rules", [])}


def golden_files() -> list[Path]:
    return sorted(SCENARIOS.glob("*.json"))


def load_golden(path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """The scenario (without its `expect` block) and the expectation."""
    data = json.loads(path.read_text(encoding="utf-8"))
    expect = data.pop("expect")
    return data, expect


def run_golden(scenario: dict[str, Any]) -> tuple[dict[str, Any] | None, int, ScenarioError | None]:
    """Run like the CLI does: a scenario that doesn't load is exit 2, not an output."""
    try:
        output, status = run(scenario)
    except ScenarioError as exc:
        return None, 2, exc
    return output, status, None


def _subset(actual: dict[str, Any], expected: dict[str, Any], where: str) -> list[str]:
    problems = []
    for key, want in expected.items():
        if key not in actual:
            problems.append(f"{where}.{key}: missing (have {sorted(actual)})")
        elif actual[key] != want:
            problems.append(f"{where}.{key}: expected {want!r}, got {actual[key]!r}")
    return problems


def _event_matches(event: dict[str, Any], want: dict[str, Any]) -> bool:
    if event["kind"] != want["kind"] or event["rules"] != want["rules"]:
        return False
    if "objects" in want and event["objects"] != want["objects"]:
        return False
    if "rulings" in want and event["rulings"] != want["rulings"]:
        return False
    return "text_contains" not in want or want["text_contains"] in event["text"]


def check_events(events: list[dict[str, Any]], wanted: list[dict[str, Any]]) -> list[str]:
    """Each wanted event appears, in this order, with exactly these rules (and objects)."""
    position = 0
    for want in wanted:
        for i in range(position, len(events)):
            if _event_matches(events[i], want):
                position = i + 1
                break
        else:
            same_kind = [
                (e["seq"], e["rules"], e["objects"]) for e in events if e["kind"] == want["kind"]
            ]
            return [
                f"event {want} not found after event #{position}; events of that kind "
                f"(seq, rules, objects): {same_kind}"
            ]
    return []


def check(output: dict[str, Any], status: int, expect: dict[str, Any]) -> list[str]:
    """Every difference between a run's output and the expectation, in words."""
    problems: list[str] = []
    want_exit = expect.get("exit", 0)
    if status != want_exit:
        problems.append(f"exit status: expected {want_exit}, got {status} ({output['error']})")
    state = output["state"]
    if "error" in expect:
        want_error = dict(expect["error"])
        contains = want_error.pop("message_contains", None)
        error = output["error"] or {}
        problems += _subset(error, want_error, "error")
        if contains is not None and contains not in error.get("message", ""):
            problems.append(f"error.message: {error.get('message')!r} lacks {contains!r}")
    elif output["error"] is not None:
        problems.append(f"unexpected error: {output['error']}")
    if "turn" in expect:
        problems += _subset(state["turn"], expect["turn"], "turn")
    players = {p["id"]: p for p in state["players"]}
    for player_id, fields in expect.get("players", {}).items():
        problems += _subset(players[player_id], fields, f"players[{player_id}]")
    objects = {o["id"]: o for o in state["objects"]}
    for object_id, fields in expect.get("objects", {}).items():
        if object_id not in objects:
            problems.append(f"objects[{object_id}]: not in the output")
            continue
        problems += _subset(objects[object_id], fields, f"objects[{object_id}]")
    for object_id in expect.get("absent", []):
        if object_id in objects:
            problems.append(f"objects[{object_id}]: expected to be gone, is in the output")
    if "stack" in expect:
        ids = [s["id"] for s in state["stack"]]
        if ids != expect["stack"]:
            problems.append(f"stack: expected {expect['stack']}, got {ids}")
    entries = {s["id"]: s for s in state["stack"]}
    for entry in expect.get("stack_entries", []):
        if entry["id"] not in entries:
            problems.append(f"stack entry {entry['id']}: not on the stack")
        else:
            problems += _subset(entries[entry["id"]], entry, f"stack[{entry['id']}]")
    if "pending" in expect:
        want_pending = expect["pending"]
        if want_pending is None:
            if output["pending"] is not None:
                problems.append(f"pending: expected none, got {output['pending']}")
        elif output["pending"] is None:
            problems.append(f"pending: expected {want_pending}, got none")
        else:
            problems += _subset(output["pending"], want_pending, "pending")
    for key in ("game_over", "winner"):
        if key in expect and state[key] != expect[key]:
            problems.append(f"{key}: expected {expect[key]!r}, got {state[key]!r}")
    if "complete" in expect and output["complete"] != expect["complete"]:
        problems.append(f"complete: expected {expect['complete']!r}, got {output['complete']!r}")
    for want in expect.get("unmodelled", []):
        if not any(not _subset(entry, want, "") for entry in output["unmodelled"]):
            problems.append(f"unmodelled: no entry {want} in {output['unmodelled']}")
    problems += check_events(output["events"], expect.get("events", []))
    kinds = {e["kind"] for e in output["events"]}
    for kind in expect.get("no_events", []):
        if kind in kinds:
            problems.append(f"an event of kind {kind!r} happened, and none should")
    return problems
