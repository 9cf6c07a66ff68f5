"""The oracle compiler's conditions and the cards the issue names from Antiquities and
Homelands: what each real line is read as, and the words a card page shows for it."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from engine.cards import vocabulary as v
from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from tests.engine.helpers import contains


def read(name: str) -> list[tuple[str, str, Any, str]]:
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    spell = {"effects": list(compiled.effects), "targets": list(compiled.targets)}
    parts = [*compiled.abilities, spell]
    return [(r.outcome, r.template, parts, r.words) for r in compiled.readings]


@pytest.mark.parametrize(
    ("name", "template", "wanted", "words"),
    [
        (
            "Urza's Tower",
            "activated",
            {
                "effects": [
                    {
                        "op": "add_mana",
                        "mana": "{C}",
                        "instead": "{C}{C}{C}",
                        "instead_if": {
                            "you_control": [
                                {"subtypes": ["Urza's", "Mine"], "controller": "you"},
                                {"subtypes": ["Urza's", "Power-Plant"], "controller": "you"},
                            ],
                            "match": "all",
                        },
                    }
                ]
            },
            "add {C}{C}{C} if you control an Urza's Mine and an Urza's Power-Plant",
        ),
        (
            "Su-Chi",
            "triggered",
            {
                "trigger": {"event": "put_into_graveyard"},
                "effects": [{"op": "add_mana", "mana": "{C}{C}{C}{C}"}],
            },
            "add {C}{C}{C}{C}",
        ),
        (
            "An-Havva Constable",
            "static: characteristic-defining",
            {
                "modifications": [
                    {
                        "op": "pt_count",
                        "which": "toughness",
                        "plus": 1,
                        "filter": {"colors": ["G"], "types": ["Creature"]},
                    }
                ]
            },
            "has toughness equal to 1 plus the number of green creatures on the battlefield",
        ),
        (
            "Scion of the Wild",
            "static: characteristic-defining",
            {
                "modifications": [
                    {"op": "pt_count", "which": "both", "filter": {"controller": "you"}}
                ]
            },
            "power and toughness each equal to the number of creatures you control",
        ),
        (
            "Memory Lapse",
            "spell",
            {"effects": [{"op": "counter", "target": 0, "to": "library_top"}]},
            "putting it on top of its owner's library instead",
        ),
        (
            "Dissipate",
            "spell",
            {"effects": [{"op": "counter", "target": 0, "to": "exile"}]},
            "putting it into exile instead",
        ),
        (
            "Drowned Catacomb",
            "enters",
            {
                "kind": "enters_tapped",
                "condition": {
                    "negated": True,
                    "you_control": [
                        {"subtypes": ["Island"], "controller": "you"},
                        {"subtypes": ["Swamp"], "controller": "you"},
                    ],
                    "match": "any",
                },
            },
            "tapped unless you control an Island or a Swamp",
        ),
        (
            "Copperline Gorge",
            "enters",
            {
                "kind": "enters_tapped",
                "condition": {
                    "negated": True,
                    "you_control": [{"types": ["Land"], "other": True, "controller": "you"}],
                    "at_most": 2,
                },
            },
            "tapped unless you control two or fewer other lands",
        ),
        (
            "Bountiful Promenade",
            "enters",
            {"kind": "enters_tapped", "condition": {"opponents_at_least": 2, "negated": True}},
            "unless you have two or more opponents",
        ),
        (
            "Abandoned Campground",
            "enters",
            {"kind": "enters_tapped", "condition": {"life_at_most": 13, "negated": True}},
            "unless a player has 13 or less life",
        ),
        (
            "Primal Clay",
            "enters",
            {
                "kind": "as_enters_choose",
                "choice": "characteristics",
                "options": [
                    {"text": "a 3/3 artifact creature"},
                    {
                        "text": "a 2/2 artifact creature with flying",
                        "modifications": [
                            {"op": "set_pt", "power": 2, "toughness": 2},
                            {"op": "add_types", "types": ["Artifact", "Creature"]},
                            {"op": "add_keywords", "keywords": ["Flying"]},
                        ],
                    },
                    {"text": "a 1/6 Wall artifact creature with defender"},
                ],
            },
            "chooses what it becomes: a 3/3 artifact creature; or a 2/2",
        ),
        (
            "Blood Crypt",
            "enters",
            {"kind": "enters_tapped", "unless_pay_life": 2},
            "may pay 2 life; if they don't, it enters tapped",
        ),
    ],
)
def test_a_conditional_line_is_read_and_said(
    name: str, template: str, wanted: dict[str, Any], words: str
) -> None:
    readings = read(name)
    found = [r for r in readings if r[1] == template]
    assert found, readings
    outcome, _, parts, said = found[0]
    assert outcome == "recognised"
    assert any(contains(p, wanted) for p in parts), parts
    assert words in said, said


@pytest.mark.parametrize(
    "line",
    [
        # A count of cards in an opponent's hand is no zone the vocabulary counts.
        "~'s power and toughness are each equal to the number of cards in target player's hand.",
        # Without "in addition to its other types" the chosen types replace the old (205.1b).
        "As ~ enters, it becomes your choice of a 3/3 creature or a 2/2 creature with flying.",
        # A count of players' cards isn't one of the conditions the vocabulary holds.
        "~ enters tapped unless an opponent has seven or more cards in their graveyard.",
    ],
)
def test_conditions_it_cant_check_stay_unsupported(line: str) -> None:
    compiled = compile_face("Test Card", "Test Card", line.replace("~", "Test Card"), ("Land",))
    assert [r.outcome for r in compiled.readings] == ["unsupported"]


def test_a_condition_that_asks_two_things_is_refused_with_the_reason() -> None:
    with pytest.raises(ValidationError, match="exactly one thing"):
        v.EntersTapped.model_validate({"condition": {"life_at_most": 5, "opponents_at_least": 2}})
    with pytest.raises(ValidationError, match="'unless' is 'condition' negated"):
        v.EntersTapped.model_validate(
            {"unless": {"life_at_most": 5}, "condition": {"life_at_most": 5}}
        )
    with pytest.raises(ValidationError, match="go together"):
        v.AddMana.model_validate({"mana": "{C}", "instead": "{C}{C}"})


@pytest.mark.parametrize(
    ("name", "template", "wanted", "words"),
    [
        (
            "Rootwalla",
            "activated",
            {"once_each_turn": True, "effects": [{"op": "continuous"}]},
            "(only once each turn, 602.5b)",
        ),
        (
            "Sewer Rats",
            "activated",
            {"most_each_turn": 3, "effects": [{"op": "continuous"}]},
            "(no more than three times each turn, 602.5b)",
        ),
        (
            "Manaforge Cinder",
            "activated",
            {"most_each_turn": 3},
            "(no more than three times each turn, 602.5b)",
        ),
        (
            "Impeccable Timing",
            "spell",
            {"targets": [{"kind": "creature", "filter": {"in_combat": True}}]},
            "target attacking or blocking creature",
        ),
        (
            "Bump in the Night",
            "spell",
            {
                "targets": [{"kind": "player", "filter": {"controller": "opponent"}}],
                "effects": [{"op": "lose_life", "amount": 3, "player": "target"}],
            },
            "target opponent",
        ),
        (
            "Sign in Blood",
            "spell",
            {
                "targets": [{"kind": "player"}],
                "effects": [
                    {"op": "draw", "amount": 2, "player": "target", "target": 0},
                    {"op": "lose_life", "amount": 2, "player": "target", "target": 0},
                ],
            },
            "target player draws 2 cards; then target player loses 2 life",
        ),
        (
            "Prosperity",
            "spell",
            {"effects": [{"op": "draw", "amount": "X", "player": "each"}]},
            "each player draws X cards",
        ),
        (
            "Merfolk Seer",
            "triggered",
            {"effects": [{"op": "may", "pay": "{1}{U}", "effects": [{"op": "draw", "amount": 1}]}]},
            "you may pay {1}{U}",
        ),
        (
            "Lava Spike",
            "spell",
            {"targets": [{"kind": "any", "filter": {"types": ["Planeswalker"]}}]},
            "target player or planeswalker",
        ),
        (
            "Essence Drain",
            "spell",
            {
                "effects": [
                    {"op": "damage", "amount": 3, "to": 0},
                    {"op": "gain_life", "amount": 3},
                ]
            },
            "this deals 3 damage to any target",
        ),
    ],
)
def test_restrictions_and_joined_instructions_are_read(
    name: str, template: str, wanted: dict[str, Any], words: str
) -> None:
    test_a_conditional_line_is_read_and_said(name, template, wanted, words)
