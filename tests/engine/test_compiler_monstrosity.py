"""Monstrosity (701.37): "{cost}: Monstrosity N." and "When this creature becomes monstrous, …".
Each case is a real card's line and what it must be read as, or a line that must stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import outcome_abilities_words


@pytest.mark.parametrize(
    ("name", "line", "cost", "amount", "said"),
    [
        (
            "Arbor Colossus",
            "{3}{G}{G}{G}: Monstrosity 3.",
            "{3}{G}{G}{G}",
            3,
            "put 3 +1/+1 counters on it and it becomes monstrous",
        ),
        (
            "Fleecemane Lion",
            "{3}{G}{W}: Monstrosity 1.",
            "{3}{G}{W}",
            1,
            "put 1 +1/+1 counter on it",
        ),
        (
            "Polukranos, World Eater",
            "{X}{X}{G}: Monstrosity X.",
            "{X}{X}{G}",
            "X",
            "if it already is, nothing happens",
        ),
    ],
)
def test_monstrosity_is_read(name: str, line: str, cost: str, amount: Any, said: str) -> None:
    outcome, found, words = outcome_abilities_words(name, line)
    assert outcome == "recognised"
    (ability,) = found
    assert ability["kind"] == "activated"
    assert ability["cost"] == {"mana": cost}
    assert ability["effects"] == [{"op": "monstrosity", "amount": amount}]
    assert said in words


@pytest.mark.parametrize(
    ("name", "line", "effects"),
    [
        (
            "Arbor Colossus",
            "When this creature becomes monstrous",
            [{"op": "destroy", "target": 0, "cant_regenerate": False}],
        ),
        (
            "Ember Swallower",
            "When this creature becomes monstrous",
            [
                {
                    "op": "player_sacrifices",
                    "amount": 3,
                    "filter": {"types": ["Land"]},
                    "player": "each",
                }
            ],
        ),
    ],
)
def test_a_becomes_monstrous_trigger_is_read(name: str, line: str, effects: Any) -> None:
    outcome, found, words = outcome_abilities_words(name, line)
    assert outcome == "recognised"
    assert found[0]["trigger"] == {"event": "becomes_monstrous"}
    assert found[0]["effects"] == effects
    assert "when this becomes monstrous (701.37a)" in words


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # X as it became monstrous (701.37c) isn't remembered.
        ("Hydra Broodmaster", "When this creature becomes monstrous, create X"),
        # An X the cost doesn't set: a die roll, a count.
        ("Clay Golem", "{6}, Roll a d8: Monstrosity X"),
        ("Maester Seymour", "{3}{G}{G}: Monstrosity X, where X"),
        # A cost reduction of the ability itself.
        ("Nemesis of Mortals", "{7}{G}{G}: Monstrosity 5."),
    ],
)
def test_monstrosity_beyond_the_templates_is_not_read(name: str, line: str) -> None:
    outcome, _, _ = outcome_abilities_words(name, line)
    assert outcome == "unsupported"


@pytest.mark.parametrize(
    ("name", "keywords"),
    [
        ("Fleecemane Lion", ["Hexproof", "Indestructible"]),
        ("Skittering Crustacean", ["Hexproof"]),
        ("Domesticated Hydra", ["Trample"]),
    ],
)
def test_as_long_as_it_is_monstrous_is_read(name: str, keywords: list[str]) -> None:
    outcome, found, words = outcome_abilities_words(name, "As long as this creature is monstrous")
    assert outcome == "recognised"
    (ability,) = found
    assert ability["affects"] == "self"
    assert ability["modifications"] == [{"op": "add_keywords", "keywords": keywords}]
    assert ability["condition"] == {
        "self_designation": "monstrous",
        "text": "it is monstrous (701.37b)",
    }
    assert "only as long as it is monstrous (701.37b)" in words


def test_as_long_as_it_is_renowned_is_read() -> None:
    outcome, found, words = outcome_abilities_words(
        "Goblin Glory Chaser", "As long as this creature is renowned"
    )
    assert outcome == "recognised"
    assert found[0]["condition"] == {
        "self_designation": "renowned",
        "text": "it is renowned (702.112b)",
    }
    assert found[0]["modifications"] == [{"op": "add_keywords", "keywords": ["Menace"]}]
    assert "only as long as it is renowned (702.112b)" in words


def test_as_long_as_it_is_monstrous_with_another_rule_is_not_read() -> None:
    # "… and can block an additional ninety-nine creatures each combat" isn't modelled.
    outcome, _, _ = outcome_abilities_words(
        "Hundred-Handed One", "As long as this creature is monstrous"
    )
    assert outcome == "unsupported"
