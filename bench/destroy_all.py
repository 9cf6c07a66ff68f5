"""Benchmark case 6 of bench/engine.py: Wrath of God over boards of 100, 300 and 1,000 Grizzly
Bears, in our engine and in the peer engine (phase-python), measured in one run (issue 25 §4).

Player A casts Wrath of God ("Destroy all creatures. They can't be regenerated.", 701.8a) with
N Grizzly Bears on the battlefield, half of them A's and half B's, and the stack resolves: every
Bear is destroyed and put into its owner's graveyard, one by one within one instruction, each a
new object there (400.7) whose dies triggers are looked for (603.6c, 603.10a) and whose unread
lines, if it had any, are checked (engine.modifiers.unmodelled). Compared: the two actions (cast,
then pass until the stack is empty) from the laid-out board, in the peer (the board laid out by
bench/peer_setup.py, not timed) and in ours (the step loop from the loaded state, `actions`);
`engine.driver.run.run` end to end (load, steps, output) is shown beside them. All are timed with
`time.process_time` (CPU time of this process, which the machine's other load disturbs least),
sample by sample in alternation, so that both engines and all sizes see the same load.

Targets: linear growth in our engine (1,000/100 of the minimums of the actions ≤ 11) and our
actions at least 3× faster than the peer's at every size (of the minimums).

Scenarios hold at most 500 objects (SCENARIO.md limits, docs/limits.md): the 1,000-Bear board
is the objects of scenarios within that limit in one `Scenario`, put together with `model_copy`.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections.abc import Callable
from typing import Any

from engine.core.state import GameState
from engine.driver.game import is_finished, step
from engine.driver.run import load, run
from engine.driver.scenario import MAX_OBJECTS, Scenario, parse_scenario

SIZES = (100, 300, 1000)
TARGET_LINEAR_MAX = 11.0
TARGET_PEER_FACTOR = 3.0
#: Samples of the peer over the largest board (each takes seconds).
PEER_SAMPLES_LARGEST = 3


def wrath_scenario(n: int) -> dict[str, Any]:
    """Wrath of God cast by A over `n` Grizzly Bears, half A's and half B's."""
    return {
        "format": "rulings-explorer/1",
        "title": f"Wrath of God over {n} Grizzly Bears",
        "players": [{"id": "A", "mana_pool": "{W}{W}{C}{C}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "wrath", "card": "Wrath of God", "owner": "A", "zone": "hand"},
            *(
                {
                    "id": f"b{i}",
                    "card": "Grizzly Bears",
                    "owner": "AB"[i % 2],
                    "zone": "battlefield",
                }
                for i in range(n)
            ),
        ],
        "actions": [{"player": "A", "cast": "wrath"}, {"resolve": "stack"}],
    }


def ours(n: int) -> Scenario:
    """The validated scenario; above 500 objects, put together from two that are within it."""
    data = wrath_scenario(n)
    objects = data["objects"]
    scenario = parse_scenario({**data, "objects": objects[:MAX_OBJECTS]})
    for start in range(MAX_OBJECTS, len(objects), MAX_OBJECTS):
        part = parse_scenario({**data, "objects": objects[start : start + MAX_OBJECTS]})
        scenario = scenario.model_copy(update={"objects": scenario.objects + part.objects})
    return scenario


def actions(state: GameState) -> GameState:
    """The scenario's actions from the loaded board, step by step to the end (what the peer's
    timing covers: no loading, no output)."""
    while not is_finished(state):
        state, _ = step(state)
    return state


def check_ours(n: int) -> list[str]:
    out, status = run(ours(n))
    graveyard = sum(1 for o in out["state"]["objects"] if o["zone"] == "graveyard")
    if status != 0 or graveyard != n + 1:
        return [f"ours, {n} Bears: exit {status}, {graveyard} cards in graveyards (want {n + 1})"]
    return []


class PeerCase:
    """The scenario in the peer: the board laid out once (untimed); `reload` puts it back before
    each timed `perform` of the scenario's actions; `check` says what went wrong, if anything."""

    def __init__(self, n: int) -> None:
        from peer_setup import setup

        self.n = n
        self.scenario = wrath_scenario(n)
        self.pg = setup(self.scenario)
        self.saved = self.pg.game.state()

    def reload(self) -> None:
        self.pg.game = self.pg.engine.load_game(self.saved)

    def perform(self) -> None:
        from peer_drive import Driver

        driver = Driver(self.pg, self.scenario, None)
        for index, action in enumerate(self.scenario["actions"]):
            driver.perform(action, index)

    def check(self) -> list[str]:
        """What is wrong with the state after `perform`: Bears left on the battlefield."""
        objects = self.pg.state()["objects"]
        left = sum(
            1
            for key, o in objects.items()
            if str(o["zone"]).lower() == "battlefield" and self.pg.scenario_id(int(key)) is not None
        )
        return [f"peer, {self.n} Bears: {left} left on the battlefield"] if left else []


def peer_cases() -> dict[int, PeerCase] | None:
    """Each size laid out in the peer; None when the peer isn't installed."""
    try:
        import phase  # noqa: F401
    except ImportError:
        return None
    return {n: PeerCase(n) for n in SIZES}


def bench_destroy_all(repeat: int) -> dict[str, Any]:
    """Case 6: every size in both engines, sample by sample in alternation."""
    report: dict[str, Any] = {"sizes": {}, "problems": [], "peer": True}
    scenarios = {n: ours(n) for n in SIZES}
    for n in SIZES:
        report["problems"] += check_ours(n)
    peers = peer_cases()
    report["peer"] = peers is not None
    loaded = {n: load(scenarios[n]) for n in SIZES}
    samples: dict[tuple[str, int], list[float]] = {}
    for n in SIZES:
        run(scenarios[n])  # warm-up
    for sample in range(repeat):
        for n in SIZES:
            gc.collect()
            start = time.process_time()
            run(scenarios[n])
            samples.setdefault(("run", n), []).append(time.process_time() - start)
            gc.collect()
            start = time.process_time()
            actions(loaded[n])
            samples.setdefault(("ours", n), []).append(time.process_time() - start)
            # The peer takes seconds over the largest board: fewer samples there.
            if peers is not None and (n < SIZES[-1] or sample < PEER_SAMPLES_LARGEST):
                peers[n].reload()
                gc.collect()
                start = time.process_time()
                peers[n].perform()
                samples.setdefault(("peer", n), []).append(time.process_time() - start)
                if sample == 0:
                    report["problems"] += peers[n].check()
    for (engine, n), values in samples.items():
        report["sizes"].setdefault(str(n), {})[engine] = {
            "median_s": statistics.median(values),
            "min_s": min(values),
            "repeat": len(values),
        }
    low, high = str(SIZES[0]), str(SIZES[-1])
    sizes = report["sizes"]
    report["linear_ratio"] = sizes[high]["ours"]["min_s"] / sizes[low]["ours"]["min_s"]
    report["peer_factors"] = {
        n: row["peer"]["min_s"] / row["ours"]["min_s"] for n, row in sizes.items() if "peer" in row
    }
    report["met"] = (
        not report["problems"]
        and report["linear_ratio"] <= TARGET_LINEAR_MAX
        and all(f >= TARGET_PEER_FACTOR for f in report["peer_factors"].values())
    )
    return report


def missed(report: dict[str, Any]) -> list[str]:
    """The targets case 6 misses, in words."""
    out = list(report["problems"])
    if report["linear_ratio"] > TARGET_LINEAR_MAX:
        out.append(
            f"Wrath {SIZES[-1]}/{SIZES[0]} = {report['linear_ratio']:.1f} "
            f"(target ≤ {TARGET_LINEAR_MAX:g})"
        )
    for n, factor in report["peer_factors"].items():
        if factor < TARGET_PEER_FACTOR:
            out.append(f"Wrath over {n}: {factor:.1f}× the peer (target ≥ {TARGET_PEER_FACTOR:g}×)")
    return out


def print_destroy_all(report: dict[str, Any], fmt: Callable[[float], str]) -> None:
    print(
        "6. Wrath of God over N Grizzly Bears, CPU time, min (median): our run() end to end, the "
        "actions alone (cast, resolve) in ours and in the peer, from the laid-out board"
    )
    print(f"  {'N':<7}{'run()':>21}{'actions, ours':>21}{'actions, peer':>21}{'peer/ours':>11}")
    for n, row in report["sizes"].items():
        line = f"  {n:<7}"
        for engine in ("run", "ours", "peer"):
            if engine in row:
                t = row[engine]
                line += f"{fmt(t['min_s']):>11} ({fmt(t['median_s']):>8})"
        if n in report["peer_factors"]:
            line += f"{report['peer_factors'][n]:>10.1f}×"
        print(line)
    print(
        f"  {SIZES[-1]}/{SIZES[0]} (our actions, of minimums): {report['linear_ratio']:.2f}, "
        f"target ≤ {TARGET_LINEAR_MAX:g} (linear would be {SIZES[-1] / SIZES[0]:g}); peer/ours "
        f"target ≥ {TARGET_PEER_FACTOR:g}× at every size"
        + ("" if report["peer"] else " (peer not installed: not measured)")
    )
    for p in report["problems"]:
        print(f"  PROBLEM: {p}")
    print()
