"""Reinforce (CR 702.77) read from oracle text: "Reinforce N—[cost]" is the activated ability
"[Cost], Discard this card: Put N +1/+1 counters on target creature" of a card in a hand
(702.77a), on real cards' lines; what it doesn't say stays unread."""

from __future__ import annotations

import pytest

from engine.mechanics.reinforce.reading import reinforce
from tests.engine.helpers import contains, reading


@pytest.mark.parametrize(
    ("name", "mana", "amount"),
    [
        ("Burrenton Bombardier", "{2}{W}", 2),
        ("Hunting Triad", "{3}{G}", 3),  # a sorcery's: read beside its spell's text
        ("Wren's Run Hydra", "{X}{G}{G}", "X"),  # X announced as it is activated (107.3a)
    ],
)
def test_reinforce_is_an_ability_of_the_hand_discarding_the_card(
    name: str, mana: str, amount: int | str
) -> None:
    found = reading(name, "Reinforce")
    assert (found.outcome, found.template) == ("recognised", "keywords: reinforce")
    assert contains(
        found.abilities[0],
        {
            "kind": "activated",
            "zone": "hand",
            "cost": {"mana": mana, "discard_self": True},
            "targets": [{"kind": "creature"}],
            "effects": [{"op": "counters", "counter": "+1/+1", "amount": amount, "target": 0}],
        },
    )
    assert "sorcery_speed" not in found.abilities[0]  # any time its owner has priority (602.2)
    assert "discard this card" in found.words
    assert "activated only from your hand" in found.words


@pytest.mark.parametrize(
    "line",
    [
        "Reinforce X—{2}{G}",  # X counters with no X to announce in the cost
        "Reinforce 2—{X}{G}",  # an X in the cost that nothing counts
        "Reinforce 1—Sacrifice a creature",  # not a mana cost
    ],
)
def test_a_reinforce_line_it_cant_say_stays_unread(line: str) -> None:
    assert reinforce(line) is None
