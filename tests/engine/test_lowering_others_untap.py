"""'Untap all permanents you control during each other player's untap step.' (502.3, 613.11;
issue 28 §5): a static ability on the card itself or a group its controller controls — with the
contrasts left unread."""

from __future__ import annotations

import pytest

from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import Filter, Static, UntapsDuringOthersUntapSteps
from tests.engine.helpers import lowered_ability

_UNTAPS = (UntapsDuringOthersUntapSteps(),)


def _ability(text: str) -> object:
    return lowered_ability(text, ("Test Muse",))


def test_the_card_itself() -> None:
    found = _ability("Untap this creature during each other player's untap step.")
    assert found == Static(affects="self", modifications=_UNTAPS)


@pytest.mark.parametrize(
    ("text", "flt"),
    [
        ("Untap all permanents you control", Filter(controller="you")),
        ("Untap all artifacts you control", Filter(types=("Artifact",), controller="you")),
    ],
)
def test_a_group_you_control(text: str, flt: Filter) -> None:
    found = _ability(f"{text} during each other player's untap step.")
    assert found == Static(affects="all", filter=flt, modifications=_UNTAPS)


@pytest.mark.parametrize(
    "text",
    [
        # Any player's creatures: "other" than whose untap step would be unclear.
        "Untap all creatures during each other player's untap step.",
        # A target: not a static ability's group.
        "Untap target creature during each other player's untap step.",
    ],
)
def test_other_groups_stay_unread(text: str) -> None:
    tree = parse_line(text, ("Test Muse",)).tree
    assert tree is None or lower_ability(tree) is None
