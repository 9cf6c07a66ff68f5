"""bench/peer.py, the differential check against phase-python: it runs and reports (not a gate).

These tests check that the tool works end to end on a few scenarios and that its figures add up;
they don't require any number of agreements.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytest.importorskip("phase")


def _peer(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "bench" / "peer.py"), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _report(*args: str) -> dict[str, Any]:
    result = _peer("--json", *args)
    assert result.returncode == 0, result.stderr
    return dict(json.loads(result.stdout))


def test_peer_tool_prints_the_summary_for_one_scenario() -> None:
    result = _peer("-k", "bolt_creature_then_player")
    assert result.returncode == 0, result.stderr
    first = result.stdout.splitlines()[0]
    assert first.startswith("scenarios 1: expressed 1, agree ")


def test_peer_tool_figures_add_up() -> None:
    report = _report("-k", "combat_trample")
    assert report["total"] == len(report["results"]) >= 1
    assert report["expressed"] + sum(report["not_expressed"].values()) == report["total"]
    assert report["agree"] + report["disagree"] + report["peer_errors"] == report["expressed"]
    for entry in report["results"]:
        assert entry["status"] in {"agree", "disagree", "peer_error", "not_expressed"}
        if entry["status"] == "disagree":
            assert entry["differences"]


def test_peer_tool_counts_what_it_cannot_express_with_the_reason() -> None:
    report = _report("-k", "name-stickers-public-zone-change")
    assert report["expressed"] == 0
    assert report["not_expressed"] == {"action sticker (no peer equivalent)": report["total"]}


@pytest.mark.parametrize(
    "name",
    [
        # Fillers are kept from the library only: one left in an opening hand counted as a card in
        # hand for Grim Strider's "-1/-1 for each card in your hand".
        "compiled_amount_static_for_each_card_in_hand",
        # Object 1 (Grizzly Bears) is not player seat 1: B's Shock targets the Bears, not B.
        "compiled_fight_fighter_gone_no_damage",
        # A `pass` into the declare blockers step leaves the declaration to the `block` after it.
        "compiled_wither_blocker_gets_counters",
        # A planeswalker's printed loyalty reaches the peer (it enters with counters, 306.5b).
        "planeswalker_enters_with_loyalty_and_damage_removes_it",
        # A cast the peer refuses (a cost it can't pay, 118.3) is a refusal, not a peer error.
        "compiled_graveyard_exile_cost_refused_too_few",
        # "Choose two" modes given as a list.
        "compiled_modes_choose_two_kolaghans_command",
    ],
)
def test_peer_tool_lays_out_the_scenario_as_written(name: str) -> None:
    report = _report("-k", name)
    assert report["agree"] == report["total"] == 1, report["results"]
