"""The layers' filter check (`engine.derived.layer_filters.matches`) against the general one: the
group a static ability applies to (611.3a) reads the same filter fields a target's does."""

from __future__ import annotations

from typing import Any

from engine.cards import vocabulary as v
from engine.derived.copiable_values import Working
from engine.derived.layer_filters import matches
from engine.driver.run import load

_SCENARIO: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "title": "Two Grizzly Bears, each controlled by the player who doesn't own it",
    "players": [{"id": "A", "library": 5}, {"id": "B", "library": 5}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {
            "id": "mine",
            "card": "Grizzly Bears",
            "owner": "A",
            "zone": "battlefield",
            "controller": "B",
        },
        {
            "id": "theirs",
            "card": "Grizzly Bears",
            "owner": "B",
            "zone": "battlefield",
            "controller": "A",
        },
    ],
}


def test_creatures_you_own_is_the_owner_whoever_controls_it() -> None:
    """ "Creatures you own" (108.3): the one A owns under B's control, not the one A controls."""
    state = load(_SCENARIO)
    own = v.Filter(types=("Creature",), owned_by_you=True)
    assert matches(Working.of(state.objects["mine"], state), own, "A")
    assert not matches(Working.of(state.objects["theirs"], state), own, "A")


def test_permanents_you_dont_own() -> None:
    """ "Permanents you don't own" (108.3): the one A controls but B owns."""
    state = load(_SCENARIO)
    foreign = v.Filter(owned_by_you=False)
    assert matches(Working.of(state.objects["theirs"], state), foreign, "A")
    assert not matches(Working.of(state.objects["mine"], state), foreign, "A")


def test_colored_is_one_or_more_colors() -> None:
    """ "Colored" (105.2): a green creature is, though it is also "monocolored"."""
    state = load(_SCENARIO)
    bears = Working.of(state.objects["mine"], state)
    assert matches(bears, v.Filter(colored="colored"), "A")
    assert not matches(bears, v.Filter(colored="colorless"), "A")
