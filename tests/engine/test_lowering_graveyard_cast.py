"""Casting a target card from your graveyard, read from the grammar's tree (issue 28): "you may
cast target … card from your graveyard this turn" is a permission for later (601.3, 611.2a),
"… from your graveyard without paying its mana cost" a cast as the instruction resolves (608.2g,
118.9), and "If that spell would be put into your graveyard, exile it instead." the rider on
either (614.1a). One test per rule, and the phrases left unread."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import creature_line_ability

_RIDER = " If that spell would be put into your graveyard, exile it instead."


def _effects(text: str) -> list[dict[str, Any]] | None:
    ability = creature_line_ability(text)
    return None if ability is None else ability["effects"]


def _targets(text: str) -> list[dict[str, Any]]:
    ability = creature_line_ability(text)
    assert ability is not None, text
    targets: list[dict[str, Any]] = ability["targets"]
    return targets


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Torrential Gearhulk: cast now, the rider on the spell cast so.
        (
            "When this creature enters, you may cast target instant card from your graveyard "
            "without paying its mana cost." + _RIDER,
            {"target": 0, "exile": True, "now": True},
        ),
        # Without the rider: the spell cast goes to the graveyard as usual.
        (
            "Whenever this creature attacks, you may cast target instant or sorcery card from "
            "your graveyard without paying its mana cost.",
            {"target": 0, "now": True},
        ),
    ],
)
def test_cast_from_your_graveyard_without_paying_is_cast_as_it_resolves(
    text: str, expected: dict[str, Any]
) -> None:
    assert _effects(text) == [{"op": "may_cast_from_graveyard", **expected}]


def test_the_target_keeps_its_mana_value() -> None:
    """Goblin Dark-Dwellers: "with mana value 3 or less" is the target's, checked as it is
    chosen and as the ability resolves (608.2b)."""
    text = (
        "When this creature enters, you may cast target instant or sorcery card with mana value "
        "3 or less from your graveyard without paying its mana cost." + _RIDER
    )
    assert _effects(text) == [
        {"op": "may_cast_from_graveyard", "target": 0, "exile": True, "now": True}
    ]
    (spec,) = _targets(text)
    assert spec["filter"]["mana_value_at_most"] == 3
    assert sorted(spec["filter"]["any_types"]) == ["Instant", "Sorcery"]


def test_this_turn_is_a_permission_for_later() -> None:
    """Jace, Telepath Unbound's −3: the timing of its types and its costs, until the turn ends."""
    text = (
        "When this creature enters, you may cast target instant or sorcery card from your "
        "graveyard this turn." + _RIDER
    )
    assert _effects(text) == [{"op": "may_cast_from_graveyard", "target": 0, "exile": True}]


@pytest.mark.parametrize(
    "text",
    [
        # A permission for later without paying (Sins of the Past): not the cast now.
        "When this creature enters, until end of turn, you may cast target instant or sorcery "
        "card from your graveyard without paying its mana cost." + _RIDER,
        # A mana value compared with the creature's power (Dreadhorde Arcanist).
        "Whenever this creature attacks, you may cast target instant or sorcery card with mana "
        "value less than or equal to this creature's power from your graveyard without paying "
        "its mana cost." + _RIDER,
    ],
)
def test_other_casts_from_a_graveyard_stay_unread(text: str) -> None:
    assert _effects(text) is None
