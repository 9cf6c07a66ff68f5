"""Golden scenarios (tests/scenarios/*.json): each runs through `engine.driver.run.run` and must
match.

The expectation format is described in tests/scenarios/README.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.golden import check, check_events, golden_files, load_golden, run_golden

FILES = golden_files()


def test_there_are_golden_scenarios() -> None:
    assert len(FILES) >= 30


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_scenario(path: Path) -> None:
    scenario, expect = load_golden(path)
    output, status, load_error = run_golden(scenario)
    if expect.get("exit", 0) == 2:
        assert load_error is not None, f"{path.name} loaded, but should not"
        assert load_error.path == expect["error_path"]
        assert expect["message_contains"] in load_error.message
        return
    assert load_error is None, f"{path.name} does not load: {load_error}"
    assert output is not None
    problems = check(output, status, expect)
    assert not problems, f"{path.name}:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_golden_expectation_is_well_formed(path: Path) -> None:
    """Every golden states what it expects: an exit status and either key events or an error."""
    _, expect = load_golden(path)
    known = {
        "exit",
        "turn",
        "players",
        "objects",
        "absent",
        "stack",
        "stack_entries",
        "pending",
        "error",
        "events",
        "no_events",
        "game_over",
        "winner",
        "error_path",
        "message_contains",
        "complete",
        "unmodelled",
    }
    assert set(expect) <= known, f"unknown expectation keys {set(expect) - known}"
    assert expect.get("exit", 0) in (0, 2, 3, 4, 6)
    if expect.get("exit", 0) == 2:
        assert "error_path" in expect
    else:
        assert expect.get("events"), "name the key events and the exact rules they cite"


def test_event_check_rejects_wrong_rules() -> None:
    """The checker compares rules exactly: a superset or a different order fails."""
    events = [{"seq": 1, "kind": "fizzle", "rules": ["608.2b"], "objects": ["x"], "text": ""}]
    assert check_events(events, [{"kind": "fizzle", "rules": ["608.2b"]}]) == []
    assert check_events(events, [{"kind": "fizzle", "rules": ["608.2"]}])
    assert check_events(events, [{"kind": "fizzle", "rules": ["608.2b", "608.2c"]}])
    assert check_events(events, [{"kind": "fizzle", "rules": ["608.2b"], "objects": ["y"]}])


def test_event_check_requires_order() -> None:
    events = [
        {"seq": 1, "kind": "a", "rules": ["1"], "objects": [], "text": ""},
        {"seq": 2, "kind": "b", "rules": ["2"], "objects": [], "text": ""},
    ]
    assert (
        check_events(events, [{"kind": "a", "rules": ["1"]}, {"kind": "b", "rules": ["2"]}]) == []
    )
    assert check_events(events, [{"kind": "b", "rules": ["2"]}, {"kind": "a", "rules": ["1"]}])
