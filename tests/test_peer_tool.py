"""bench/peer.py, the differential check against phase-python: it runs and reports (not a gate).

These tests check that the tool works end to end on a few scenarios and that its figures add up;
they don't require any number of agreements.
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from collections.abc import Iterator
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


@pytest.mark.slow
def test_peer_tool_prints_the_summary_for_one_scenario() -> None:
    result = _peer("-k", "bolt_creature_then_player")
    assert result.returncode == 0, result.stderr
    first = result.stdout.splitlines()[0]
    assert first.startswith("scenarios 1: expressed 1, agree ")


@pytest.mark.slow
def test_peer_tool_figures_add_up() -> None:
    report = _report("-k", "combat_trample")
    assert report["total"] == len(report["results"]) >= 1
    assert report["expressed"] + sum(report["not_expressed"].values()) == report["total"]
    assert report["agree"] + report["disagree"] + report["peer_errors"] == report["expressed"]
    for entry in report["results"]:
        assert entry["status"] in {"agree", "disagree", "peer_error", "not_expressed"}
        if entry["status"] == "disagree":
            assert entry["differences"]


@pytest.mark.slow
def test_peer_tool_counts_what_it_cannot_express_with_the_reason() -> None:
    report = _report("-k", "name-stickers-public-zone-change")
    assert report["expressed"] == 0
    assert report["not_expressed"] == {"action sticker (no peer equivalent)": report["total"]}


#: Scenarios the tool must lay out as written: each agrees with the peer.
LAID_OUT = [
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
]


@pytest.fixture(scope="module")
def laid_out() -> Iterator[dict[str, dict[str, Any]]]:
    """The tool's report for each of `LAID_OUT` (`-k NAME`), as `bench/peer.py` makes it, from one
    peer worker process for them all rather than a run of the tool apiece (each imports the
    engine and the peer again, seconds of CPU: issue 27 §6)."""
    saved = sys.path[:]
    try:
        # bench/peer.py, imported from bench/ (last on the path, as `_bench_importable` below puts
        # it, which this module-scoped fixture runs before): a bench script another test imported
        # may have taken the folder off. The path is restored afterwards.
        sys.path.append(str(ROOT / "bench"))
        peer = importlib.import_module("peer")
        worker = peer.Worker(peer.DEFAULT_TIMEOUT)
        try:
            reports = {}
            for name in LAID_OUT:
                paths = [p for p in peer.scenario_files() if name in peer.label(p)]
                found = [peer.compare(peer.load_scenario(p), worker, peer.label(p)) for p in paths]
                reports[name] = dict(peer.tally(found))
            yield reports
        finally:
            worker.stop()
    finally:
        sys.path[:] = saved


@pytest.mark.slow
@pytest.mark.xdist_group("peer-laid-out")  # one worker runs `laid_out` once
@pytest.mark.parametrize("name", LAID_OUT)
def test_peer_tool_lays_out_the_scenario_as_written(
    laid_out: dict[str, dict[str, Any]], name: str
) -> None:
    report = laid_out[name]
    assert report["agree"] == report["total"] == 1, report["results"]


# ── the corpus check's pure helpers (no peer game is played) ───────────────────────────────────
sys.path.append(str(ROOT / "bench"))

from peer_board import BOARD, CARD, MANA, answer, board  # noqa: E402
from peer_board import _pay_cost as pay_cost  # noqa: E402
from peer_compare import differences  # noqa: E402
from peer_corpus import peer_fully, peer_gaps, sample, trials  # noqa: E402

from engine.cards.pool import find  # noqa: E402
from engine.cards.status import card_status  # noqa: E402


@pytest.fixture(autouse=True)
def _bench_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tool imports some of its modules as it needs them, from bench/: a bench script
    imported by another test takes that folder off sys.path, so each test puts it back (last,
    where bench/engine.py can't stand for the engine package)."""
    monkeypatch.setattr(sys, "path", [*sys.path, str(ROOT / "bench")])


def _snapshot(**objects: dict[str, Any]) -> dict[str, Any]:
    return {
        "objects": objects,
        "tokens": [],
        "players": {"A": {"life": 20, "lost": False}, "B": {"life": 20, "lost": False}},
        "refused": None,
    }


def test_standard_board_has_targets_of_every_kind_for_both_players() -> None:
    scenario = board("Lightning Bolt", "cast")
    by_id = {o["id"]: o for o in scenario["objects"]}
    assert by_id[CARD] == {"id": CARD, "card": "Lightning Bolt", "owner": "A", "zone": "hand"}
    assert scenario["actions"] == [{"player": "A", "cast": CARD}, {"resolve": "stack"}]
    assert scenario["players"][0]["mana_pool"] == MANA
    assert scenario["turn"] == {"number": 3, "active": "A", "step": "main1"}
    for player in ("A", "B"):
        mine = [o for o in BOARD if o["owner"] == player]
        kinds = {(o["zone"], find(o["card"]).type_line.split(" —")[0]) for o in mine}  # type: ignore[union-attr]
        sizes = {find(o["card"]).power for o in mine if o["zone"] == "battlefield"}  # type: ignore[union-attr]
        assert {
            ("battlefield", "Creature"),
            ("battlefield", "Artifact"),
            ("battlefield", "Enchantment"),
            ("battlefield", "Basic Land"),
        } <= kinds
        assert {o["zone"] for o in mine} == {"battlefield", "hand", "library", "graveyard"}
        assert len(sizes - {None}) == 3


def test_standard_board_activates_on_the_battlefield_and_plays_a_land() -> None:
    activated = board("Millstone", "activate")
    assert next(o for o in activated["objects"] if o["id"] == CARD)["zone"] == "battlefield"
    assert activated["actions"][0] == {"player": "A", "activate": CARD, "ability": 1}
    assert board("Forest", "play")["actions"] == [{"player": "A", "play_land": CARD}]
    attack = board("Grizzly Bears", "attack")
    assert next(o for o in attack["objects"] if o["id"] == CARD)["zone"] == "battlefield"
    assert attack["actions"] == [
        {"advance_to": "beginning_of_combat"},
        {"attack": {CARD: "B"}},
        {"advance_to": "main2"},
    ]
    bolt = board("Grizzly Bears", "bolt")
    assert bolt["players"][1]["mana_pool"] == "{R}"
    assert bolt["actions"][0] == {"player": "B", "cast": "b_hand_bolt", "targets": [CARD]}


def test_answers_follow_the_board_order_and_take_as_few_targets_as_allowed() -> None:
    target = {"kind": "target", "options": ["A", "a_giant", "b_bears", "card"], "min": 1, "max": 2}
    assert answer(target) == ("target", ["b_bears"])
    assert answer(target | {"min": 0}) == ("target", ["b_bears"])
    assert answer(target | {"min": 2}) == ("target", ["b_bears", "a_giant"])
    # The card under test comes after the board's permanents, before the players.
    assert answer({"kind": "object", "options": ["B", "card", "b_gy_ogre"]}) == ("object", "card")
    assert answer({"kind": "x", "options": [], "min": 0, "max": 30}) == ("x", 2)
    assert answer({"kind": "mode", "options": ["1", "2", "3"], "min": 2, "max": 2}) == (
        "mode",
        [1, 2],
    )
    assert answer({"kind": "yes", "options": []}) == ("yes", True)
    assert answer({"kind": "damage", "options": ["b_bears"]}) is None


def test_a_cost_naming_permanents_is_paid_with_the_casters_in_order() -> None:
    action: dict[str, Any] = {"player": "A", "activate": CARD}
    refusal = {"message": "name what to sacrifice in the action's costs.sacrifice"}
    assert pay_cost(action, refusal)
    assert action["costs"] == {"sacrifice": ["a_lions"]}
    tap = {
        "message": "this cost taps 2 untapped permanent(s) player A controls; 1 named (costs.tap)"
    }
    action = {"player": "A", "activate": CARD, "costs": {"tap": ["a_lions"]}}
    assert pay_cost(action, tap)
    assert action["costs"] == {"tap": ["a_lions", "a_giant"]}
    assert not pay_cost(action, {"message": "summoning sick"})
    assert not pay_cost(action, None)


def test_trials_cast_or_play_the_card_fight_with_a_creature_and_activate_an_ability() -> None:
    labels = [t.label for t in trials(find("Millstone"))]  # type: ignore[arg-type]
    assert labels == ["Millstone (cast)", "Millstone (activate 1)"]
    assert [t.kind for t in trials(find("Llanowar Elves"))] == ["cast", "attack", "bolt"]  # type: ignore[arg-type]
    assert [t.label for t in trials(find("Forest"))] == ["Forest (play)"]  # type: ignore[arg-type]
    # Cycling works from the hand (702.29a), not from the battlefield: not activated there.
    assert [t.kind for t in trials(find("Claws of Wirewood"))] == ["cast"]  # type: ignore[arg-type]


@pytest.mark.slow
def test_sample_is_seeded_and_sliced_and_both_engines_fully_handle_it() -> None:
    first = [c.name for c in sample(25, 0, 4)]
    assert first == [c.name for c in sample(25, 0, 4)]
    assert [c.name for c in sample(25, 1, 3)] == first[1:]
    assert first != [c.name for c in sample(26, 0, 4)]
    for name in first:
        card = find(name)
        assert card is not None
        assert card_status(card).status == "implemented"
        assert peer_fully(card)


def test_peer_gaps_name_what_the_peer_left_unread() -> None:
    face = {
        "name": "Some Card",
        "oracle_text": "Unimplemented",
        "abilities": [{"effect": {"type": "Unimplemented", "name": "unparsed_quantity"}}],
        "triggers": [{"mode": {"Unknown": "whenever a player says gotcha"}}],
        "parse_warnings": [{"type": "SwallowedClause", "description": "If you were first"}],
        "static_abilities": [{"condition": {"type": "Unrecognized", "text": "stickered"}}],
    }
    assert peer_gaps(face) == [
        "parse warning: If you were first",
        "unparsed_quantity",
        "unknown: whenever a player says gotcha",
        "Unrecognized",
    ]
    assert peer_gaps({"abilities": [{"effect": {"type": "DealDamage"}}], "oracle_text": ""}) == []


def test_comparison_reads_counters_tapped_and_tokens_named_without_the_word_token() -> None:
    ours = _snapshot(b_bears={"zone": "battlefield", "tapped": True, "counters": {"+1/+1": 1}})
    same = _snapshot(b_bears={"zone": "battlefield", "tapped": True, "counters": {"+1/+1": 1}})
    assert differences(ours, same) == []
    other = _snapshot(b_bears={"zone": "battlefield", "tapped": False, "counters": {}})
    assert differences(ours, other) == [
        "b_bears tapped: ours True, peer False",
        "b_bears counters: ours {'+1/+1': 1}, peer {}",
    ]
    ours["tokens"] = [{"name": "Soldier Token", "controller": "A", "power": 1, "toughness": 1}]
    same["tokens"] = [{"name": "Soldier", "controller": "A", "power": 1, "toughness": 1}]
    assert differences(ours, same) == []
    same["tokens"][0]["controller"] = "B"
    assert differences(ours, same) == [
        "tokens made: ours Soldier Token (A, 1/1), peer Soldier (B, 1/1)"
    ]


@pytest.mark.slow
def test_peer_tool_compares_corpus_cards() -> None:
    # Riot's "may" (702.136a) is answered yes in ours and given to the peer's own prompt.
    report = _report("--card", "Lightning Bolt", "--card", "Rampaging Rendhorn", "--timeout", "30")
    assert report["cards"] == {"agree": 2, "total": 2}
    assert [r["scenario"] for r in report["results"]] == [
        "Lightning Bolt (cast)",
        "Rampaging Rendhorn (cast)",
        "Rampaging Rendhorn (attack)",
        "Rampaging Rendhorn (bolt)",
    ]
