"""Conditions that measure a group of permanents beside counting it: formidable's "creatures you
control have total power 8 or greater" (their powers added up, a negative one subtracting — the
cards' rulings, 107.1b), coven's "you control three or more creatures with different powers"
(each power value once), and "an opponent controls more lands than you" (two players'
counts compared). Read by the one condition reader for every route, asked as the ability is
activated (602.5) or triggers and resolves (603.4)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from engine import load
from engine.cards import vocabulary as v
from engine.cards.compiler.conditions import condition
from engine.cards.grammar.lines import parse_line
from engine.derived.conditions import holds

_CREATURES = [{"types": ["Creature"], "controller": "you"}]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        (
            "creatures you control have total power 8 or greater",
            {"you_control": _CREATURES, "at_least": 8, "measure": "total_power"},
        ),
        (
            "you control three or more creatures with different powers",
            {"you_control": _CREATURES, "at_least": 3, "measure": "different_powers"},
        ),
        (
            "an opponent controls more lands than you",
            {"opponent_controls_more": {"types": ["Land"]}},
        ),
    ],
)
def test_a_measured_condition_is_read(text: str, read: dict[str, Any]) -> None:
    assert condition(text) == {**read, "text": text}


@pytest.mark.parametrize(
    "text",
    [
        "creatures you control have total toughness 8 or greater",
        "you control three or more creatures with different names",
        "target opponent controls more lands than you",
        "an opponent controls more lands you control than you",
    ],
)
def test_other_measures_stay_unread(text: str) -> None:
    assert condition(text) is None


def _game(objects: list[tuple[str, str]], players: int = 2) -> Any:
    ids = ["A", "B", "C"][:players]
    return load(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": p} for p in ids],
            "turn": {"number": 1, "active": "A", "step": "main1"},
            "objects": [
                {"id": f"o{i}", "card": card, "owner": owner, "zone": "battlefield"}
                | ({"counters": {"-1/-1": 1}} if card == "Ornithopter" else {})
                for i, (card, owner) in enumerate(objects)
            ],
        }
    )


def _asked(read: dict[str, Any]) -> v.Condition:
    return v.Condition.model_validate(read)


def test_total_power_adds_a_negative_power_too() -> None:
    """The formidable rulings: 6 + 2 - 1 (an Ornithopter with a -1/-1 counter) is 7."""
    formidable = _asked(condition("creatures you control have total power 8 or greater") or {})
    state = _game([("Craw Wurm", "A"), ("Grizzly Bears", "A"), ("Ornithopter", "A")])
    assert holds(state, formidable, "A") == (
        False,
        "the total power of the creatures you control is 7",
    )
    assert holds(_game([("Craw Wurm", "A"), ("Grizzly Bears", "A")]), formidable, "A")[0]


def test_different_powers_count_each_value_once() -> None:
    coven = _asked(condition("you control three or more creatures with different powers") or {})
    same = _game([("Grizzly Bears", "A"), ("Grizzly Bears", "A"), ("Hill Giant", "A")])
    assert holds(same, coven, "A") == (
        False,
        "the creatures you control have 2 different powers (2, 3)",
    )
    mixed = _game([("Grizzly Bears", "A"), ("Hill Giant", "A"), ("Craw Wurm", "A")])
    assert holds(mixed, coven, "A")[0]
    # The opponent's creatures aren't "creatures you control".
    theirs = _game([("Grizzly Bears", "A"), ("Hill Giant", "A"), ("Craw Wurm", "B")])
    assert not holds(theirs, coven, "A")[0]


def test_more_lands_than_you_asks_each_opponent() -> None:
    """One opponent with more is enough; equal isn't more."""
    more = _asked(condition("an opponent controls more lands than you") or {})
    equal = _game([("Plains", "A"), ("Plains", "B")], players=3)
    assert holds(equal, more, "A") == (False, "you control 1 and player B controls 1")
    one_more = _game([("Plains", "A"), ("Plains", "C"), ("Island", "C")], players=3)
    assert holds(one_more, more, "A") == (True, "you control 1 and player C controls 2")


def test_a_static_ability_cant_ask_a_measured_condition() -> None:
    """The layers don't ask it (a power counted in layer 7 could depend on the effect, 613.8)."""
    with pytest.raises(ValidationError, match="the layers don't check"):
        v.Static.model_validate(
            {
                "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
                "condition": condition("creatures you control have total power 8 or greater"),
            }
        )


@pytest.mark.parametrize(
    "line",
    [
        "At the beginning of your end step, if creatures you control have total power 8 or "
        "greater, draw a card.",
        "At the beginning of combat on your turn, if you control three or more creatures with "
        "different powers, this creature gains flying until end of turn.",
        "{W}, {T}: Draw a card. Activate only if an opponent controls more lands than you.",
    ],
)
def test_the_grammar_reads_the_measured_conditions(line: str) -> None:
    assert parse_line(line, ("Goblin Guide",), spell=False).tree is not None


def test_the_grammar_wants_than_you_after_more() -> None:
    line = "{W}, {T}: Draw a card. Activate only if an opponent controls more lands."
    assert parse_line(line, ("Goblin Guide",), spell=False).tree is None
