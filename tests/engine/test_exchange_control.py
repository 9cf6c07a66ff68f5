"""Exchanging control of two permanents (CR 701.12) read from real cards' lines: "A and target
B", each a target or the card itself; other shapes stay unread."""

from __future__ import annotations

import pytest

from tests.engine.helpers import reading


@pytest.mark.parametrize(
    ("name", "start", "first", "second"),
    [
        ("Oko, Thief of Crowns", "[−5]", 0, 1),
        ("Phyrexian Infiltrator", "{2}{U}{U}", "self", 0),
    ],
)
def test_exchange_control_of_two_permanents_is_read(
    name: str, start: str, first: int | str, second: int
) -> None:
    found = reading(name, start)
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["effects"] == [{"op": "exchange_control", "first": first, "second": second}]
    assert "exchange control of" in found.words


def test_exchange_control_of_two_targets_of_one_spec_is_left_unread() -> None:
    """ "Two target creatures" is one target spec of two, which this reading doesn't take."""
    assert reading("Switcheroo", "Exchange").outcome == "unsupported"
