"""Revealing the top card into your hand, then life equal to its mana value (701.20a, 202.3):
Dark Confidant's line read whole, its "its" the revealed card — never the reveal alone."""

from __future__ import annotations

import pytest

from engine.cards.compiler import compile_face
from tests.engine.helpers import vocabulary


@pytest.mark.parametrize(
    ("name", "life"),
    [("Dark Confidant", "lose"), ("Dark Tutelage", "lose"), ("Augury Adept", "gain")],
)
def test_the_reveal_and_its_life_are_one_instruction(name: str, life: str) -> None:
    outcome, found, said = vocabulary(name, "")
    assert outcome == "recognised"
    assert found == [{"op": "reveal_top_to_hand", "life": life}]
    assert "701.20a" in said
    assert f"you {life} life equal to its mana value" in said


def test_the_reveal_alone_is_not_read() -> None:
    face = compile_face(
        "Test",
        "Test",
        "At the beginning of your upkeep, reveal the top card of your library and put that card "
        "into your hand.",
        ("Enchantment",),
    )
    assert [r.outcome for r in face.readings] != ["recognised"]
