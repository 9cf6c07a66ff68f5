"""Separating permanents into two piles (CR 700.3): Liliana of the Veil's [−6] read from its
line, said on the card page, and the `{"pile": [ids]}` answers checked — the separation any list
of the permanents (a pile may be empty, 700.3d), the choice exactly one of the two piles."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.agenda import AllPass
from engine.core.choices import validate
from engine.core.errors import IllegalActionError
from engine.core.state import Choice, ChoiceKind
from engine.mechanics.piles.reading import sentence
from tests.engine.helpers import outcome_abilities_words, reading


def test_lilianas_minus_six_is_read_as_one_separation_into_piles() -> None:
    found = reading("Liliana of the Veil", "[−6]")
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["cost"] == {"loyalty": -6}
    assert ability["effects"] == [{"op": "separate_piles", "target": 0, "filter": {}}]
    _, _, words = outcome_abilities_words("Liliana of the Veil", "[−6]")
    assert "into two piles" in words
    assert "701.21a" in words
    assert "700.3d" in words


class _Targets:
    def __init__(self) -> None:
        self.specs: list[dict[str, Any]] = []

    def add(self, phrase: str) -> int:
        self.specs.append({"kind": "player", "phrase": phrase})
        return len(self.specs) - 1


@pytest.mark.parametrize(
    "text",
    [
        # The pile acted on must hold what was separated.
        "separate all permanents target player controls into two piles. that player sacrifices "
        "all creatures in the pile of their choice",
        # Another player choosing, or cards rather than permanents: other shapes.
        "separate all permanents target player controls into two piles. you sacrifice all "
        "permanents in the pile of your choice",
    ],
)
def test_other_pile_shapes_are_left_unread(text: str) -> None:
    targets = _Targets()
    assert sentence(text, targets, lambda *_: None) is None
    assert targets.specs == []


def _choice(groups: tuple[tuple[str, ...], ...] = ()) -> Choice:
    return Choice(
        ChoiceKind.PILE,
        "B",
        "choose",
        ("608.2d",),
        ("x", "y", "z"),
        0,
        3,
        resume=AllPass(),
        groups=groups,
    )


def test_a_separation_is_any_list_of_the_permanents_an_empty_pile_included() -> None:
    assert validate(_choice(), []) == ()
    assert validate(_choice(), ["z", "x"]) == ("z", "x")
    with pytest.raises(IllegalActionError, match=r"700\.3a"):
        validate(_choice(), ["x", "x"])


def test_a_pile_chosen_is_exactly_one_of_the_two_in_any_order() -> None:
    piles = (("x",), ("y", "z"))
    assert validate(_choice(piles), ["z", "y"]) == ("z", "y")
    assert validate(_choice(piles), ["x"]) == ("x",)
    with pytest.raises(IllegalActionError, match="exactly the ids of one of"):
        validate(_choice(piles), ["x", "y"])
    with pytest.raises(IllegalActionError):
        validate(_choice(piles), [])
