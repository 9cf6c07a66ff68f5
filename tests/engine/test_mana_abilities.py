"""Mana production: "could produce" (CR 106.7), undefined types (106.5), {T} for mana (106.12)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.golden import run_golden


def _run(objects: list[dict[str, Any]], actions: list[dict[str, Any]], **extra: Any) -> Any:
    scenario = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": objects,
        "actions": actions,
        **extra,
    }
    output, status, error = run_golden(scenario)
    assert error is None
    assert output is not None
    assert status == 0, output["error"]
    return output


def _pool(output: Any, player: str = "A") -> str:
    return next(p["mana_pool"] for p in output["state"]["players"] if p["id"] == player)


def _on(id_: str, card: str, owner: str = "A", **kw: Any) -> dict[str, Any]:
    return {"id": id_, "card": card, "owner": owner, "zone": "battlefield", **kw}


def test_reflecting_pools_relay_what_another_land_could_produce() -> None:
    # pool1 relays pool2, which relays the Forest: green is defined for both (106.7).
    output = _run(
        [_on("pool1", "Reflecting Pool"), _on("pool2", "Reflecting Pool"), _on("f", "Forest")],
        [{"player": "A", "activate": "pool1", "ability": 1}],
    )
    assert _pool(output) == "{G}"


def test_opponents_lands_dont_count_for_reflecting_pool() -> None:
    output = _run(
        [_on("pool", "Reflecting Pool"), _on("island", "Island", "B")],
        [{"player": "A", "activate": "pool", "ability": 1}],
    )
    assert _pool(output) == ""
    assert [e["rules"] for e in output["events"] if e["kind"] == "no_mana"] == [["106.5", "106.7"]]


@pytest.mark.parametrize(("reflections", "expected"), [(0, "{G}"), (1, "{G}{G}"), (2, "{G}" * 4)])
def test_each_mana_reflection_doubles_again(reflections: int, expected: str) -> None:
    objects = [_on("elves", "Llanowar Elves")]
    objects += [_on(f"r{i}", "Mana Reflection") for i in range(reflections)]
    output = _run(objects, [{"player": "A", "activate": "elves", "ability": 1}])
    assert _pool(output) == expected


def test_an_opponents_mana_reflection_doesnt_apply() -> None:
    output = _run(
        [_on("elves", "Llanowar Elves"), _on("r", "Mana Reflection", "B")],
        [{"player": "A", "activate": "elves", "ability": 1}],
    )
    assert _pool(output) == "{G}"


def test_mana_flare_ignores_creatures_tapped_for_mana() -> None:
    output = _run(
        [_on("elves", "Llanowar Elves"), _on("flare", "Mana Flare", "B")],
        [{"player": "A", "activate": "elves", "ability": 1}],
    )
    assert _pool(output) == "{G}"
    assert not [e for e in output["events"] if e["kind"] == "trigger"]


def test_gaeas_cradle_counts_only_your_creatures() -> None:
    output = _run(
        [
            _on("cradle", "Gaea's Cradle"),
            _on("elves", "Llanowar Elves"),
            _on("bears", "Grizzly Bears", "B"),
        ],
        [{"player": "A", "activate": "cradle", "ability": 1}],
    )
    assert _pool(output) == "{G}"


def test_an_answer_outside_the_could_produce_types_is_refused() -> None:
    scenario = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [_on("pool", "Reflecting Pool"), _on("f", "Forest"), _on("i", "Island")],
        "actions": [{"player": "A", "activate": "pool", "ability": 1}],
        "choices": [{"mana": "{R}"}],
    }
    output, status, _ = run_golden(scenario)
    assert status == 3
    assert output is not None
    assert output["error"]["rules"] == ["106.7"]
