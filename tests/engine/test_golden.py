"""Golden scenarios (tests/scenarios/*.json): each runs through `engine.driver.run.run` and must
match, citing only rules the CR has.

The expectation format is described in tests/scenarios/README.md.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.engine.golden import (
    check,
    check_events,
    cited_rules,
    cr_numbers,
    golden_files,
    load_golden,
    run_golden,
)

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
    # Checked here, on the run this test makes, rather than by running every golden again in a
    # test of its own (13 s of CPU in one worker, issue 27 §6).
    missing = sorted(cited_rules(output) - cr_numbers())
    assert not missing, f"{path.name}: the run cites rules the CR doesn't have: {missing}"


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
    wanted = {number for event in expect.get("events", []) for number in event["rules"]}
    missing = sorted(wanted - cr_numbers())
    assert not missing, f"rule numbers expected that the CR doesn't have: {missing}"


def test_the_goldens_cite_many_rules() -> None:
    """The two citation checks above can't pass vacuously: the goldens' key events name many
    different rules."""
    cited = {
        number
        for path in FILES
        for event in load_golden(path)[1].get("events", [])
        for number in event["rules"]
    }
    assert len(cited) > 40


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
