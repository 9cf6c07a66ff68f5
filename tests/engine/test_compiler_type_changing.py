"""Type-changing and animation lines read into layer 4 and what goes with them (613.1d, 205.1,
305.7), ability removal on groups (613.1f) and base power and toughness from a mana value (613.4b).

The goldens `layers_305_7_*`, `layers_613_*humility*`, `layers_613_mutavault_*` and
`layers_614_12_*` play them; here, what each line reads as."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face


def _read(name: str, text: str, types: tuple[str, ...]) -> list[Any]:
    compiled = compile_face(name, name, text, types)
    assert [r.outcome for r in compiled.readings] == ["recognised"] * len(compiled.readings)
    return list(compiled.abilities)


@pytest.mark.parametrize(
    ("name", "text", "types", "affects", "flt", "mods"),
    [
        (
            "Blood Moon",
            "Nonbasic lands are Mountains.",
            ("Enchantment",),
            "all",
            {"types": ["Land"], "not_supertypes": ["Basic"]},
            [{"op": "set_types", "subtypes": ["Mountain"]}],
        ),
        (
            "Urborg, Tomb of Yawgmoth",
            "Each land is a Swamp in addition to its other land types.",
            ("Land",),
            "all",
            {"types": ["Land"]},
            [{"op": "add_types", "types": [], "subtypes": ["Swamp"]}],
        ),
        (
            "Opalescence",
            "Each other non-Aura enchantment is a creature in addition to its other "
            "types and has base power and base toughness each equal to its mana value.",
            ("Enchantment",),
            "all",
            {"types": ["Enchantment"], "other": True, "not_subtypes": ["Aura"]},
            [
                {"op": "add_types", "types": ["Creature"], "subtypes": []},
                {"op": "set_pt_mana_value"},
            ],
        ),
        (
            "March of the Machines",
            "Each noncreature artifact is an artifact creature with power "
            "and toughness each equal to its mana value.",
            ("Enchantment",),
            "all",
            {"types": ["Artifact"], "not_types": ["Creature"]},
            [{"op": "add_types", "types": ["Artifact", "Creature"]}, {"op": "set_pt_mana_value"}],
        ),
        (
            "Spreading Seas",
            "Enchanted land is an Island.",
            ("Enchantment",),
            "enchanted",
            None,
            [{"op": "set_types", "subtypes": ["Island"]}],
        ),
        (
            "Song of the Dryads",
            "Enchanted permanent is a colorless Forest land.",
            ("Enchantment",),
            "enchanted",
            None,
            [
                {
                    "op": "set_types",
                    "types": ["Land"],
                    "subtypes": ["Forest"],
                    "replace_types": True,
                },
                {"op": "set_colors", "colors": []},
            ],
        ),
        (
            "Humility",
            "All creatures lose all abilities and have base power and toughness 1/1.",
            ("Enchantment",),
            "all",
            {"types": ["Creature"]},
            [{"op": "lose_all_abilities"}, {"op": "set_pt", "power": 1, "toughness": 1}],
        ),
        (
            "Dress Down",
            "Creatures lose all abilities.",
            ("Enchantment",),
            "all",
            {"types": ["Creature"]},
            [{"op": "lose_all_abilities"}],
        ),
    ],
)
def test_a_static_type_change_is_read(
    name: str,
    text: str,
    types: tuple[str, ...],
    affects: str,
    flt: dict[str, Any] | None,
    mods: list[dict[str, Any]],
) -> None:
    [ability] = _read(name, text, types)
    assert ability["kind"] == "static"
    assert ability["affects"] == affects
    if flt is not None:
        assert ability["filter"] == flt
    assert ability["modifications"] == mods


def test_a_manland_becomes_a_creature_that_is_still_a_land() -> None:
    """205.1b: "becomes a 4/4 … Elemental creature" keeps its card types and sets its creature
    types; its colors are set (layer 5), it has the keywords (layer 6) and a base 4/4 (7b)."""
    text = (
        "{3}{W}{U}: Until end of turn, Celestial Colonnade becomes a 4/4 white and blue "
        "Elemental creature with flying and vigilance. It's still a land."
    )
    [ability] = _read("Celestial Colonnade", text, ("Land",))
    [effect] = ability["effects"]
    assert effect["target"] == "self"
    assert effect["duration"] == "end_of_turn"
    assert effect["modifications"] == [
        {"op": "set_types", "types": ["Creature"], "subtypes": ["Elemental"]},
        {"op": "set_colors", "colors": ["W", "U"]},
        {"op": "add_keywords", "keywords": ["Flying", "Vigilance"]},
        {"op": "set_pt", "power": 4, "toughness": 4},
    ]


def test_mutavault_has_every_creature_type() -> None:
    text = (
        "{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. "
        "It's still a land."
    )
    [ability] = _read("Mutavault", text, ("Land",))
    assert ability["effects"][0]["modifications"] == [
        {"op": "set_types", "types": ["Creature"], "subtypes": [], "all_creature_types": True},
        {"op": "set_pt", "power": 2, "toughness": 2},
    ]


def test_turn_to_frog_sets_the_creature_type_and_removes_abilities() -> None:
    """Turn to Frog's ruling: it loses all other colors and creature types, keeps its other card
    types (205.1b: a creature type set, not a card type)."""
    text = (
        "Until end of turn, target creature loses all abilities and becomes a blue Frog with "
        "base power and toughness 1/1.\nDraw a card."
    )
    compiled = compile_face("Turn to Frog", "Turn to Frog", text, ("Instant",))
    assert [r.outcome for r in compiled.readings] == ["recognised", "recognised"]
    effect = compiled.effects[0]
    assert effect["modifications"] == [
        {"op": "lose_all_abilities"},
        {"op": "set_types", "subtypes": ["Frog"]},
        {"op": "set_colors", "colors": ["U"]},
        {"op": "set_pt", "power": 1, "toughness": 1},
    ]


@pytest.mark.parametrize(
    "text",
    [
        # A type the engine doesn't know.
        "Enchanted land is a Glorp.",
        # Keywords after "with" the engine doesn't model.
        "Enchanted land is a 2/2 creature with soulbond.",
    ],
)
def test_a_type_change_the_engine_cant_model_is_not_read(text: str) -> None:
    compiled = compile_face("Test Card", "Test Card", text, ("Enchantment",))
    assert [r.outcome for r in compiled.readings] == ["unsupported"]


def test_the_chosen_type_without_a_creature_type_choice_is_not_read() -> None:
    # "The chosen type" refers to a linked choice (607.2d): without "choose a creature type" on
    # the face, it is a gap; with it, both lines are read.
    text = "Creatures you control are the chosen type."
    alone = compile_face("Test Card", "Test Card", text, ("Enchantment",))
    assert [r.outcome for r in alone.readings] == ["gap"]
    chosen = "As this enchantment enters, choose a creature type.\n" + text
    linked = compile_face("Test Card", "Test Card", chosen, ("Enchantment",))
    assert [r.outcome for r in linked.readings] == ["recognised", "recognised"]


def test_tarmogoyf_counts_card_types_and_one_more_for_toughness() -> None:
    """604.3, 613.4a: a characteristic-defining ability counting card types (205.2a) among the
    cards in all graveyards; its toughness is that number plus 1."""
    text = (
        "Tarmogoyf's power is equal to the number of card types among cards in all graveyards "
        "and its toughness is equal to that number plus 1."
    )
    [ability] = _read("Tarmogoyf", text, ("Creature",))
    counted = {"op": "pt_count", "filter": {"controller": "any"}, "zone": "graveyard"}
    assert ability["modifications"] == [
        {**counted, "among": "card_types", "which": "power"},
        {**counted, "among": "card_types", "which": "toughness", "plus": 1},
    ]


def test_loses_all_other_card_types_and_abilities() -> None:
    """205.1a, 613.1f: "… and loses all other abilities, card types, and creature types" —
    the card types named are its only ones, and the abilities go before those it is given."""
    text = (
        "Enchanted creature is an Insect artifact creature with base power and toughness 0/1 "
        "and has indestructible, and it loses all other abilities, card types, and creature types."
    )
    [ability] = _read("Darksteel Mutation", text, ("Enchantment",))
    assert ability["modifications"] == [
        {"op": "lose_all_abilities"},
        {
            "op": "set_types",
            "types": ["Artifact", "Creature"],
            "subtypes": ["Insect"],
            "replace_types": True,
        },
        {"op": "set_pt", "power": 0, "toughness": 1},
        {"op": "add_keywords", "keywords": ["Indestructible"]},
    ]
    text = (
        'Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card '
        "types and abilities."
    )
    [ability] = _read("Imprisoned in the Moon", text, ("Enchantment",))
    mana = {
        "kind": "activated",
        "cost": {"tap": True},
        "effects": [{"op": "add_mana", "mana": "{C}"}],
    }
    assert ability["modifications"] == [
        {"op": "lose_all_abilities"},
        {"op": "set_types", "types": ["Land"], "subtypes": [], "replace_types": True},
        {"op": "set_colors", "colors": []},
        {"op": "add_abilities", "abilities": [{**mana, "text": "{T}: Add {C}"}]},
    ]
