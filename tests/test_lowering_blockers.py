"""bench/lowering_blockers.py names what blocks a line's lowering: a condition only where the
lowering can't read it (not a test of the lowering itself, a check that the measure says what
really blocks)."""

from __future__ import annotations

import pytest

from bench.lowering_blockers import _shape_blocker, features
from engine.cards.grammar.lines import parse_line
from engine.cards.grammar.selves import self_references
from engine.cards.grammar.tree import Line
from engine.cards.lowering.registry import load


def _tree(line: str, *, spell: bool = False) -> Line:
    load()
    parsed = parse_line(line, self_references("Test Card", "Test Card", ()), spell=spell).tree
    assert parsed is not None
    return parsed


@pytest.mark.parametrize(
    ("line", "spell", "named"),
    [
        # Life Goes On: the condition is read (you gain 4 / 8), "instead" is what blocks.
        (
            "You gain 4 life. If a creature died this turn, you gain 8 life instead.",
            True,
            {"mod:instead"},
        ),
        # Night Market Aeronaut: "if a permanent left the battlefield …" is read; "enters with"
        # is what blocks.
        (
            "This creature enters with a +1/+1 counter on it if a permanent left the battlefield "
            "under your control this turn.",
            False,
            {"verb:enters"},
        ),
    ],
)
def test_a_read_condition_is_not_named(line: str, spell: bool, named: set[str]) -> None:
    assert features(_tree(line, spell=spell)) == named


def test_an_unread_condition_is_named_once() -> None:
    # Windwright Mage: the lowering's condition reader doesn't read this one.
    found = features(
        _tree("This creature has flying as long as an artifact card is in your graveyard.")
    )
    assert found == {"mod:condition"}


def test_an_intervening_if_on_the_source_itself_blocks() -> None:
    # Mana Vault: 603.4's condition about the source itself, which the lowering refuses there.
    found = features(
        _tree(
            "At the beginning of your draw step, if this artifact is tapped, it "
            "deals 1 damage to you."
        )
    )
    assert found == {"intervening if"}


def test_an_intervening_if_the_lowering_reads_blocks_nothing() -> None:
    found = features(
        _tree(
            "At the beginning of your upkeep, if you control a black or red "
            "permanent, you gain 2 life."
        )
    )
    assert found == set()


def test_if_you_do_is_read_with_the_instruction_before() -> None:
    # 608.2c: "If you do" is no condition on the game; what blocks is the instruction it asks
    # about (milling, which the engine can't tell was done).
    line = _tree("At the beginning of your upkeep, you may mill two cards. If you do, draw a card.")
    assert features(line) == set()
    assert _shape_blocker(line) == "if you do: the instruction before"


def test_if_it_was_kicked_is_read() -> None:
    assert features(_tree("When this creature enters, if it was kicked, draw a card.")) == set()


def test_an_offer_to_pay_before_if_you_do_is_no_verb() -> None:
    # 118.12: "You may pay {2}. If you do, …" is read as one offer; the event is what blocks.
    line = _tree(
        "Whenever an Archer you control deals damage to a creature, you may pay {2}. If you "
        "do, draw a card."
    )
    assert features(line) == set()
    assert _shape_blocker(line) == "event:other deals"
