"""Untapping up to N lands chosen as an instruction resolves (CR 701.26b, 608.2d), read from real
cards' lines, and "at the beginning of the next end step, …" as a delayed triggered ability
(603.7a) — Teferi, Hero of Dominaria's [+1]; one whose words refer back ("return it …") stays
unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import upkeep
from tests.engine.helpers import vocabulary


def _untap(n: int, **flt: Any) -> dict[str, Any]:
    return {"op": "untap_up_to", "amount": n, "filter": {"types": ["Land"], **flt}}


@pytest.mark.parametrize(
    ("name", "line", "effects"),
    [
        (
            "Frantic Search",
            "Draw two cards",
            [
                {"op": "draw", "amount": 2},
                {"op": "discard", "amount": 2},
                _untap(3),
            ],
        ),
        ("Peregrine Drake", "When this creature enters", [_untap(5)]),
        (
            "Teferi, Hero of Dominaria",
            "[+1]: Draw a card.",
            [
                {"op": "draw", "amount": 1},
                {
                    "op": "delayed_trigger",
                    "at": "next_end_step",
                    "effects": [_untap(2)],
                    "text": "Untap up to two lands.",
                },
            ],
        ),
    ],
)
def test_untapping_chosen_lands_is_read(name: str, line: str, effects: list[Any]) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert "not targeted, so any player's (701.26b, 608.2d)" in words


def test_a_delayed_ability_referring_back_stays_unread() -> None:
    def read_one(text: str, targets: Any) -> list[Any]:
        return [{"op": "bounce", "target": "self"}]

    text = "at the beginning of the next end step, return it to its owner's hand"
    assert upkeep.sentence(text, None, read_one) is None
