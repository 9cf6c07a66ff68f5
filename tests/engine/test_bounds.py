"""Bounded work (issue: every integer bounded, budgets checked inside a step, no stray
exceptions): each limit is refused at load with the field it names, or ends the run with exit 4
naming the budget, and an engine bug ends the run with exit 5 instead of escaping."""

from __future__ import annotations

from typing import Any

import pytest

import engine.rules.stack
from engine import load, run
from engine.cards.vocabulary import MAX_AMOUNT
from engine.core.errors import ScenarioError
from engine.driver.scenario import MAX_NESTING, MAX_NUMBER, MAX_POOL_TEXT, parse_scenario
from engine.driver.share_links import LinkError, decode_link
from tests.engine.fuzz import _tokenise

BASE: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "players": [{"id": "A", "mana_pool": "{G}"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
}


def _card(**fields: Any) -> dict[str, Any]:
    return {"name": "Test Spell", "mana_cost": "{G}", "type_line": "Sorcery", **fields}


def _refused(data: dict[str, Any]) -> ScenarioError:
    with pytest.raises(ScenarioError) as caught:
        load(data)
    return caught.value


@pytest.mark.parametrize(
    ("card", "path", "message"),
    [
        (
            _card(effects=[{"op": "draw", "amount": MAX_AMOUNT + 1}]),
            "cards[0].effects[0].draw.amount",
            "less than or equal to 1000",
        ),
        (
            _card(effects=[{"op": "gain_life", "amount": 10**8}]),
            "cards[0].effects[0].gain_life.amount",
            "less than or equal to 1000",
        ),
        (
            _card(targets=[{"kind": "any"}], effects=[{"op": "damage", "amount": 3, "to": -1}]),
            "cards[0].effects[0].damage.to",
            "greater than or equal to 0",
        ),
        (
            _card(targets=[{"kind": "any"}], effects=[{"op": "damage", "amount": 3, "to": 1}]),
            "cards[0]",
            "to 1 names no target; there is 1 target spec(s)",
        ),
        (
            {
                "name": "Huge",
                "mana_cost": "{G}",
                "type_line": "Creature — Test",
                "power": 10**6,
                "toughness": 1,
            },
            "cards[0].power",
            "less than or equal to 1000",
        ),
    ],
)
def test_counts_and_target_indexes_in_card_definitions_are_bounded(
    card: dict[str, Any], path: str, message: str
) -> None:
    error = _refused({**BASE, "cards": [card]})
    assert error.path == path
    assert message in error.message


def test_a_stack_object_with_a_mode_its_card_lacks_is_refused() -> None:
    error = _refused(
        {
            **BASE,
            "objects": [
                {"id": "dc", "card": "Dawn Charm", "owner": "A", "zone": "stack", "mode": 4}
            ],
        }
    )
    assert (error.path, error.message) == (
        "objects[0].mode",
        "Dawn Charm has 3 mode(s), not mode 4 (700.2)",
    )


def _deep(depth: int) -> Any:
    value: Any = "x"
    for _ in range(depth):
        value = [value]
    return value


def test_nesting_and_number_size_are_limited_at_load() -> None:
    deep = {
        **BASE,
        "objects": [
            {
                "id": "b",
                "card": "Grizzly Bears",
                "owner": "A",
                "zone": "battlefield",
                "chosen": {"x": _deep(MAX_NESTING)},
            }
        ],
    }
    assert "nested deeper than 32 levels" in _refused(deep).message
    huge = {
        **BASE,
        "objects": [
            {
                "id": "b",
                "card": "Grizzly Bears",
                "owner": "A",
                "zone": "battlefield",
                "chosen": {"x": MAX_NUMBER + 1},
            }
        ],
    }
    error = _refused(huge)
    assert (error.path, error.message) == (
        "objects[0].chosen.x",
        "the number is beyond ±1,000,000,000",
    )
    with pytest.raises(ScenarioError, match="a number is beyond"):
        parse_scenario(
            '{"format": "rulings-explorer/1", "players": [{"id": "A", "life": ' + "9" * 5000 + "}]}"
        )
    with pytest.raises(ScenarioError, match="nested deeper"):
        parse_scenario("[" * 100_000 + "]" * 100_000)


def test_share_tokens_with_huge_numbers_or_deep_nesting_are_link_errors() -> None:
    with pytest.raises(LinkError, match="a number beyond"):
        decode_link(_tokenise(b'{"a": ' + b"9" * 5000 + b"}"))
    with pytest.raises(LinkError, match="nested deeper"):
        decode_link(_tokenise(b"[" * 50_000 + b"]" * 50_000))


def _tokens_scenario(count: int, **limits: Any) -> dict[str, Any]:
    token = {"name": "Bug", "type_line": "Creature — Insect", "power": 1, "toughness": 1}
    return {
        **BASE,
        "cards": [_card(effects=[{"op": "create_token", "count": count, "token": token}])],
        "objects": [{"id": "swarm", "card": "Test Spell", "owner": "A", "zone": "hand"}],
        "actions": [{"player": "A", "cast": "swarm"}, {"resolve": "stack"}],
        "limits": limits,
    }


def test_the_largest_count_runs_within_the_object_budget() -> None:
    """The object budget, not the clock: the run's deadline is the longest a scenario may ask, so a
    loaded CI machine doesn't stop it on time (the deadline has tests of its own below)."""
    output, status = run(_tokens_scenario(MAX_AMOUNT, max_seconds=60))
    assert status == 0
    assert sum(o["token"] for o in output["state"]["objects"]) == MAX_AMOUNT


def test_the_object_budget_stops_a_step_that_creates_too_many() -> None:
    """The cap is checked inside the instruction's loop, not only between steps."""
    output, status = run(_tokens_scenario(MAX_AMOUNT, max_objects=50))
    assert status == 4
    assert output["error"]["limit"] == "max_objects"
    assert len(output["state"]["objects"]) <= 51


def test_the_deadline_stops_a_long_step() -> None:
    """499 Auras on one creature: the layers run past a tiny budget inside one step."""
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"}] + [
        {
            "id": f"r{i}",
            "card": "Rancor",
            "owner": "A",
            "zone": "battlefield",
            "attached_to": "bears",
        }
        for i in range(499)
    ]
    output, status = run(
        {**BASE, "objects": objects, "actions": [{"pass": True}], "limits": {"max_seconds": 0.01}}
    )
    assert status == 4
    assert output["error"]["limit"] == "max_seconds"


def test_an_engine_bug_ends_the_run_with_exit_5(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_: Any) -> Any:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(engine.rules.stack, "begin", broken)
    data = {
        **BASE,
        "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
        "objects": [{"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"}],
        "actions": [{"player": "A", "cast": "bolt", "targets": ["B"]}, {"resolve": "stack"}],
    }
    output, status = run(data)
    assert status == 5
    assert output["error"]["kind"] == "engine_failure"
    assert output["error"]["message"].startswith("the engine failed: ZeroDivisionError at ")
    # The state up to the failure is kept: the Bolt was cast.
    assert [s["id"] for s in output["state"]["stack"]] == ["bolt"]


def test_a_mana_pool_is_written_in_at_most_max_pool_text_characters() -> None:
    at_most = "{R}" * (MAX_POOL_TEXT // 3)
    parse_scenario({**BASE, "players": [{"id": "A", "mana_pool": at_most}, {"id": "B"}]})
    over = at_most + "{R}"
    refused = _refused({**BASE, "players": [{"id": "A", "mana_pool": over}, {"id": "B"}]})
    assert refused.path == "players[0].mana_pool"
    assert f"at most {MAX_POOL_TEXT} characters" in str(refused)
