"""The command line: `python -m engine run FILE|-` and `python -m engine step FILE --steps N`.

Most tests call the command's `main` in this process, as `python -m engine` does, and read its
exit status and what it printed; a few run the real `python -m engine` process, reading the
scenario from a file and from standard input, and exiting non-zero (each such process imports
the whole engine again: over a second of CPU apiece, issue 27 §6)."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

import pytest

from engine.__main__ import main

ROOT = Path(__file__).resolve().parents[2]

BOLT = {
    "format": "rulings-explorer/1",
    "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"},
        {"id": "bears", "card": "Grizzly Bears", "owner": "B", "zone": "battlefield"},
    ],
    "actions": [{"player": "A", "cast": "bolt", "targets": ["bears"]}, {"resolve": "stack"}],
}


@dataclass(frozen=True)
class Ran:
    """What a run of the command line left: its exit status and what it printed."""

    returncode: int
    stdout: str
    stderr: str


def engine(*args: str, stdin: str | None = None) -> Ran:
    """`python -m engine ARGS` in this process: `main` with `stdin` as standard input."""
    out, err = io.StringIO(), io.StringIO()
    given = io.TextIOWrapper(io.BytesIO((stdin or "").encode("utf-8")), encoding="utf-8")
    with mock.patch.object(sys, "stdin", given), redirect_stdout(out), redirect_stderr(err):
        try:
            status = main(list(args))
        except SystemExit as exit_:  # argparse refusing the arguments
            status = exit_.code if isinstance(exit_.code, int) else 2
    return Ran(status, out.getvalue(), err.getvalue())


def engine_process(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The real `python -m engine ARGS` process."""
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def write(tmp_path: Path, data: dict[str, Any]) -> str:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_run_file_prints_output_and_exits_0(tmp_path: Path) -> None:
    result = engine_process("run", write(tmp_path, BOLT))
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["error"] is None
    assert out["pending"] is None
    assert {o["id"]: o["zone"] for o in out["state"]["objects"]} == {
        "bolt": "graveyard",
        "bears": "graveyard",
    }
    assert out["engine_version"]
    assert out["cr_date"]


def test_run_reads_the_scenario_from_stdin() -> None:
    result = engine_process("run", "-", "--compact", stdin=json.dumps(BOLT))
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") == 1  # --compact prints one line
    kinds = [e["kind"] for e in json.loads(result.stdout)["events"]]
    assert "destroy" in kinds


def test_step_stops_after_n_steps(tmp_path: Path) -> None:
    path = write(tmp_path, BOLT)
    result = engine("step", path, "--steps", "1")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert {e["step"] for e in out["events"]} == {1}
    assert [s["id"] for s in out["state"]["stack"]] == ["bolt"]
    zero = json.loads(engine("step", path, "--steps", "0").stdout)
    assert zero["events"] == []
    assert {o["id"]: o["zone"] for o in zero["state"]["objects"]}["bolt"] == "hand"


def test_step_past_the_end_equals_run(tmp_path: Path) -> None:
    path = write(tmp_path, BOLT)
    stepped = json.loads(engine("step", path, "--steps", "1000").stdout)
    ran = json.loads(engine("run", path).stdout)
    assert stepped == ran


def test_pending_choice_exits_0() -> None:
    data = dict(BOLT, actions=[{"player": "A", "cast": "bolt"}])
    result = engine("run", "-", stdin=json.dumps(data))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["pending"]["kind"] == "target"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (
            {"objects": [{"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "grave"}]},
            "objects[0].zone",
        ),
        ({"turn": {"number": 3, "active": "C", "step": "main1"}}, "turn.active"),
        ({"actions": [{"player": "A", "fly": "bolt"}]}, "actions[0]"),
    ],
)
def test_scenario_that_does_not_load_exits_2_naming_the_field(
    tmp_path: Path, change: dict[str, Any], field: str
) -> None:
    result = engine("run", write(tmp_path, {**BOLT, **change}))
    assert result.returncode == 2
    assert result.stdout == ""
    assert f"error: {field}" in result.stderr


def test_invalid_json_and_missing_file_exit_2(tmp_path: Path) -> None:
    assert engine("run", "-", stdin="{not json").returncode == 2
    missing = engine("run", str(tmp_path / "nope.json"))
    assert missing.returncode == 2
    assert "cannot read" in missing.stderr


def test_illegal_action_exits_3_and_cites_the_rule() -> None:
    in_graveyard = {"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "graveyard"}
    data = dict(
        BOLT, objects=[in_graveyard], actions=[{"player": "A", "cast": "bolt", "targets": ["B"]}]
    )
    result = engine_process("run", "-", stdin=json.dumps(data))
    assert result.returncode == 3
    error = json.loads(result.stdout)["error"]
    assert error["rules"] == ["601.3"]
    assert error["action_index"] == 0
    assert "error:" in result.stderr


def test_exceeding_max_steps_exits_4() -> None:
    data = dict(BOLT, limits={"max_steps": 2})
    result = engine("run", "-", stdin=json.dumps(data))
    assert result.returncode == 4
    error = json.loads(result.stdout)["error"]
    assert error["kind"] == "limit"
    assert error["limit"] == "max_steps"


def test_negative_steps_exit_2(tmp_path: Path) -> None:
    result = engine("step", write(tmp_path, BOLT), "--steps", "-1")
    assert result.returncode == 2


def test_lone_surrogate_in_text_exits_2_naming_the_field() -> None:
    """JSON can escape half a UTF-16 pair; no UTF-8 link or page could hold it."""
    data = json.loads(json.dumps(BOLT))
    data["objects"][1]["chosen"] = {"note": "\ud800"}
    result = engine("run", "-", stdin=json.dumps(data))
    assert result.returncode == 2
    assert "objects[1].chosen.note" in result.stderr
    assert "lone surrogate" in result.stderr


def test_where_lists_the_code_and_the_events_citing_a_rule(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["where", "608.2b"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("CR 608.2b\n")
    assert re.search(r"engine/rules/stack\.py:\d+  check_targets  \(docstring or text\)", out)
    assert re.search(
        r"events that cite it:\n(.*\n)*  fizzle +engine/rules/stack\.py:\d+  check_targets", out
    )


def test_where_finds_subrules_and_refuses_what_isnt_a_rule(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["where", "510.1"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"assign_damage +engine/rules/combat_damage\.py:\d+  _assign, 510\.1c", out)
    assert main(["where", "no.such"]) == 2
    assert "isn't a rule number" in capsys.readouterr().err
