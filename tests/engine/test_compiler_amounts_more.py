"""More counted amounts (107.3c, 608.2h): the life you gained this turn (119.3), the number of
opponents you have (102.2, 806.1), the counters on the card itself (122.1), the permanent
sacrificed to pay the cost (608.2h), the greatest power among a group, "twice" a count, and "a
number of … equal to …" in the place of the number. Real cards' lines and what they are read
as, and the lines that must stay unread (what the engine counts: the goldens
`compiled_amount_*`)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from tests.engine.helpers import vocabulary

_LIFE = {"count": "this_turn", "record": "life_gained"}


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Defiling Daemogoth",
            "At the beginning of your end step",
            [{"op": "lose_life", "player": "each_opponent", "amount": _LIFE}],
            "where X is the amount of life you gained this turn (119.3)",
        ),
        (
            "Inspired Sphinx",
            "When this creature enters",
            [{"op": "draw", "amount": {"count": "opponents"}}],
            "where X is the number of opponents you have (102.2, 806.1)",
        ),
        (
            "Chittering Witch",
            "When this creature enters",
            [
                {
                    "op": "create_token",
                    "token": {
                        "name": "Rat Token",
                        "type_line": "Creature — Rat",
                        "colors": ["B"],
                        "power": 1,
                        "toughness": 1,
                    },
                    "count": {"count": "opponents"},
                }
            ],
            "where X is the number of opponents you have",
        ),
        (
            "Master of Waves",
            "When this creature enters",
            [
                {
                    "op": "create_token",
                    "token": {
                        "name": "Elemental Token",
                        "type_line": "Creature — Elemental",
                        "colors": ["U"],
                        "power": 1,
                        "toughness": 0,
                    },
                    "count": {"count": "devotion", "colors": ["U"]},
                }
            ],
            "where X is your devotion to blue",
        ),
        (
            "Kilnmouth Dragon",
            "{T}:",
            [{"op": "damage", "to": 0, "amount": {"count": "counters", "kind": "+1/+1"}}],
            "where X is the number of +1/+1 counters on this object",
        ),
        (
            "Maga, Traitor to Mortals",
            "When Maga enters",
            [
                {
                    "op": "lose_life",
                    "player": "target",
                    "target": 0,
                    "amount": {"count": "counters", "kind": "+1/+1"},
                }
            ],
            "the number of +1/+1 counters on this object",
        ),
        (
            "Golden Urn",
            "{T}, Sacrifice",
            [{"op": "gain_life", "amount": {"count": "counters", "kind": "charge"}}],
            "the number of charge counters on this object",
        ),
        (
            "Fling",
            "Fling deals damage",
            [{"op": "damage", "to": 0, "amount": {"count": "power", "of": "sacrificed"}}],
            "where X is the power of the permanent sacrificed to pay the cost",
        ),
        (
            "Bloodshot Cyclops",
            "{T}, Sacrifice a creature",
            [{"op": "damage", "to": 0, "amount": {"count": "power", "of": "sacrificed"}}],
            "the power of the permanent sacrificed to pay the cost",
        ),
        (
            "Diamond Valley",
            "{T}, Sacrifice a creature",
            [{"op": "gain_life", "amount": {"count": "toughness", "of": "sacrificed"}}],
            "the toughness of the permanent sacrificed to pay the cost",
        ),
        (
            "Garruk, Primal Hunter",
            "[−3]",
            [
                {
                    "op": "draw",
                    "amount": {
                        "count": "greatest",
                        "stat": "power",
                        "filter": {"types": ["Creature"], "controller": "you"},
                    },
                }
            ],
            "where X is the greatest power among creatures you control",
        ),
        (
            "Tezzeret, Agent of Bolas",
            "[−4]",
            [
                {
                    "op": "lose_life",
                    "player": "target",
                    "target": 0,
                    "amount": {
                        "count": "permanents",
                        "filter": {"types": ["Artifact"], "controller": "you"},
                        "times": 2,
                    },
                },
                {
                    "op": "gain_life",
                    "amount": {
                        "count": "permanents",
                        "filter": {"types": ["Artifact"], "controller": "you"},
                        "times": 2,
                    },
                },
            ],
            "where X is 2 times the number of artifacts you control",
        ),
        (
            "Kindle",
            "Kindle deals X damage",
            [
                {
                    "op": "damage",
                    "to": 0,
                    "amount": {
                        "count": "sum",
                        "plus": 2,
                        "terms": [
                            {
                                "count": "cards",
                                "zone": "graveyard",
                                "player": "each",
                                "named_this": True,
                            }
                        ],
                    },
                }
            ],
            "where X is 2 plus the number of cards with this object's name (201.2) in all "
            "graveyards",
        ),
        (
            "Hobbit's Sting",
            "Hobbit's Sting deals X damage",
            [
                {
                    "op": "damage",
                    "to": 0,
                    "amount": {
                        "count": "sum",
                        "terms": [
                            {
                                "count": "permanents",
                                "filter": {"types": ["Creature"], "controller": "you"},
                            },
                            {
                                "count": "permanents",
                                "filter": {"subtypes": ["Food"], "controller": "you"},
                            },
                        ],
                    },
                }
            ],
            "where X is the number of creatures you control plus the number of Foods you control",
        ),
        (
            "Priest of Yawgmoth",
            "{T}, Sacrifice an artifact",
            [
                {
                    "op": "add_mana_for_each",
                    "mana": "{B}",
                    "count": {"count": "mana_value", "of": "sacrificed"},
                }
            ],
            "add {B} X times (106.4), where X is the mana value of the permanent sacrificed to "
            "pay the cost",
        ),
        (
            "Viridian Joiner",
            "{T}",
            [{"op": "add_mana_for_each", "mana": "{G}", "count": {"count": "power", "of": "self"}}],
            "where X is the power of this object",
        ),
        (
            "Spikeshot Goblin",
            "{R}, {T}",
            [{"op": "damage", "amount": {"count": "power"}, "to": 0}],
            "this deals X damage to any target (a creature, player or planeswalker), where X is "
            "the power of this object",
        ),
        (
            "Heartfire Hero",
            "When this creature dies",
            [{"op": "damage", "amount": {"count": "power"}, "to": "each_opponent"}],
            "where X is the power of this object",
        ),
    ],
)
def test_a_count_is_read(name: str, line: str, effects: Any, said: str) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words


@pytest.mark.parametrize(
    "text",
    [
        # "It" could be the target creature: whose counters isn't clear.
        "{T}: This creature deals damage to target creature equal to the number of +1/+1 "
        "counters on it.",
        # "It" after a token is created is the token, not this card.
        "{T}: Create a 1/1 white Soldier creature token. You gain life equal to the number of "
        "+1/+1 counters on it.",
        # A count the reader doesn't know stays unread, "a number of" or not.
        "{T}: Create a number of 1/1 red Goblin creature tokens equal to the result.",
        "{T}: Target player discards a number of cards equal to the sacrificed creature's power.",
        # "The sacrificed creature" with no cost that sacrificed one, or with two sacrificed.
        "{T}: Sacrifice a creature, then you gain life equal to the sacrificed creature's "
        "toughness.",
        "Sacrifice two creatures: You gain life equal to the sacrificed creature's toughness.",
        "Sacrifice this creature: You gain life equal to the sacrificed creature's toughness.",
        # "Its" after a cost that sacrificed a creature could be that creature's.
        "Sacrifice a creature: You gain life equal to its toughness.",
        # The greatest among cards, not permanents; "twice" a count already multiplied.
        "{T}: You gain life equal to the greatest power among creature cards in your graveyard.",
        "{T}: You gain life equal to twice twice the number of creatures you control.",
        # The life gained in another turn, or lost: not the turn's record of the life gained.
        "{T}: You gain life equal to the amount of life you lost this turn.",
        # A sum with a term that can be less than 0 (107.1b), or naming an object back.
        "{T}: You gain life equal to 2 plus the greatest power among creatures you control.",
        "{T}: Target creature gets +X/+0 until end of turn, where X is 1 plus its toughness.",
        # A sum whose term the reader doesn't know.
        "{T}: You gain life equal to 2 plus the number of spells you've cast this turn.",
        # Mana in an amount the reader doesn't know, or of two kinds.
        "{T}: Add an amount of {G} equal to the number of spells you've cast this turn.",
        "{T}: Add an amount of {G}{G} equal to this creature's power.",
        # "Its" bound to another object than the card: the enchanted creature, a target.
        "When this Aura enters, tap enchanted creature. It deals damage to you equal to its power.",
    ],
)
def test_an_unclear_count_is_not_read(text: str) -> None:
    compiled = compile_face("Test Card", "Test Card", text, ("Creature",))
    assert [r.outcome for r in compiled.readings] != ["recognised"]


@pytest.mark.parametrize(
    ("text", "by"),
    [
        (
            "{T}: Put a +1/+1 counter on target creature you control, then it deals damage equal "
            "to its power to target creature an opponent controls.",
            0,
        ),
        (
            "Whenever a creature you control attacks, it deals damage equal to its power to any "
            "target.",
            "that_creature",
        ),
    ],
)
def test_its_power_of_the_creature_dealing_it_is_that_creatures_bite(
    text: str, by: int | str
) -> None:
    # "Its" bound to a target or the trigger event's creature, not the card: that creature is
    # the damage's source (120.2b), never the card's own damage by another's power.
    compiled = compile_face("Test Card", "Test Card", text, ("Creature",))
    assert [r.outcome for r in compiled.readings] == ["recognised"]
    (ability,) = compiled.abilities
    assert isinstance(ability, dict)
    bite = ability["effects"][-1]
    assert (bite["op"], bite["by"]) == ("bite", by)
