"""Exiling every permanent of a group (701.13a, 115.10a) and a group's "mana value X or less"
(107.3a): what real lines are read as, and what stays unread."""

from __future__ import annotations

import pytest

from engine.cards.pool import find
from engine.cards.status import card_status
from engine.cards.vocabulary import Filter, TargetSpec
from tests.engine.helpers import contains


def test_exile_all_creatures_is_one_instruction_on_a_group() -> None:
    card = find("Final Judgment")
    assert card is not None
    dumped = card.model_dump(include={"targets", "effects"}, mode="json")
    assert contains(dumped, {"effects": [{"op": "exile_all", "filter": {"types": ["Creature"]}}]})
    assert dumped["targets"] == []


def test_ugins_minus_x_is_a_group_of_colored_permanents_with_mana_value_x_or_less() -> None:
    card = find("Ugin, the Spirit Dragon")
    assert card is not None
    minus_x = card.abilities[1].model_dump(mode="json")
    assert contains(
        minus_x,
        {
            "effects": [
                {"op": "exile_all", "filter": {"mana_value_at_most_x": True, "colored": "colored"}}
            ]
        },
    )


def test_a_target_by_x_waits_for_the_x() -> None:
    # X is announced before targets are chosen (601.2b-c): such a spec says so, and is settled
    # then (engine.derived.announced_x; tests/engine/test_lowering_x_targets.py).
    assert TargetSpec(kind="creature", filter=Filter(mana_value_at_most_x=True)).says_x


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # Cards in a graveyard are no group of permanents.
        ("Honor the Fallen", "Exile all creature cards from all graveyards."),
    ],
)
def test_what_stays_unread(name: str, line: str) -> None:
    card = find(name)
    assert card is not None
    assert any(unread.startswith(line) for unread in card_status(card).unsupported)
