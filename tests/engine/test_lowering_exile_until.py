""" "Exile target … until ~ leaves the battlefield" lowered (issue 28 §5; 610.3): the exile
verb with that duration is a linked exile that returns as the card leaves — with contrasts the
rule leaves unread."""

from __future__ import annotations

from functools import partial

import pytest

from engine.cards.vocabulary import GainLife, Triggered
from engine.mechanics.linked_exile.model import ExileLinked
from tests.engine.helpers import lowered_ability

#: The shared grammar-and-lowering helper, with this file's card names.
_ability = partial(lowered_ability, selves=("Banisher Priest",))


def test_exile_a_target_until_this_leaves() -> None:
    found = _ability(
        "When this enchantment enters, exile target nonland permanent an opponent controls "
        "until this enchantment leaves the battlefield."
    )
    assert isinstance(found, Triggered)
    assert found.effects == (ExileLinked(target=0, until_leaves=True),)
    assert found.targets[0].text == "target nonland permanent an opponent controls"


def test_the_card_by_its_name_and_another_instruction_after() -> None:
    found = _ability(
        "When Banisher Priest enters, exile up to one target creature an opponent controls "
        "until Banisher Priest leaves the battlefield. You gain 2 life."
    )
    assert isinstance(found, Triggered)
    assert found.effects == (ExileLinked(target=0, until_leaves=True), GainLife(amount=2))


@pytest.mark.parametrize(
    "line",
    [
        # Not a target: a set of permanents exiled until it leaves isn't read.
        "When this enchantment enters, exile all artifacts your opponents control until this "
        "enchantment leaves the battlefield.",
        # Another duration than the card's leaving.
        "When this creature enters, exile target creature an opponent controls until end of turn.",
        "When this creature enters, exile target creature an opponent controls until your next "
        "turn.",
    ],
)
def test_other_exiles_with_a_duration_stay_unread(line: str) -> None:
    assert _ability(line) is None
