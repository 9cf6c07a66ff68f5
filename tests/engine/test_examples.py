"""Ruling examples (examples/*.json): each runs to its asserted outcome and has a contrast whose
outcome differs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.driver.scenario import parse_scenario
from engine.driver.share_links import decode_link, encode_link
from tests.engine.golden import check, run_golden

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"


def example_files() -> list[Path]:
    return sorted(EXAMPLES.glob("*.json"))


def load(path: Path) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    meta = data.pop("example")
    expect = data.pop("expect")
    return data, meta, expect


@pytest.mark.parametrize("path", example_files(), ids=lambda p: p.stem)
def test_example_runs_to_its_asserted_outcome(path: Path) -> None:
    scenario, meta, expect = load(path)
    assert scenario.get("title"), "an example needs a title for readers"
    output, status, error = run_golden(scenario)
    assert error is None, f"{path.name} doesn't load: {error}"
    assert output is not None
    problems = check(output, status, expect)
    assert not problems, f"{path.name}:\n  " + "\n  ".join(problems)
    if meta.get("applies"):
        want = meta["applies"]
        assert any(
            e["kind"] == want["kind"] and e["rules"] == want["rules"] for e in output["events"]
        ), f"{path.name}: no {want} event to open the explorer at"


@pytest.mark.parametrize("path", example_files(), ids=lambda p: p.stem)
def test_example_has_a_contrast_with_a_different_outcome(path: Path) -> None:
    scenario, meta, expect = load(path)
    partner_name = meta.get("contrast") or meta.get("contrast_of")
    assert partner_name, f"{path.name} names no contrast (or contrast_of)"
    partner = EXAMPLES / partner_name
    assert partner.exists(), f"{path.name}: contrast {partner_name} is missing"
    other, other_meta, other_expect = load(partner)
    assert (other_meta.get("contrast") or other_meta.get("contrast_of")) == path.name
    out_a, _, _ = run_golden(scenario)
    out_b, _, _ = run_golden(other)
    assert out_a is not None
    assert out_b is not None
    assert out_a["state"] != out_b["state"] or out_a["events"] != out_b["events"]
    # Each side's own expectation must fail on the other side's run, so they truly differ.
    assert check(out_b, 0, expect) or check(out_a, 0, other_expect)


RULINGS = json.loads((ROOT / "data" / "rulings.json").read_text(encoding="utf-8"))


def test_every_seed_ruling_has_an_example() -> None:
    """Every seed paragraph states a rule of play, so each needs at least one example."""
    covered: set[str] = set()
    for path in example_files():
        _, meta, _ = load(path)
        covered.update(meta.get("rulings", []))
    missing = [
        f"{r['id']} ({r['topic']}): {r['text'][:70]}" for r in RULINGS if r["id"] not in covered
    ]
    assert not missing, "rulings without an example:\n" + "\n".join(missing)


def test_examples_name_real_rulings_and_rules() -> None:
    ids = {r["id"] for r in RULINGS}
    rules = {r["number"] for r in json.loads((ROOT / "data" / "cr.json").read_text())["rules"]}
    for path in example_files():
        _, meta, _ = load(path)
        assert set(meta.get("rulings", [])) <= ids, path.name
        assert set(meta.get("rules", [])) <= rules, path.name


@pytest.mark.parametrize("path", example_files(), ids=lambda p: p.stem)
def test_example_share_link_reads_back_the_same_scenario(path: Path) -> None:
    """Canonical JSON leaves defaults out but keeps union tags ("op": "destroy" of an inline
    card), so every example's share link and short link open."""
    scenario = parse_scenario(load(path)[0])
    again = decode_link(encode_link(scenario))
    assert again == scenario
    assert again.to_json() == scenario.to_json()
