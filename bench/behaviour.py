"""Every golden scenario and ruling example, run to the end: its events (kind, rules, objects,
text), final objects and exit status, written as one JSON file or compared with an earlier one.

A refactoring keeps behaviour when the comparison is empty:

    python bench/behaviour.py --write /tmp/before.json      # on the old commit
    python bench/behaviour.py --compare /tmp/before.json    # on the new one

It prints each scenario whose output differs, and the first differing event.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import parse_scenario, run  # noqa: E402


def _outputs() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for folder in ("tests/scenarios", "examples"):
        for path in sorted((ROOT / folder).glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            for key in ("expect", "example"):
                data.pop(key, None)
            try:
                output, status = run(parse_scenario(data))
            except Exception as exc:  # a scenario that no longer loads is a difference too
                out[f"{folder}/{path.name}"] = {"error": repr(exc)}
                continue
            out[f"{folder}/{path.name}"] = {"status": status, "output": output}
    return out


def _allow_added_legal_actions(old: Any, new: Any) -> None:
    """`legal_actions` may list more than before (new kinds of action): that isn't a change in
    behaviour as long as everything listed before is still listed the same way; nor are fields
    the output's state or its objects gained."""
    if not (old and new and "output" in old and "output" in new):
        return
    before, now = old["output"].get("legal_actions"), new["output"].get("legal_actions")
    if isinstance(before, list) and isinstance(now, list) and all(a in now for a in before):
        new["output"]["legal_actions"] = before
    # A field the output's state gained since (e.g. `actions_taken`) isn't a change either.
    state_before, state_now = old["output"].get("state"), new["output"].get("state")
    if isinstance(state_before, dict) and isinstance(state_now, dict):
        for key in set(state_now) - set(state_before):
            del state_now[key]
        # Likewise a field every object gained (e.g. `loyalty`), compared object by object.
        objects_before = {o.get("id"): o for o in state_before.get("objects", [])}
        for obj in state_now.get("objects", []):
            earlier = objects_before.get(obj.get("id"))
            if isinstance(earlier, dict):
                for key in set(obj) - set(earlier):
                    del obj[key]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", type=Path)
    group.add_argument("--compare", type=Path)
    args = parser.parse_args()
    outputs = _outputs()
    if args.write:
        args.write.write_text(json.dumps(outputs, sort_keys=True), encoding="utf-8")
        print(f"{len(outputs)} scenarios written to {args.write}")
        return 0
    before = json.loads(args.compare.read_text(encoding="utf-8"))
    differ = 0
    for name in sorted(set(before) | set(outputs)):
        old, new = before.get(name), json.loads(json.dumps(outputs.get(name)))
        _allow_added_legal_actions(old, new)
        if old == new:
            continue
        differ += 1
        print(f"DIFFERS {name}")
        if old and new and "output" in old and "output" in new:
            old_events = old["output"].get("events", [])
            new_events = new["output"].get("events", [])
            for i, (a, b) in enumerate(zip(old_events, new_events, strict=False)):
                if a != b:
                    print(f"  event {i}:\n    before {a}\n    now    {b}")
                    break
            else:
                if len(old_events) != len(new_events):
                    print(f"  {len(old_events)} events before, {len(new_events)} now")
                else:
                    print("  events equal; the rest of the output differs")
    print(f"{len(outputs)} scenarios, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
