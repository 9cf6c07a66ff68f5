"""The lowering of a base power and toughness (issue 28 §5, layer 7b, 613.4b): "has base power
and toughness 4/1", "has base power 0", "have base toughness 1" — both, or only the one said —
in a static ability and in a resolving spell's or ability's effect, beside "loses all
abilities" (613.1f); X and stars stay unread."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary import (
    Activated,
    ApplyContinuous,
    Filter,
    LoseAllAbilities,
    SetPowerToughness,
    Static,
    Triggered,
)
from tests.engine.helpers import lowered_ability


@pytest.mark.parametrize(
    ("line", "change"),
    [
        (
            "Equipped creature has base power and toughness 7/7.",
            SetPowerToughness(power=7, toughness=7),
        ),
        ("Creatures your opponents control have base toughness 1.", SetPowerToughness(toughness=1)),
        ("Enchanted creature has base power 0.", SetPowerToughness(power=0)),
    ],
)
def test_static_base_power_and_toughness(line: str, change: SetPowerToughness) -> None:
    # Wrecking Ball Arm's first half, Maha, Its Feathers Night.
    found = lowered_ability(line, ("Maha",), (Static,))
    assert isinstance(found, Static)
    assert found.modifications == (change,)


def test_base_power_until_end_of_turn_on_a_target() -> None:
    # Singing Tree: only the power is set; the toughness stays as the earlier layers made it.
    line = "{T}: Target attacking creature has base power 0 until end of turn."
    found = lowered_ability(line, ("Singing Tree",), (Activated,))
    assert isinstance(found, Activated)
    assert found.targets[0].filter == Filter(attacking=True)
    assert found.effects == (
        ApplyContinuous(target=0, modifications=(SetPowerToughness(power=0),)),
    )


def test_loses_all_abilities_and_has_base_power_and_toughness() -> None:
    # Warkite Marauder: layer 6 and layer 7b, one effect until end of turn.
    line = (
        "Whenever this creature attacks, target creature defending player controls loses all "
        "abilities and has base power and toughness 0/1 until end of turn."
    )
    found = lowered_ability(line, ("Warkite Marauder",), (Triggered,))
    assert isinstance(found, Triggered)
    (effect,) = found.effects
    assert isinstance(effect, ApplyContinuous)
    assert effect.modifications == (LoseAllAbilities(), SetPowerToughness(power=0, toughness=1))


@pytest.mark.parametrize(
    "line",
    [
        "Creatures you control have base power and toughness X/X until end of turn.",
        "Enchanted creature has base power and toughness */*.",
        # A duration a resolving effect needs: without one, not read as an instruction.
        "{T}: Target creature has base power 0.",
    ],
)
def test_unread_base_power_and_toughness(line: str) -> None:
    assert lowered_ability(line, ("Biomass Mutation",)) is None
