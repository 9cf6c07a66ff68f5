"""Boast (CR 702.142a) read from oracle text: "Boast — [Cost]: [Effect]" is "[Cost]: [Effect].
Activate only if this creature attacked this turn and only once each turn.", on real cards'
lines; the keyword label lowers through the lowering's one registry of labels."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary import Activated, Condition, Cost, Draw
from engine.mechanics.boast.reading import boast
from tests.engine.helpers import contains, reading


@pytest.mark.parametrize(
    ("name", "mana"),
    [("Axgard Braggart", "{1}{W}"), ("Hagi Mob", "{1}{R}"), ("Goldmaw Champion", "{1}{W}")],
)
def test_boast_is_an_activated_ability_of_a_creature_that_attacked(name: str, mana: str) -> None:
    found = reading(name, "Boast")
    assert found.outcome == "recognised"
    assert contains(
        found.abilities[0],
        {
            "kind": "activated",
            "cost": {"mana": mana},
            "once_each_turn": True,
            "only_if": {"self_attacked": True},
        },
    )
    assert "sorcery_speed" not in found.abilities[0]  # any time it has priority (602.2)
    assert "only once each turn" in found.words
    assert "this creature attacked this turn" in found.words


def test_an_ability_with_a_restriction_of_its_own_stays_unread() -> None:
    """One condition an ability (602.5): boast's can't be added to another."""
    own = Activated(
        cost=Cost(mana="{1}"),
        effects=(Draw(),),
        only_if=Condition(your_turn=True, text="it is your turn"),
    )
    assert boast(own) is None
    assert boast(own.model_copy(update={"only_if": None})) is not None
