"""Exhaust (CR 702.177a) read from oracle text: "Exhaust — [Cost]: [Effect]" is "[Cost]:
[Effect]. Activate only once.", on real cards' lines (Power-up, a keyword newer than the CR
its reminder names: `test_power_up`)."""

from __future__ import annotations

from tests.engine.helpers import contains, reading


def test_exhaust_is_an_activated_ability_activated_only_once() -> None:
    found = reading("Greenbelt Guardian", "Exhaust")
    assert found.outcome == "recognised"
    assert contains(
        found.abilities[0],
        {
            "kind": "activated",
            "cost": {"mana": "{3}{G}"},
            "effects": [{"op": "counters", "counter": "+1/+1", "amount": 3}],
            "once": True,
        },
    )
    assert "once_each_turn" not in found.abilities[0]
    assert "(only once, 602.5b)" in found.words
    # The card's other activated ability has no such restriction.
    assert "once" not in reading("Greenbelt Guardian", "{G}").abilities[0]
