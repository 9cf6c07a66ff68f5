"""The compiler's library, hand and graveyard templates (CR 701.9, 701.17, 701.22-701.25): what
each real card's line is read as, and the lines of the family it must leave unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face, words
from engine.cards.store import corpus_card
from tests.engine.helpers import vocabulary


@pytest.mark.parametrize(
    ("name", "line", "effects"),
    [
        ("Opt", "Scry 1.", [{"op": "scry", "amount": 1}, {"op": "draw", "amount": 1}]),
        ("Cloudreader Sphinx", "When this creature enters, scry 2.", [{"op": "scry", "amount": 2}]),
        ("Temple of Abandon", "When this land enters, scry 1.", [{"op": "scry", "amount": 1}]),
        ("Hidden Grotto", "When this land enters, surveil 1.", [{"op": "surveil", "amount": 1}]),
        ("Doom Whisperer", "Pay 2 life: Surveil 2.", [{"op": "surveil", "amount": 2}]),
        (
            "Merfolk Looter",
            "{T}: Draw a card, then discard a card.",
            [{"op": "draw", "amount": 1}, {"op": "discard", "amount": 1}],
        ),
        (
            "Sift",
            "Draw three cards, then discard a card.",
            [{"op": "draw", "amount": 3}, {"op": "discard", "amount": 1}],
        ),
        (
            "Millstone",
            "{2}, {T}: Target player mills two cards.",
            [{"op": "mill", "amount": 2, "player": "target", "target": 0}],
        ),
        (
            "Venomous Hierophant",
            "When this creature enters, mill three cards.",
            [{"op": "mill", "amount": 3}],
        ),
        (
            "Mind Rot",
            "Target player discards two cards.",
            [{"op": "discard", "amount": 2, "player": "target", "target": 0}],
        ),
        (
            "Ravenous Rats",
            "When this creature enters, target opponent discards a card.",
            [{"op": "discard", "amount": 1, "player": "target", "target": 0}],
        ),
        (
            "Cackling Fiend",
            "When this creature enters, each opponent discards a card.",
            [{"op": "discard", "amount": 1, "player": "each_opponent"}],
        ),
        (
            "Rampant Growth",
            "Search your library for a basic land card",
            [
                {
                    "op": "search",
                    "count": 1,
                    "filter": {"supertypes": ["Basic"], "types": ["Land"]},
                    "to": "battlefield",
                    "tapped": True,
                }
            ],
        ),
        (
            "Diabolic Tutor",
            "Search your library for a card",
            [{"op": "search", "count": 1, "stated": False, "to": "hand"}],
        ),
        (
            "Mystical Tutor",
            "Search your library for an instant or sorcery card",
            [
                {
                    "op": "search",
                    "count": 1,
                    "filter": {"any_types": ["Instant", "Sorcery"]},
                    "reveal": True,
                    "to": "top",
                }
            ],
        ),
        (
            "Harrow",
            "Search your library for up to two basic land cards",
            [
                {
                    "op": "search",
                    "count": 2,
                    "filter": {"supertypes": ["Basic"], "types": ["Land"]},
                    "to": "battlefield",
                }
            ],
        ),
    ],
)
def test_a_library_line_is_read_as_vocabulary(name: str, line: str, effects: list[Any]) -> None:
    outcome, found, said = vocabulary(name, line)
    assert outcome == "recognised"
    assert found[: len(effects)] == effects
    # Said in the family's own words, each citing its rule, not the op's bare name.
    assert "701." in said


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # "Sacrifice it unless you return …": not an action the vocabulary pays as it resolves.
        (
            "Living Tsunami",
            "At the beginning of your upkeep, sacrifice this creature unless you return a land",
        ),
        # A search of another player's library into your hand (its owner's hand, 400.3).
        ("Naughty // Nice", "Search another target player's library"),
    ],
)
def test_what_the_family_doesnt_model_stays_unread(name: str, line: str) -> None:
    assert vocabulary(name, line)[0] != "recognised"


@pytest.mark.parametrize(
    ("effect", "phrase"),
    [
        ({"op": "scry", "amount": 2}, "put any number on the bottom"),
        ({"op": "surveil", "amount": 1}, "into your graveyard"),
        ({"op": "mill", "amount": 2, "player": "each_opponent"}, "each opponent mills 2"),
        ({"op": "discard", "amount": 1}, "you discard 1 card of your choice"),
        (
            {"op": "search", "count": 1, "stated": False, "to": "top"},
            "(you must find one if there is one, 701.23d), put it on top of your library",
        ),
    ],
)
def test_the_card_page_says_what_the_engine_reads(effect: dict[str, Any], phrase: str) -> None:
    assert phrase in words.effect(effect, [])


@pytest.mark.parametrize(
    ("name", "line", "ability"),
    [
        (
            "Barren Moor",
            "Cycling {B}",
            {
                "kind": "activated",
                "zone": "hand",
                "cost": {"mana": "{B}", "discard_self": True, "cycling": True},
                "effects": [{"op": "draw", "amount": 1}],
            },
        ),
        (
            "Ash Barrens",
            "Basic landcycling {1}",
            {
                "kind": "activated",
                "zone": "hand",
                "cost": {"mana": "{1}", "discard_self": True, "cycling": True},
                "effects": [
                    {
                        "op": "search",
                        "filter": {"supertypes": ["Basic"], "types": ["Land"]},
                        "reveal": True,
                        "to": "hand",
                    }
                ],
            },
        ),
        (
            "Shoreline Ranger",
            "Islandcycling {2}",
            {
                "kind": "activated",
                "zone": "hand",
                "cost": {"mana": "{2}", "discard_self": True, "cycling": True},
                "effects": [
                    {
                        "op": "search",
                        "filter": {"subtypes": ["Island"]},
                        "reveal": True,
                        "to": "hand",
                    }
                ],
            },
        ),
        (
            "Sanitarium Skeleton",
            "{2}{B}: Return this card from your graveyard to your hand.",
            {
                "kind": "activated",
                "zone": "graveyard",
                "cost": {"mana": "{2}{B}"},
                "effects": [{"op": "bounce", "target": "self"}],
            },
        ),
        (
            "Reassembling Skeleton",
            "{1}{B}: Return this card from your graveyard to the battlefield tapped.",
            {
                "kind": "activated",
                "zone": "graveyard",
                "cost": {"mana": "{1}{B}"},
                "effects": [{"op": "return_to_battlefield", "target": "self", "tapped": True}],
            },
        ),
        (
            # 602.5: a restriction is the condition it is activated under, here in the graveyard.
            "Shard Phoenix",
            "{R}{R}{R}: Return this card from your graveyard to your hand.",
            {
                "kind": "activated",
                "zone": "graveyard",
                "cost": {"mana": "{R}{R}{R}"},
                "effects": [{"op": "bounce", "target": "self"}],
                "only_if": {"your_upkeep": True, "text": "it is your upkeep"},
            },
        ),
        (
            "Mad Prophet",
            "{T}, Discard a card: Draw a card.",
            {
                "kind": "activated",
                "cost": {"tap": True, "discard": 1},
                "effects": [{"op": "draw", "amount": 1}],
            },
        ),
    ],
)
def test_an_ability_that_works_from_a_hand_or_graveyard(
    name: str, line: str, ability: dict[str, Any]
) -> None:
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    assert found.outcome == "recognised"
    read = {k: v for k, v in found.abilities[0].items() if k != "text"}
    assert read == ability
    zone = ability.get("zone")
    assert zone is None or f"activated only from your {zone}" in found.words


@pytest.mark.parametrize(
    ("name", "line", "spec", "effect"),
    [
        (
            "Raise Dead",
            "Return target creature card from your graveyard to your hand.",
            {"kind": "card", "filter": {"types": ["Creature"], "controller": "you"}},
            {"op": "bounce", "target": 0},
        ),
        (
            "Resurrection",
            "Return target creature card from your graveyard to the battlefield.",
            {"kind": "card", "filter": {"types": ["Creature"], "controller": "you"}},
            {"op": "return_to_battlefield", "target": 0, "tapped": False},
        ),
        (
            "Cremate",
            "Exile target card from a graveyard.",
            {"kind": "card"},
            {"op": "exile", "target": 0},
        ),
        (
            "Wander in Death",
            "Return up to two target creature cards from your graveyard to your hand.",
            {
                "kind": "card",
                "filter": {"types": ["Creature"], "controller": "you"},
                "min": 0,
                "max": 2,
            },
            {"op": "bounce", "target": 0},
        ),
    ],
)
def test_a_card_in_a_graveyard_is_a_target(
    name: str, line: str, spec: dict[str, Any], effect: dict[str, Any]
) -> None:
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    assert found.outcome == "recognised"
    [target] = compiled.targets
    assert {k: v for k, v in target.items() if k != "text"} == spec
    assert compiled.effects[0] == effect
    assert "graveyard" in found.words


def test_a_spell_may_cost_a_discard() -> None:
    card = corpus_card("Thrill of Possibility")
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    assert compiled.additional_costs == {"discard": 1}
    assert all(r.outcome == "recognised" for r in compiled.readings)


@pytest.mark.parametrize(
    ("name", "line", "effects"),
    [
        (
            "Time Ebb",
            "Put target creature on top of its owner's library.",
            [{"op": "put_in_library", "target": 0, "position": "top"}],
        ),
        (
            "Reito Lantern",
            "{3}: Put target card from a graveyard on the bottom",
            [{"op": "put_in_library", "target": 0, "position": "bottom"}],
        ),
        (
            "Wayward Soul",
            "{U}: Put this creature on top of its owner's library.",
            [{"op": "put_in_library", "target": "self", "position": "top"}],
        ),
        (
            "Keldon Raider",
            "When this creature enters, you may discard a card. If you do, draw a card.",
            [
                {
                    "op": "may",
                    "effects": [{"op": "discard", "amount": 1, "then_draw": 1}],
                    "text": "discard a card",
                }
            ],
        ),
        (
            "Ramosian Sergeant",
            "{3}, {T}: Search your library for a Rebel permanent card with mana value 2 or less",
            [
                {
                    "op": "search",
                    "count": 1,
                    "filter": {
                        "any_types": [
                            "Artifact",
                            "Battle",
                            "Creature",
                            "Enchantment",
                            "Land",
                            "Planeswalker",
                        ],
                        "subtypes": ["Rebel"],
                        "mana_value_at_most": 2,
                    },
                    "to": "battlefield",
                }
            ],
        ),
    ],
)
def test_more_of_the_family_is_read(name: str, line: str, effects: list[Any]) -> None:
    outcome, found, said = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert "400.3" in said or "608.2c" in said or "mana value 2 or less" in said


@pytest.mark.parametrize(
    ("name", "line", "effects"),
    [
        (
            "Sage Owl",
            "When this creature enters, look at the top four cards of your library",
            [{"op": "look_at_top", "amount": 4}],
        ),
        (
            "Strategic Planning",
            "Look at the top three cards of your library.",
            [{"op": "look_at_top", "amount": 3, "take": 1, "rest": "graveyard"}],
        ),
    ],
)
def test_looking_at_the_top_cards_is_read(name: str, line: str, effects: list[Any]) -> None:
    outcome, found, said = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert "701.20e" in said


@pytest.mark.parametrize(
    ("name", "line", "effects", "whose"),
    [
        (
            "Rest in Peace",
            "When this enchantment enters, exile all graveyards.",
            [{"op": "exile_graveyard", "player": "each_player"}],
            "exile all graveyards",
        ),
        (
            "Bojuka Bog",
            "When this land enters, exile target player's graveyard.",
            [{"op": "exile_graveyard", "player": "target", "target": 0}],
            "exile target player's graveyard",
        ),
        (
            "Soul-Guide Lantern",
            "{T}, Sacrifice this artifact: Exile each opponent's graveyard.",
            [{"op": "exile_graveyard", "player": "each_opponent"}],
            "exile each opponent's graveyard",
        ),
    ],
)
def test_exiling_a_graveyard_is_read(name: str, line: str, effects: list[Any], whose: str) -> None:
    """Every card in the named graveyards moves to exile (701.13a)."""
    outcome, found, said = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert whose in said
    assert "701.13a" in said


def _reveal(n: int, rest: str, flt: dict[str, Any]) -> list[Any]:
    return [
        {"op": "look_at_top", "amount": n, "take": 1, "rest": rest, "reveal": True, "filter": flt}
    ]


@pytest.mark.parametrize(
    ("name", "line", "effects"),
    [
        (
            "Commune with Nature",
            "Look at the top five cards",
            _reveal(5, "bottom", {"types": ["Creature"]}),
        ),
        (
            "Narset, Parter of Veils",
            "[−2]: Look at the top four cards",
            _reveal(4, "bottom_random", {"not_types": ["Creature", "Land"]}),
        ),
        (
            "Oath of Nissa",
            "When Oath of Nissa enters, look at the top three cards",
            _reveal(3, "bottom", {"any_types": ["Creature", "Land", "Planeswalker"]}),
        ),
    ],
)
def test_a_card_of_a_quality_may_be_revealed_from_among_the_top_cards(
    name: str, line: str, effects: list[Any]
) -> None:
    """ "You may reveal a [quality] card from among them and put it into your hand. Put the rest
    on the bottom of your library in any / a random order." (701.20e, 701.20a)."""
    outcome, found, said = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert "701.20a" in said
