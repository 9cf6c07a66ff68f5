"""The cost reader's "Tap [N / another] [other] untapped [permanents] you control" (118.3,
602.2b): how many permanents, of which kind, and whether the source itself may be one."""

from __future__ import annotations

import pytest

from engine.cards.compiler.abilities import cost


@pytest.mark.parametrize(
    ("text", "tapped"),
    [
        # Black Oak of Odunos: one other creature, not the source.
        (
            "Tap another untapped creature you control",
            {"filter": {"other": True, "types": ["Creature"], "controller": "you"}, "count": 1},
        ),
        # Saradoc, Master of Buckland: "other" before "untapped".
        (
            "Tap two other untapped Halflings you control",
            {"filter": {"subtypes": ["Halfling"], "other": True, "controller": "you"}, "count": 2},
        ),
        # Lathril, Blade of the Elves: ten, the source among them if untapped.
        (
            "Tap ten untapped Elves you control",
            {"filter": {"subtypes": ["Elf"], "controller": "you"}, "count": 10},
        ),
    ],
)
def test_tap_untapped_permanents_cost(text: str, tapped: dict[str, object]) -> None:
    assert cost(text) == {"tap_untapped": tapped}


def test_tap_a_union_the_reader_cant_say_is_unread() -> None:
    # "artifacts and/or creatures": no filter the noun-phrase reader makes.
    assert cost("Tap two untapped artifacts and/or creatures you control") is None
