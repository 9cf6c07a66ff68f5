"""The lowering of a permanent's static prevention ability, "Prevent all [combat] damage that
would be dealt to / by / to and dealt by …" (issue 28 §5): a prevention effect that prevents all
the damage of each event it applies to while the permanent is on the battlefield (615.1a)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.cards.vocabulary import Filter, Replacement
from tests.engine.helpers import lowered_ability


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # The card itself, by its name or "this creature" (Dawn Elemental, Fog Bank).
        (
            "Prevent all damage that would be dealt to Dawn Elemental.",
            Replacement(event="damage", to="self", prevent="all"),
        ),
        (
            "Prevent all combat damage that would be dealt to and dealt by this creature.",
            Replacement(
                event="damage", to="self", dealt="to_and_by", prevent="all", combat_only=True
            ),
        ),
        # What an Aura or Equipment is attached to (Muzzle, General's Kabuto, Heart of Light).
        (
            "Prevent all damage that would be dealt by enchanted creature.",
            Replacement(event="damage", to="attached", dealt="by", prevent="all"),
        ),
        (
            "Prevent all combat damage that would be dealt to equipped creature.",
            Replacement(event="damage", to="attached", prevent="all", combat_only=True),
        ),
        (
            "Prevent all damage that would be dealt to and dealt by enchanted creature.",
            Replacement(event="damage", to="attached", dealt="to_and_by", prevent="all"),
        ),
        # The controller (Glacial Chasm) and a group (Inner Sanctum, Rescue Retriever).
        (
            "Prevent all damage that would be dealt to you.",
            Replacement(event="damage", to="you", prevent="all"),
        ),
        (
            "Prevent all damage that would be dealt to creatures you control.",
            Replacement(
                event="damage",
                to="permanent",
                filter=Filter(types=("Creature",), controller="you"),
                prevent="all",
            ),
        ),
        (
            "Prevent all damage that would be dealt to other attacking Soldiers you control.",
            Replacement(
                event="damage",
                to="permanent",
                filter=Filter(subtypes=("Soldier",), controller="you", other=True, attacking=True),
                prevent="all",
            ),
        ),
    ],
)
def test_static_prevention(line: str, expected: Replacement) -> None:
    assert lowered_ability(line, ("Dawn Elemental",)) == expected


@pytest.mark.parametrize(
    "line",
    [
        # A shield of a number is a resolving spell's (615.7), not a static ability's.
        "Prevent the next 3 damage that would be dealt to Dawn Elemental.",
        # "You" as a source is no permanent of the board: unread rather than guessed.
        "Prevent all damage that would be dealt by you.",
        # A condition the clause doesn't read.
        "Prevent all damage that would be dealt to you this turn.",
    ],
)
def test_static_prevention_left_unread(line: str) -> None:
    assert lowered_ability(line, ("Dawn Elemental",)) is None


def test_dealt_by_names_permanents_only() -> None:
    # "Damage dealt by you" isn't a side a prevention of a player names: refused as data.
    with pytest.raises(ValidationError, match="'dealt' other than 'to'"):
        Replacement(event="damage", to="you", dealt="by", prevent="all")
