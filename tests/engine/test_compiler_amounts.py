"""Counted amounts (107.3c, 608.2h): "equal to the number of …", "for each …", "where X is …",
"equal to its power". Real cards' lines and what they must be read as (and said back as), lines
that must stay unread, and the bounds and rules the engine applies as it counts."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from engine import load, run
from engine.cards import vocabulary as v
from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from engine.core.errors import ScenarioError
from tests.engine.helpers import vocabulary

_YOURS = {"types": ["Creature"], "controller": "you"}


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Outnumber",
            "Outnumber deals damage",
            [{"op": "damage", "to": 0, "amount": {"count": "permanents", "filter": _YOURS}}],
            "this deals X damage to target creature, where X is the number of creatures you "
            "control, counted as this resolves (608.2h)",
        ),
        (
            "Sudden Impact",
            "Sudden Impact deals",
            [
                {
                    "op": "damage",
                    "to": 0,
                    "amount": {"count": "cards", "zone": "hand", "player": "target", "target": 0},
                }
            ],
            "where X is the number of cards in target player's hand",
        ),
        (
            "Blossoming Wreath",
            "You gain life",
            [
                {
                    "op": "gain_life",
                    "amount": {
                        "count": "cards",
                        "zone": "graveyard",
                        "filter": {"types": ["Creature"]},
                    },
                }
            ],
            "you gain X life, where X is the number of creature cards in your graveyard",
        ),
        (
            "Invigorating Falls",
            "You gain life",
            [
                {
                    "op": "gain_life",
                    "amount": {
                        "count": "cards",
                        "zone": "graveyard",
                        "player": "each",
                        "filter": {"types": ["Creature"]},
                    },
                }
            ],
            "the number of creature cards in all graveyards",
        ),
        (
            "Collective Unconscious",
            "Draw a card for each",
            [{"op": "draw", "amount": {"count": "permanents", "filter": _YOURS}}],
            "you draw X cards, where X is the number of creatures you control",
        ),
        (
            "Peach Garden Oath",
            "You gain 2 life",
            [{"op": "gain_life", "amount": {"count": "permanents", "filter": _YOURS, "times": 2}}],
            "where X is 2 times the number of creatures you control",
        ),
        (
            "Primal Bellow",
            "Target creature gets",
            [
                {
                    "op": "continuous",
                    "target": 0,
                    "modifications": [
                        {
                            "op": "modify_pt_by",
                            "power": 1,
                            "toughness": 1,
                            "amount": {
                                "count": "permanents",
                                "filter": {"subtypes": ["Forest"], "controller": "you"},
                            },
                        }
                    ],
                }
            ],
            "target creature gets +X/+X until end of turn, where X is the number of Forests you "
            "control",
        ),
        (
            "Defile",
            "Target creature gets",
            [
                {
                    "op": "continuous",
                    "target": 0,
                    "modifications": [
                        {
                            "op": "modify_pt_by",
                            "power": -1,
                            "toughness": -1,
                            "amount": {
                                "count": "permanents",
                                "filter": {"subtypes": ["Swamp"], "controller": "you"},
                            },
                        }
                    ],
                }
            ],
            "gets -X/-X until end of turn",
        ),
        (
            "Deploy to the Front",
            "Create X",
            [
                {
                    "op": "create_token",
                    "token": {
                        "name": "Soldier Token",
                        "type_line": "Creature — Soldier",
                        "colors": ["W"],
                        "power": 1,
                        "toughness": 1,
                    },
                    "count": {"count": "permanents", "filter": {"types": ["Creature"]}},
                }
            ],
            "where X is the number of creatures on the battlefield",
        ),
        (
            "Rush of Blood",
            "Target creature gets",
            [
                {
                    "op": "continuous",
                    "target": 0,
                    "modifications": [
                        {
                            "op": "modify_pt_by",
                            "power": 1,
                            "toughness": 0,
                            "amount": {"count": "power", "of": 0},
                        }
                    ],
                }
            ],
            "target creature gets +X/+0 until end of turn, where X is the power of target creature",
        ),
        (
            "Chastise",
            "Destroy target attacking",
            [
                {"op": "destroy", "target": 0, "cant_regenerate": False},
                {"op": "gain_life", "amount": {"count": "power", "of": 0}},
            ],
            "you gain X life, where X is the power of target attacking creature",
        ),
        (
            "Packsong Pup",
            "When this creature dies",
            [{"op": "gain_life", "amount": {"count": "power", "of": "self"}}],
            "you gain X life, where X is the power of this object",
        ),
        (
            "Graveborn Muse",
            "At the beginning of your upkeep",
            [
                {
                    "op": "draw",
                    "amount": {
                        "count": "permanents",
                        "filter": {"subtypes": ["Zombie"], "controller": "you"},
                    },
                },
                {
                    "op": "lose_life",
                    "amount": {
                        "count": "permanents",
                        "filter": {"subtypes": ["Zombie"], "controller": "you"},
                    },
                },
            ],
            "then you lose X life, where X is the number of Zombies you control",
        ),
    ],
)
def test_a_counted_amount_is_read(name: str, line: str, effects: Any, said: str) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words


@pytest.mark.parametrize(
    ("text", "types"),
    [
        # "Its" is another creature dealing damage (the one the Aura enchants): not the card.
        (
            "When this Aura enters, tap enchanted creature. It deals damage to you equal to its "
            "power.",
            ("Enchantment",),
        ),
        # A count the reader doesn't know.
        ("Draw a card for each creature that died under your control this turn.", ("Sorcery",)),
        ("You gain 1 life for each creature blocking it.", ("Instant",)),
        # "For each" over two instructions: which one it covers isn't clear.
        ("You draw a card and you lose 1 life for each creature you control.", ("Sorcery",)),
        # "Where X is" defines every X of its sentence: a half that can't take it leaves it all.
        (
            "You draw X cards and X target creatures get +1/+1, where X is the number of cards in "
            "your hand.",
            ("Sorcery",),
        ),
        # "It" after a token is created is the token, not this card.
        (
            "Create a 0/0 green Fractal creature token. Put X +1/+1 counters on it, where X is the "
            "number of lands you control.",
            ("Sorcery",),
        ),
        # "Its" with two targets named.
        (
            "Destroy target artifact and target creature. You gain life equal to its power.",
            ("Sorcery",),
        ),
    ],
)
def test_an_unclear_count_is_not_read(text: str, types: tuple[str, ...]) -> None:
    compiled = compile_face("Test Card", "Test Card", text, types)
    assert "recognised" not in [r.outcome for r in compiled.readings]


@pytest.mark.parametrize(
    ("name", "line", "modification", "said"),
    [
        (
            "Grim Strider",
            "This creature gets",
            {
                "op": "modify_pt_for_each",
                "power": -1,
                "toughness": -1,
                "counted": "hand",
                "filter": {"controller": "you"},
            },
            "gets -1/-1 for each of the cards in your hand, counted continuously (613.4c)",
        ),
        (
            "Liliana's Elite",
            "This creature gets",
            {
                "op": "modify_pt_for_each",
                "power": 1,
                "toughness": 1,
                "counted": "graveyard",
                "filter": {"types": ["Creature"], "controller": "you"},
            },
            "for each of the creature cards in your graveyard",
        ),
        (
            "Maro",
            "Maro's power",
            {"op": "pt_count", "which": "both", "zone": "hand", "filter": {"controller": "you"}},
            "power and toughness each equal to the number of cards in your hand, in every zone",
        ),
        (
            "Mortivore",
            "Mortivore's power",
            {
                "op": "pt_count",
                "which": "both",
                "zone": "graveyard",
                "filter": {"types": ["Creature"], "controller": "any"},
            },
            "the number of creature cards in all graveyards",
        ),
    ],
)
def test_a_static_count_of_cards_is_read(
    name: str, line: str, modification: dict[str, Any], said: str
) -> None:
    """Counted whenever the layers apply (611.3a, 613.4a, 613.4c), not locked in."""
    card = corpus_card(name)
    assert card is not None
    face = card.front
    compiled = compile_face(card.name, face.name, face.text, face.types)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    assert found.outcome == "recognised"
    assert found.abilities[0]["modifications"] == [modification]
    assert said in found.words


# -- the vocabulary ------------------------------------------------------------------------------


def test_plain_amounts_load_as_before() -> None:
    """Old scenarios and inline cards with a number or "X" load unchanged (SCENARIO.md)."""
    assert v.GainLife.model_validate({"amount": 3}).amount == 3
    assert v.Draw.model_validate({"amount": "X"}).amount == "X"
    counted = v.Draw.model_validate({"amount": {"count": "cards", "zone": "hand"}}).amount
    assert isinstance(counted, v.CountCards)


def test_a_static_ability_cant_lock_a_count_in() -> None:
    """A static "for each" is counted continuously (611.3a), not once (608.2h)."""
    with pytest.raises(ValidationError, match="modify_pt_for_each"):
        v.Static.model_validate(
            {"modifications": [{"op": "modify_pt_by", "power": 1, "amount": 2}]}
        )


def test_a_count_naming_a_missing_target_is_refused() -> None:
    card = {
        "name": "Test Spell",
        "mana_cost": "{G}",
        "type_line": "Sorcery",
        "effects": [{"op": "gain_life", "amount": {"count": "power", "of": 0}}],
    }
    base = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
    }
    with pytest.raises(ScenarioError, match="amount 0 names no target"):
        load({**base, "cards": [card]})


# -- counting, in the engine ---------------------------------------------------------------------


def _gain(amount: dict[str, Any], power: int) -> tuple[dict[str, Any], int]:
    """A spell "you gain life equal to [amount]" targeting a token of that power."""
    spell = {
        "name": "Test Spell",
        "mana_cost": "{G}",
        "type_line": "Sorcery",
        "targets": [{"kind": "creature"}],
        "effects": [{"op": "gain_life", "amount": amount}],
    }
    token = {"name": "Big", "type_line": "Creature — Test", "power": power, "toughness": 1000}
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A", "mana_pool": "{G}"}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "cards": [spell],
            "objects": [
                {"id": "big", "token": token, "controller": "A", "zone": "battlefield"},
                {"id": "spell", "card": "Test Spell", "owner": "A", "zone": "hand"},
            ],
            "actions": [{"player": "A", "cast": "spell", "targets": ["big"]}, {"resolve": "stack"}],
        }
    )
    assert status == 0, output["error"]
    counted = next(e for e in output["events"] if e["kind"] == "amount")
    return counted, output["state"]["players"][0]["life"] - 20


def test_a_count_is_capped_by_the_amount_bound() -> None:
    counted, gained = _gain({"count": "power", "of": 0, "times": 3}, 900)
    assert gained == v.MAX_AMOUNT
    assert "more than the engine's bound" in counted["text"]
    assert counted["rules"] == ["608.2h"]


def test_a_negative_count_is_zero() -> None:
    """107.1b: a calculation that would give a negative result uses zero."""
    counted, gained = _gain({"count": "power", "of": 0}, -2)
    assert gained == 0
    assert counted["rules"] == ["608.2h", "107.1b"]


def test_its_controller_gains_life_equal_to_its_power() -> None:
    """Swords to Plowshares: "its controller" is the exiled creature's controller, its power as
    it last existed (608.2h) — a player the target names, not the caster."""
    outcome, found, said = vocabulary("Swords to Plowshares", "Exile target creature.")
    assert outcome == "recognised"
    assert found == [
        {"op": "exile", "target": 0},
        {
            "op": "gain_life",
            "amount": {"count": "power", "of": 0},
            "player": "controller",
            "target": 0,
        },
    ]
    assert "the controller of target creature" in said


@pytest.mark.parametrize(
    ("name", "start", "player", "amount"),
    [
        ("Kokusho, the Evening Star", "When Kokusho dies", "each_opponent", 5),
        ("Exsanguinate", "Each opponent loses X life", "each_opponent", "X"),
        ("Urborg Syphon-Mage", "{2}{B}, {T}, Discard a card", "each_opponent", 2),
    ],
)
def test_life_lost_this_way_is_gained(name: str, start: str, player: str, amount: Any) -> None:
    """ "… loses N life. You gain life equal to the life lost this way": one loss whose
    controller then gains what was actually lost (119.3, 608.2c)."""
    outcome, found, said = vocabulary(name, start)
    assert outcome == "recognised"
    assert found == [{"op": "lose_life", "amount": amount, "player": player, "then_gain": True}]
    assert "gain life equal to the life they lost this way" in said


@pytest.mark.parametrize(
    ("name", "to"),
    [("Boros Reckoner", 0), ("Jackal Pup", "you"), ("Stuffy Doll", "chosen_player")],
)
def test_that_much_damage_is_the_damage_its_trigger_event_dealt(name: str, to: Any) -> None:
    """ "Whenever this creature is dealt damage, it deals that much damage to …": the amount
    the trigger event dealt (603.2), counted as it resolves."""
    outcome, found, said = vocabulary(name, "Whenever this creature is dealt damage")
    assert outcome == "recognised"
    assert found == [{"op": "damage", "amount": {"count": "event_amount"}, "to": to}]
    assert "the damage dealt by the event that triggered it (603.2)" in said


def test_that_much_needs_a_trigger_event_that_dealt_damage() -> None:
    """Outside a "dealt damage" trigger, "that much" names no amount: the line stays unread."""
    face = compile_face(
        "Test",
        "Test",
        "Whenever you discard a card, this creature deals that much damage to any target.",
        ("Creature",),
    )
    assert [r.outcome for r in face.readings] != ["recognised"]


def test_a_creature_dealing_damage_to_itself_is_read() -> None:
    outcome, found, said = vocabulary("Stuffy Doll", "{T}: This creature deals 1 damage")
    assert outcome == "recognised"
    assert found == [{"op": "damage", "amount": 1, "to": "self"}]
    assert "this deals 1 damage to itself" in said


def test_up_to_one_other_target_and_that_creatures_controller() -> None:
    """Solitude: "up to one other target creature" may be no target (601.2c); "that creature's
    controller" gains life equal to its power as it last existed (608.2h)."""
    outcome, found, said = vocabulary("Solitude", "When this creature enters")
    assert outcome == "recognised"
    assert found == [
        {"op": "exile", "target": 0},
        {
            "op": "gain_life",
            "amount": {"count": "power", "of": 0},
            "player": "controller",
            "target": 0,
        },
    ]
    assert "up to one" in said
