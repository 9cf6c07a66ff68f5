"""Command line: `python -m engine run FILE|-`, `python -m engine step FILE --steps N` and
`python -m engine where RULE`.

`run` and `step` print the run output (SCENARIO.md) as JSON. Exit status: 0 ran (also when
stopped at a pending choice), 2 the scenario doesn't load, 3 an illegal action or answer, 4 a
budget ran out, 5 the engine failed (a bug), 6 an action needs a line of a card the engine
doesn't model (`error.kind` "unsupported", naming the line; not illegal). `where` prints where a
rule is implemented and which events cite it (exit 2 for something that isn't a rule number).
"""

from __future__ import annotations

import argparse
import json
import sys

from engine.core.errors import ScenarioError
from engine.driver.run import run
from engine.driver.where import where

MAX_INPUT_BYTES = 2 * 1024 * 1024


def _read(path: str) -> bytes:
    if path == "-":
        data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
    else:
        with open(path, "rb") as handle:
            data = handle.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        raise ScenarioError("", f"the scenario is larger than {MAX_INPUT_BYTES} bytes")
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__.split("\n")[0])
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--compact", action="store_true", help="print JSON on one line")
    commands = parser.add_subparsers(dest="command", required=True)
    run_parser = commands.add_parser("run", parents=[common], help="run a scenario to its end")
    run_parser.add_argument("file", help="scenario JSON file, or - for standard input")
    step_parser = commands.add_parser("step", parents=[common], help="run the first N steps")
    step_parser.add_argument("file", help="scenario JSON file, or - for standard input")
    step_parser.add_argument("--steps", type=int, required=True, help="how many steps (N ≥ 0)")
    where_parser = commands.add_parser(
        "where", help="where a rule is implemented and which events cite it"
    )
    where_parser.add_argument("rule", help="a CR rule number, e.g. 608.2b or 702.19")
    args = parser.parse_args(argv)
    if args.command == "where":
        try:
            print(where(args.rule).text())
        except ValueError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        return 0
    steps = getattr(args, "steps", None)
    if steps is not None and steps < 0:
        print("error: --steps must be 0 or more", file=sys.stderr)
        return 2
    try:
        data = _read(args.file)
        result, status = run(data, steps=steps)
    except OSError as exc:
        print(f"error: cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except ScenarioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    indent = None if args.compact else 2
    print(json.dumps(result, ensure_ascii=False, indent=indent))
    if result["error"]:
        print(f"error: {result['error']['message']}", file=sys.stderr)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
