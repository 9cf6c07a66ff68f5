"""The JSON API keeps every promise of its own OpenAPI spec, as schemathesis checks them.

A real `python -m app` is started, and schemathesis (its CLI, as a user would run it) reads the
spec from /api/v1/openapi.json and runs its examples, coverage, fuzzing and stateful phases on
every operation with every check: no 5xx, only declared statuses, bodies and content types as
declared, schema-valid requests accepted and invalid ones refused, 405 for undeclared methods,
links created by POST /links readable at GET /links/{id}. The settings it runs with, and why, are
in tests/schemathesis.toml (the coverage and examples phases skip the three operations whose body
is a whole scenario: the spec's own scenario example is sent to each of them here, with every
check, through schemathesis's Python API).

The run is bounded by examples per operation (`RULINGS_SCHEMATHESIS_EXAMPLES`, 20 by default:
about 25 s) and repeatable by its seed (`RULINGS_SCHEMATHESIS_SEED`; a random one with
`RULINGS_SCHEMATHESIS_SEED=random`, for a longer hunt by hand).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import schemathesis
from schemathesis.checks import CHECKS, load_all_checks
from schemathesis.config import SchemathesisConfig

from app.settings import ROOT
from tests import servers

CONFIG = ROOT / "tests" / "schemathesis.toml"
SCHEMATHESIS = Path(sys.executable).parent / "schemathesis"
EXAMPLES = int(os.environ.get("RULINGS_SCHEMATHESIS_EXAMPLES", "20"))
SEED = os.environ.get("RULINGS_SCHEMATHESIS_SEED", "20261201")
TIMEOUT = 300 + 10 * EXAMPLES
#: The operations whose body is or holds a whole scenario, each with the body that carries the
#: spec's scenario example (`None`: the example itself).
SCENARIO_OPERATIONS = {
    "/scenarios/run": None,
    "/scenarios/step": {"steps": 1},
    "/links": {"at": 1},
}


def check_the_scenario_example(url: str) -> None:
    """What the examples phase would do for the three scenario operations (tests/schemathesis.toml
    turns it off for them: it builds the whole body's strategy to send one request), done
    directly: the spec's Scenario example, in the body each operation takes, is accepted (2xx,
    where the CLI's checks also allow 422) and answered as the spec says, by every check."""
    load_all_checks()
    config = SchemathesisConfig.from_path(CONFIG)
    schema = schemathesis.openapi.from_url(f"{url}/api/v1/openapi.json", config=config)
    [example] = schema.raw_schema["components"]["schemas"]["Scenario"]["examples"]
    for path, wrapper in SCENARIO_OPERATIONS.items():
        body = example if wrapper is None else {"scenario": example, **wrapper}
        case = schema[path]["POST"].Case(body=body)
        response = case.call_and_validate(checks=CHECKS.get_all())
        assert 200 <= response.status_code < 300, (path, response.status_code, response.text)


@pytest.mark.slow
def test_the_api_answers_as_its_openapi_spec_says(tmp_path: Path, index_path: Path) -> None:
    env = {
        "RULINGS_STORE_DIR": str(tmp_path / "store"),
        "RULINGS_INDEX_PATH": str(index_path),
        # Fuzzing creates hundreds of links from one address: the rate limit is not under test.
        "RULINGS_LINK_RATE_LIMIT": "1000000",
    }
    report = tmp_path / "schemathesis.json"
    seed = [] if SEED == "random" else ["--seed", SEED]
    with servers.app_processes(1, env, tmp_path) as [url]:
        check_the_scenario_example(url)
        done = subprocess.run(
            [
                str(SCHEMATHESIS),
                "--config-file",
                str(CONFIG),
                "--no-color",
                "run",
                f"{url}/api/v1/openapi.json",
                "--checks",
                "all",
                "--phases",
                "examples,coverage,fuzzing,stateful",
                "--max-examples",
                str(EXAMPLES),
                *seed,
                "--workers",
                "2",
                "--report",
                "json",
                "--report-json-path",
                str(report),
            ],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=False,
        )
    output = done.stdout[-20_000:] + done.stderr[-5_000:]
    assert done.returncode == 0, output
    result = json.loads(report.read_text(encoding="utf-8"))
    assert result["complete"], output
    assert result["operations"]["tested"] == result["operations"]["total"] == 19, output
    assert {name: phase["status"] for name, phase in result["phases"].items()} == {
        "examples": "success",
        "coverage": "success",
        "fuzzing": "success",
        "stateful": "success",
    }, output
    cases = result["test_cases"]
    assert cases["with_failures"] == cases["errored"] == 0, output
    assert result["failures"] == result["errors"] == [], output
    assert cases["generated"] >= 10 * EXAMPLES, output
    # The figure for bench/README.md and for whoever reads the log: `pytest -s` shows it.
    print(
        f"schemathesis (seed {result['seed']}, {EXAMPLES} examples per operation): "
        f"{cases['generated']} test cases on {result['operations']['tested']} operations in "
        f"{result['running_time']:.1f} s, 0 failures"
    )
