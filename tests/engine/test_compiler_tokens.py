"""Token instructions (111.2, 111.4): "create N P/T color Subtype creature tokens", "with" the
keywords they have, and "tapped" tokens, which enter the battlefield tapped (110.5b). Each case
is a real card's line and what it must be read as, or stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler.selectors import keyword_list
from tests.engine.helpers import vocabulary


def _spirit(count: int) -> dict[str, Any]:
    return {
        "op": "create_token",
        "count": count,
        "token": {
            "name": "Spirit Token",
            "type_line": "Creature — Spirit",
            "colors": ["W"],
            "power": 1,
            "toughness": 1,
            "abilities": ["Flying"],
        },
    }


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        ("Lingering Souls", "Create two", [_spirit(2)], "create 2 1/1 Spirit token(s) with flying"),
        ("Moorland Haunt", "{W}{U}", [_spirit(1)], "create 1 1/1 Spirit token(s) with flying"),
        (
            "Advent of the Wurm",
            "Create a 5/5",
            [
                {
                    "op": "create_token",
                    "count": 1,
                    "token": {
                        "name": "Wurm Token",
                        "type_line": "Creature — Wurm",
                        "colors": ["G"],
                        "power": 5,
                        "toughness": 5,
                        "abilities": ["Trample"],
                    },
                }
            ],
            "create 1 5/5 Wurm token(s) with trample",
        ),
        (
            "Null Caller",
            "{3}{B}",
            [
                {
                    "op": "create_token",
                    "count": 1,
                    "tapped": True,
                    "token": {
                        "name": "Zombie Token",
                        "type_line": "Creature — Zombie",
                        "colors": ["B"],
                        "power": 2,
                        "toughness": 2,
                    },
                }
            ],
            "create 1 tapped 2/2 Zombie token(s)",
        ),
    ],
)
def test_a_token_line_is_read(name: str, line: str, effects: Any, said: str) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words


def _ooze_or_construct(name: str, artifact: bool = False) -> dict[str, Any]:
    line = "Artifact Creature" if artifact else "Creature"
    return {
        "name": f"{name} Token",
        "type_line": f"{line} — {name}",
        "colors": [] if artifact else ["G"],
        "power": 0,
        "toughness": 0,
    }


@pytest.mark.parametrize(
    ("name", "line", "effect", "said"),
    [
        # X is the spell's own (107.3a): its size as it resolves.
        (
            "Slime Molding",
            "Create",
            {"op": "create_token", "count": 1, "size": "X", "token": _ooze_or_construct("Ooze")},
            "create 1 X/X Ooze token(s)",
        ),
        (
            "Gelatinous Genesis",
            "Create",
            {"op": "create_token", "count": "X", "size": "X", "token": _ooze_or_construct("Ooze")},
            "create X X/X Ooze token(s)",
        ),
        # "where X is …" (107.3c): the count, found as the token is created (608.2h).
        (
            "Oviya Pashiri, Sage Lifecrafter",
            "{4}{G}",
            {
                "op": "create_token",
                "count": 1,
                "size": {
                    "count": "permanents",
                    "filter": {"controller": "you", "types": ["Creature"]},
                },
                "token": _ooze_or_construct("Construct", artifact=True),
            },
            "create 1 X/X Construct token(s), where X is the number of creatures you control",
        ),
    ],
)
def test_an_x_by_x_token_has_its_size_as_it_is_created(
    name: str, line: str, effect: dict[str, Any], said: str
) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == [effect]
    assert said in words


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # The token's quoted ability is read (111.3), but not what the line does with it next.
        ("Alien Invasion", "At the beginning of combat"),
        ("Exotic Pets", "Create two"),
    ],
)
def test_a_token_line_saying_more_stays_unread(name: str, line: str) -> None:
    outcome, _, _ = vocabulary(name, line)
    assert outcome == "unsupported"


@pytest.mark.parametrize(
    ("name", "line", "count", "type_line", "abilities"),
    [
        # 205.2a: the card types before "creature" are the token's too, in the order said.
        ("Tunnel Surveyor", "When", 1, "Enchantment Creature — Glimmer", ()),
        ("Hammer of Purphoros", "{2}{R}", 1, "Enchantment Artifact Creature — Golem", ()),
        # 107.1: any number word.
        ("Symbiotic Wurm", "When", 7, "Creature — Insect", ()),
        # 702.73a, 604.3: changeling is the token's own characteristic-defining ability.
        ("Belonging", "When", 3, "Creature — Shapeshifter", ("Changeling",)),
    ],
)
def test_a_token_of_several_types_any_number_or_its_own_changeling(
    name: str, line: str, count: int, type_line: str, abilities: tuple[str, ...]
) -> None:
    outcome, found, _ = vocabulary(name, line)
    assert outcome == "recognised"
    (made,) = found
    assert made["count"] == count
    assert made["token"]["type_line"] == type_line
    assert tuple(made["token"].get("abilities", ())) == abilities


def test_changeling_gained_from_an_effect_stays_unread() -> None:
    # A characteristic-defining ability gained in layer 6 comes after layer 4's types (613.1d,
    # 613.1f): not the token's own, so not read.
    assert keyword_list("changeling") is None
    assert keyword_list("changeling", own=True) == ["Changeling"]
