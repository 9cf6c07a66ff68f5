"""Losing abilities (layer 6, CR 613.1f), a set base power and toughness (layer 7b, 613.4b), and
the filters of target phrases and group statics (mana value 202.3, "artifact creatures"). Each
case is a real card's line and what it must be read as, or a line that must stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from tests.engine.helpers import compiled, line_starting


def _reading(name: str, start: str) -> tuple[str, Any, str]:
    """(outcome, the line's vocabulary — a spell's effects or the ability — and its words)."""
    face = compiled(name)
    found = line_starting(face, start)
    if found.abilities and isinstance(found.abilities[0], dict):
        return found.outcome, found.abilities[0], found.words
    return found.outcome, list(face.effects), found.words


_HUMBLE = [
    {
        "op": "continuous",
        "target": 0,
        "duration": "end_of_turn",
        "modifications": [
            {"op": "lose_all_abilities"},
            {"op": "set_pt", "power": 0, "toughness": 1},
        ],
    }
]


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Humble",
            "Until end of turn",
            _HUMBLE,
            "target creature loses all abilities (layer 6, 613.1f) and has base power and "
            "toughness 0/1 (layer 7b, 613.4b) until end of turn",
        ),
        ("Ovinize", "Until end of turn", _HUMBLE, "loses all abilities"),
        (
            "Canopy Claws",
            "Target creature loses flying",
            [
                {
                    "op": "continuous",
                    "target": 0,
                    "duration": "end_of_turn",
                    "modifications": [{"op": "lose_keywords", "keywords": ["Flying"]}],
                }
            ],
            "target creature loses flying (layer 6, 613.1f) until end of turn",
        ),
        (
            "Whiteout",
            "All creatures lose flying",
            [
                {
                    "op": "continuous",
                    "filter": {"types": ["Creature"]},
                    "duration": "end_of_turn",
                    "modifications": [{"op": "lose_keywords", "keywords": ["Flying"]}],
                }
            ],
            "each creature loses flying",
        ),
        (
            "Vertigo",
            "Vertigo deals 2 damage",
            [
                {"op": "damage", "amount": 2, "to": 0},
                {
                    "op": "continuous",
                    "target": 0,
                    "duration": "end_of_turn",
                    "modifications": [{"op": "lose_keywords", "keywords": ["Flying"]}],
                },
            ],
            "loses flying",
        ),
    ],
)
def test_a_spell_that_takes_abilities_or_sets_base_pt_is_read(
    name: str, line: str, effects: Any, said: str
) -> None:
    outcome, found, words = _reading(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Leering Gargoyle",
            "{T}: This creature gets -2/+2",
            [
                {
                    "op": "continuous",
                    "target": "self",
                    "duration": "end_of_turn",
                    "modifications": [
                        {"op": "modify_pt", "power": -2, "toughness": 2},
                        {"op": "lose_keywords", "keywords": ["Flying"]},
                    ],
                }
            ],
            "this object gets -2/+2 and loses flying (layer 6, 613.1f) until end of turn",
        ),
        (
            "Radjan Spirit",
            "{T}: Target creature loses flying",
            [
                {
                    "op": "continuous",
                    "target": 0,
                    "duration": "end_of_turn",
                    "modifications": [{"op": "lose_keywords", "keywords": ["Flying"]}],
                }
            ],
            "target creature loses flying",
        ),
        # No duration: for the rest of the game (611.2a).
        (
            "Mist Dragon",
            "{0}: This creature loses flying.",
            [
                {
                    "op": "continuous",
                    "target": "self",
                    "duration": "permanent",
                    "modifications": [{"op": "lose_keywords", "keywords": ["Flying"]}],
                }
            ],
            "for the rest of the game (611.2a)",
        ),
    ],
)
def test_an_ability_that_takes_abilities_is_read(
    name: str, line: str, effects: Any, said: str
) -> None:
    outcome, ability, words = _reading(name, line)
    assert outcome == "recognised"
    assert ability["effects"] == effects
    assert said in words


@pytest.mark.parametrize(
    ("name", "line", "affects", "modifications", "said"),
    [
        (
            "Kasmina's Transmutation",
            "Enchanted creature loses all",
            "enchanted",
            [{"op": "lose_all_abilities"}, {"op": "set_pt", "power": 1, "toughness": 1}],
            "the permanent it enchants loses all abilities (layer 6, 613.1f) and has base power "
            "and toughness 1/1 (layer 7b, 613.4b)",
        ),
        (
            "Utter Insignificance",
            "Enchanted creature loses all",
            "enchanted",
            [{"op": "lose_all_abilities"}, {"op": "set_pt", "power": 1, "toughness": 1}],
            "has base power and toughness 1/1",
        ),
        (
            "Reduce in Stature",
            "Enchanted creature has base",
            "enchanted",
            [{"op": "set_pt", "power": 0, "toughness": 2}],
            "has base power and toughness 0/2",
        ),
        (
            "Grounded",
            "Enchanted creature loses flying",
            "enchanted",
            [{"op": "lose_keywords", "keywords": ["Flying"]}],
            "loses flying",
        ),
        (
            "Fresh Start",
            "Enchanted creature gets -5/-0",
            "enchanted",
            [{"op": "modify_pt", "power": -5, "toughness": 0}, {"op": "lose_all_abilities"}],
            "loses all abilities",
        ),
        (
            "Colossus Hammer",
            "Equipped creature gets",
            "equipped",
            [
                {"op": "modify_pt", "power": 10, "toughness": 10},
                {"op": "lose_keywords", "keywords": ["Flying"]},
            ],
            "loses flying",
        ),
        (
            "Gigantiform",
            "Enchanted creature has base",
            "enchanted",
            [
                {"op": "set_pt", "power": 8, "toughness": 8},
                {"op": "add_keywords", "keywords": ["Trample"]},
            ],
            "has trample",
        ),
        # "All other abilities": all go first, so the defender it gives stays (613.1f).
        (
            "Stasis Field",
            "Enchanted creature has base",
            "enchanted",
            [
                {"op": "lose_all_abilities"},
                {"op": "set_pt", "power": 0, "toughness": 2},
                {"op": "add_keywords", "keywords": ["Defender"]},
            ],
            "has defender",
        ),
        (
            "Observed Stasis",
            "Enchanted creature loses all",
            "enchanted",
            [
                {"op": "lose_all_abilities"},
                {"op": "cant_attack_or_block", "attack": True, "block": True},
            ],
            "can't attack or block",
        ),
        (
            "Stop Cold",
            "Enchanted permanent loses all",
            "enchanted",
            [{"op": "lose_all_abilities"}, {"op": "doesnt_untap"}],
            "doesn't untap during its controller's untap step",
        ),
        (
            "Curator's Ward",
            "Enchanted permanent has hexproof",
            "enchanted",
            [{"op": "add_keywords", "keywords": ["Hexproof"]}],
            "has hexproof",
        ),
        (
            "Gravity Sphere",
            "All creatures lose flying",
            "all",
            [{"op": "lose_keywords", "keywords": ["Flying"]}],
            "each creature loses flying",
        ),
    ],
)
def test_a_static_that_takes_abilities_or_sets_base_pt_is_read(
    name: str, line: str, affects: str, modifications: Any, said: str
) -> None:
    outcome, ability, words = _reading(name, line)
    assert outcome == "recognised"
    assert ability["kind"] == "static"
    assert ability["affects"] == affects
    assert ability["modifications"] == modifications
    assert said in words


@pytest.mark.parametrize(
    ("text", "types"),
    [
        # A duration the vocabulary has no end for isn't read.
        ("Until the end of your next turn, target creature loses all abilities.", ("Sorcery",)),
        # Becoming a creature type replaces the old ones (205.1b): not modelled.
        (
            "Enchanted creature loses all abilities and is a blue Frog creature with base power "
            "and toughness 1/1.",
            ("Enchantment",),
        ),
        # "Can't have or gain" isn't a modification the engine has.
        (
            "Creatures your opponents control lose flying and can't have or gain flying.",
            ("Enchantment",),
        ),
        # Soulbond isn't a keyword the engine models.
        ("Target creature loses soulbond until end of turn.", ("Instant",)),
        # A base power and toughness from a count isn't read.
        (
            "Equipped creature has base power and toughness X/X, where X is your life total.",
            ("Artifact",),
        ),
        # An ability that takes itself away.
        ("This creature loses all abilities.", ("Creature",)),
        # A perpetual change (a digital-only rule) isn't in the CR.
        ("Target creature perpetually has base power and toughness 1/1.", ("Instant",)),
    ],
)
def test_a_loss_the_engine_cant_model_is_not_read(text: str, types: tuple[str, ...]) -> None:
    compiled = compile_face("Test Card", "Test Card", text, types)
    assert [r.outcome for r in compiled.readings] == ["unsupported"]


@pytest.mark.parametrize(
    ("name", "line", "spec", "said"),
    [
        (
            "Natural State",
            "Destroy target",
            {
                "kind": "permanent",
                "filter": {"any_types": ["Artifact", "Enchantment"], "mana_value_at_most": 3},
            },
            "destroy target artifact or enchantment with mana value 3 or less (202.3)",
        ),
        (
            "Abrupt Decay",
            "Destroy target",
            {"kind": "permanent", "filter": {"not_types": ["Land"], "mana_value_at_most": 3}},
            "nonland permanent with mana value 3 or less",
        ),
        (
            "Epic Downfall",
            "Exile target",
            {"kind": "creature", "filter": {"mana_value_at_least": 3}},
            "exile target creature with mana value 3 or greater (202.3)",
        ),
        (
            "Eliminate",
            "Destroy target",
            {
                "kind": "permanent",
                "filter": {"any_types": ["Creature", "Planeswalker"], "mana_value_at_most": 3},
            },
            "creature or planeswalker with mana value 3 or less",
        ),
        # The controller, then the mana value.
        (
            "Baffling End",
            "When this enchantment enters",
            {"kind": "creature", "filter": {"controller": "opponent", "mana_value_at_most": 3}},
            "target creature an opponent controls with mana value 3 or less (202.3)",
        ),
        (
            "Despark",
            "Exile target",
            {"kind": "permanent", "filter": {"mana_value_at_least": 4}},
            "permanent with mana value 4 or greater",
        ),
    ],
)
def test_a_target_with_a_mana_value_is_read(name: str, line: str, spec: Any, said: str) -> None:
    card = corpus_card(name)
    assert card is not None
    face = card.front
    compiled = compile_face(card.name, face.name, face.text, face.types)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    assert found.outcome == "recognised"
    specs = found.abilities[0]["targets"] if found.abilities else compiled.targets
    got = specs[0] if isinstance(specs[0], dict) else specs[0].model_dump(exclude_defaults=True)
    assert {k: got.get(k) for k in spec} == spec
    assert said in found.words


@pytest.mark.parametrize(
    ("name", "line", "flt", "said"),
    [
        (
            "Tempered Steel",
            "Artifact creatures you control",
            {"types": ["Artifact", "Creature"], "controller": "you"},
            "each artifact creature you control gets +2/+2",
        ),
        (
            "Urza, Prince of Kroog",
            "Artifact creatures you control",
            {"types": ["Artifact", "Creature"], "controller": "you"},
            "each artifact creature you control gets +2/+2",
        ),
    ],
)
def test_a_group_of_artifact_creatures_is_read(name: str, line: str, flt: Any, said: str) -> None:
    outcome, ability, words = _reading(name, line)
    assert outcome == "recognised"
    assert ability["filter"] == flt
    assert said in words


@pytest.mark.parametrize(
    ("name", "line", "spec", "said"),
    [
        (
            "Disdainful Stroke",
            "Counter target",
            {"kind": "spell", "filter": {"mana_value_at_least": 4}},
            "counter target spell with mana value 4 or greater (202.3)",
        ),
        (
            "Horribly Awry",
            "Counter target",
            {"kind": "spell", "filter": {"types": ["Creature"], "mana_value_at_most": 4}},
            "counter target creature spell with mana value 4 or less (202.3)",
        ),
        (
            "Spell Queller",
            "When this creature enters",
            {"kind": "spell", "filter": {"mana_value_at_most": 4}},
            "exile target spell with mana value 4 or less",
        ),
    ],
)
def test_a_spell_target_with_a_mana_value_is_read(
    name: str, line: str, spec: Any, said: str
) -> None:
    card = corpus_card(name)
    assert card is not None
    face = card.front
    compiled = compile_face(card.name, face.name, face.text, face.types)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    assert found.outcome == "recognised"
    specs = found.abilities[0]["targets"] if found.abilities else compiled.targets
    got = specs[0] if isinstance(specs[0], dict) else specs[0].model_dump(exclude_defaults=True)
    assert {k: got.get(k) for k in spec} == spec
    assert said in found.words


@pytest.mark.parametrize(
    ("name", "line", "trigger", "said"),
    [
        (
            "Tanufel Rimespeaker",
            "Whenever you cast",
            {"event": "cast", "filter": {"mana_value_at_least": 4}},
            "whenever you cast a spell with mana value 4 or greater (202.3), you draw 1 card",
        ),
        (
            "Bygone Bishop",
            "Whenever you cast",
            {"event": "cast", "filter": {"types": ["Creature"], "mana_value_at_most": 3}},
            "whenever you cast a creature spell with mana value 3 or less (202.3), investigate",
        ),
        (
            "Pyrostatic Pillar",
            "Whenever a player casts",
            {"event": "cast", "caster": "any", "filter": {"mana_value_at_most": 3}},
            "whenever a player casts a spell with mana value 3 or less (202.3), this deals 2 "
            "damage to that player",
        ),  # "that player" is the caster the trigger names (603.2)
        (
            "Chalice of the Void",
            "Whenever a player casts",
            {
                "event": "cast",
                "caster": "any",
                "filter": {"mana_value_counters_on_source": "charge"},
            },
            "whenever a player casts a spell with mana value equal to the number of charge "
            "counters on this (202.3), counter the spell or ability its trigger event names",
        ),  # the counters on the card as the spell is cast; "that spell" the one cast (603.2)
        (
            "Pollywog Prodigy",
            "Whenever an opponent casts",
            None,
            "",
        ),  # a mana value compared with the creature's power isn't a filter's: unread
    ],
)
def test_a_cast_trigger_with_a_mana_value_is_read(
    name: str, line: str, trigger: Any, said: str
) -> None:
    outcome, ability, words = _reading(name, line)
    if trigger is None:
        assert outcome == "unsupported"
        return
    assert outcome == "recognised"
    assert ability["trigger"] == trigger
    assert said in words
