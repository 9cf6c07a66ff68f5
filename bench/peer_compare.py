"""Our side of the differential check: run a scenario in our engine and compare final states.

Both sides are reduced to the same snapshot: the zone of every scenario object (a token that
left the battlefield has ceased to exist, CR 704.5d, and reads "gone"), power and toughness of
creatures on the battlefield, tokens made during the run (name, controller, P/T), each player's
life total and whether they lost, and which action (if any) was refused.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.core.errors import ScenarioError
from engine.driver.run import run

ROOT = Path(__file__).resolve().parents[1]
SOURCES = (ROOT / "tests" / "scenarios", ROOT / "examples")
_EXTRA_KEYS = ("expect", "example")


def scenario_files() -> list[Path]:
    """The golden scenarios, then the examples (each folder's README is not a scenario)."""
    return [p for folder in SOURCES for p in sorted(folder.glob("*.json"))]


def load_scenario(path: Path) -> dict[str, Any]:
    """A scenario file without the blocks the test loaders remove (`expect`, `example`)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for key in _EXTRA_KEYS:
        data.pop(key, None)
    return dict(data)


def label(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def ours(scenario: dict[str, Any]) -> tuple[dict[str, Any] | None, str | None]:
    """Our snapshot, or why the scenario isn't compared (it doesn't load, hits a budget, …)."""
    try:
        output, status = run(scenario)
    except ScenarioError:
        return None, "ours refuses to load it (exit 2)"
    except Exception as exc:  # the engine is edited while this runs; report, don't stop
        return None, f"ours crashes ({type(exc).__name__})"
    if status == 4:
        return None, "ours stops at an engine budget (exit 4)"
    if output.get("pending"):
        return None, "ours ends at a pending choice"
    return snapshot(scenario, output), None


def snapshot(scenario: dict[str, Any], output: dict[str, Any]) -> dict[str, Any]:
    state = output["state"]
    named = {o["id"]: o for o in scenario.get("objects", [])}
    objects: dict[str, dict[str, Any]] = {}
    tokens: list[dict[str, Any]] = []
    for obj in state["objects"]:
        entry: dict[str, Any] = {"zone": obj["zone"]}
        if obj["zone"] == "battlefield":
            entry |= permanent(obj["tapped"], obj["counters"])
            if obj["power"] is not None:
                entry |= {"power": obj["power"], "toughness": obj["toughness"]}
        if obj["id"] in named:
            objects[obj["id"]] = entry
        elif obj["token"] and obj["zone"] == "battlefield":
            tokens.append({"name": obj["name"], "controller": obj["controller"]})
            tokens[-1] |= {k: v for k, v in entry.items() if k != "zone"}
    for sid, obj in named.items():
        if "token" in obj and objects.get(sid, {}).get("zone", "gone") != "battlefield":
            objects[sid] = {"zone": "gone"}
    players = {p["id"]: {"life": p["life"], "lost": p["lost"]} for p in state["players"]}
    error = output.get("error")
    refused = error.get("action_index") if error else None
    return {
        "objects": objects,
        "tokens": sorted(tokens, key=lambda t: sorted((k, str(v)) for k, v in t.items())),
        "players": players,
        "refused": refused,
    }


def permanent(tapped: bool, counters: dict[str, int]) -> dict[str, Any]:
    """A permanent's status and counters in the comparison's form: counter names case-folded,
    counters of zero dropped (CR 122.1)."""
    kept = {name.casefold(): n for name, n in counters.items() if n}
    return {"tapped": bool(tapped), "counters": dict(sorted(kept.items()))}


def normalise_peer(scenario: dict[str, Any], peer: dict[str, Any]) -> dict[str, Any]:
    """Peer tokens from the scenario that left the battlefield read "gone" like ours."""
    objects = dict(peer["objects"])
    for obj in scenario.get("objects", []):
        if "token" in obj and objects.get(obj["id"], {}).get("zone", "gone") != "battlefield":
            objects[obj["id"]] = {"zone": "gone"}
    return {**peer, "objects": objects}


def differences(mine: dict[str, Any], peer: dict[str, Any]) -> list[str]:
    """Each difference in words: `what: ours X, peer Y`."""
    out: list[str] = []
    if mine["refused"] != peer["refused"]:
        out.append(f"refused action: ours {mine['refused']}, peer {peer['refused']}")
    for pid, want in mine["players"].items():
        have = peer["players"].get(pid, {})
        for key in ("life", "lost"):
            if want[key] != have.get(key):
                out.append(f"player {pid} {key}: ours {want[key]}, peer {have.get(key)}")
    for oid, want in mine["objects"].items():
        have = peer["objects"].get(oid, {"zone": "gone"})
        if want["zone"] != have["zone"]:
            out.append(f"{oid} zone: ours {want['zone']}, peer {have['zone']}")
            continue
        for key in ("power", "toughness", "tapped", "counters"):
            if want.get(key) != have.get(key):
                out.append(f"{oid} {key}: ours {want.get(key)}, peer {have.get(key)}")
    if _unnamed(mine["tokens"]) != _unnamed(peer["tokens"]):
        out.append(f"tokens made: ours {_tokens(mine['tokens'])}, peer {_tokens(peer['tokens'])}")
    return out


def _unnamed(tokens: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Tokens with the word "Token" dropped from their names: the peer leaves it out of the name
    of a token an effect doesn't name, where CR 111.4 puts it in (peer_disagreements.md, 8)."""
    out = [t | {"name": t["name"].removesuffix(" Token")} for t in tokens]
    return sorted(out, key=lambda t: sorted((k, str(v)) for k, v in t.items()))


def _tokens(tokens: list[dict[str, Any]]) -> str:
    if not tokens:
        return "none"
    return "; ".join(
        f"{t['name']} ({t['controller']}"
        + (f", {t['power']}/{t['toughness']}" if "power" in t else "")
        + ")"
        for t in tokens
    )


__all__ = [
    "differences",
    "label",
    "load_scenario",
    "normalise_peer",
    "ours",
    "permanent",
    "scenario_files",
]
