"""What an object becomes (611.2a, 613.1d-f, 613.4b; issue 28): "becomes a 3/3 … creature [with
…] [until end of turn]. It's still a land." read by the grammar and lowered into the one
continuous effect the templates' "becomes" makes — one test per rule, each with the contrast
the rule must leave unread or read otherwise."""

from __future__ import annotations

from engine.cards.compiler import compile_face
from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import (
    Activated,
    AddAbilities,
    AddKeywords,
    AddTypes,
    ApplyContinuous,
    SetColors,
    SetPowerToughness,
    SetTypes,
    Triggered,
)
from engine.mechanics.chosen_characteristic.model import BecomeChosen
from tests.engine.helpers import lowered_ability

SELVES = ("Raging Ravine",)


def _effect(line: str) -> ApplyContinuous | None:
    tree = parse_line(line, SELVES).tree
    assert tree is not None, line
    found = lower_ability(tree)
    if found is None:
        return None
    assert isinstance(found, Activated | Triggered)
    (effect,) = [e for e in found.effects if isinstance(e, ApplyContinuous)]
    return effect


def test_a_manland_keeps_its_card_types_and_gains_the_quoted_ability() -> None:
    # 205.1b: "It's still a land."; the quoted ability is had in layer 6 (613.1f).
    effect = _effect(
        "{2}{R}{G}: Until end of turn, this land becomes a 3/3 red and green Elemental creature "
        'with "Whenever this creature attacks, put a +1/+1 counter on it." It\'s still a land.'
    )
    assert effect is not None
    assert effect.duration == "end_of_turn"
    types, colors, pt, granted = effect.modifications
    assert isinstance(types, SetTypes)
    assert (types.types, types.subtypes, types.replace_types) == (
        ("Creature",),
        ("Elemental",),
        False,
    )
    assert isinstance(colors, SetColors)
    assert colors.colors == ("R", "G")
    assert pt == SetPowerToughness(power=3, toughness=3)
    assert isinstance(granted, AddAbilities)
    assert isinstance(granted.abilities[0], Triggered)


def test_without_still_a_land_becoming_a_creature_sets_its_card_types() -> None:
    # 205.1a (the Opals' rulings: "it is no longer an enchantment").
    effect = _effect("{1}: This enchantment becomes a 2/2 Soldier creature.")
    assert effect is not None
    assert effect.duration == "permanent"  # no duration: for the rest of the game (611.2a)
    types = effect.modifications[0]
    assert isinstance(types, SetTypes)
    assert types.replace_types


def test_an_artifact_creature_keeps_its_card_types() -> None:
    # 205.1b: "becomes an artifact creature", with or without creature types.
    effect = _effect("{1}: This artifact becomes a 2/2 artifact creature until end of turn.")
    assert effect is not None
    assert effect.modifications[0] == AddTypes(types=("Artifact", "Creature"))


def test_a_group_that_is_still_lands_gains_keywords() -> None:
    effect = _effect(
        "{1}: Until your next turn, all lands you control become 2/2 Elemental creatures with "
        "reach and haste. They're still lands."
    )
    assert effect is not None
    assert effect.duration == "your_next_turn"
    types = effect.modifications[0]
    assert isinstance(types, SetTypes)
    assert not types.replace_types
    assert AddKeywords(keywords=("Reach", "Haste")) in effect.modifications


def test_an_x_x_or_another_duration_stays_unread() -> None:
    assert (
        _effect("{X}: This artifact becomes an X/X Construct artifact creature until end of turn.")
        is None
    )
    assert (
        _effect(
            "{2}: This artifact becomes a 3/6 Golem artifact creature until the end of your "
            "next turn."
        )
        is None
    )


def test_still_a_land_after_another_verb_isnt_read() -> None:
    tree = parse_line(
        "{1}: Target land gains flying until end of turn. It's still a land.", SELVES
    ).tree
    assert tree is None or lower_ability(tree) is None


def test_an_aura_s_land_is_a_creature_and_still_a_land() -> None:
    # The Zendikons: a static ability of layer 4 keeping the land's card types (205.1b).
    compiled = compile_face(
        "Vastwood Zendikon",
        "Vastwood Zendikon",
        "Enchant land\nEnchanted land is a 6/4 green Elemental creature. It's still a land.",
        ("Enchantment",),
    )
    assert [r.outcome for r in compiled.readings] == ["recognised", "recognised"]
    static = compiled.readings[1].abilities[0]
    assert static["modifications"][0] == {
        "op": "set_types",
        "types": ["Creature"],
        "subtypes": ["Elemental"],
    }


def test_a_color_or_creature_type_of_the_player_s_choice_is_chosen_as_it_resolves() -> None:
    # 608.2d: the instruction asks as it resolves (`mechanics/chosen_characteristic`).
    tree = parse_line(
        "{1}: This creature becomes the color of your choice until end of turn.", SELVES
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Activated)
    assert found.effects == (BecomeChosen(what="color", target="self"),)
    tree = parse_line(
        "{1}: Enchanted creature becomes the creature type of your choice until end of turn.",
        SELVES,
    ).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Activated)
    assert found.effects == (BecomeChosen(what="creature type", target="enchanted"),)
    # A spell's color on the stack isn't changed by the engine's layers: unread.
    tree = parse_line(
        "{1}{U}: Target spell or permanent becomes the color of your choice until end of turn.",
        SELVES,
    ).tree
    assert tree is None or lower_ability(tree) is None


def _lowered(line: str) -> Activated | None:
    found = lowered_ability(line, SELVES, (Activated,))
    assert found is None or isinstance(found, Activated)
    return found


def test_a_target_land_becomes_the_basic_land_type_of_the_player_s_choice() -> None:
    # 305.7, 608.2d: chosen as it resolves; set, or added "in addition to its other types".
    found = _lowered(
        "{T}: Target land becomes the basic land type of your choice until end of turn."
    )
    assert found is not None
    assert found.effects == (BecomeChosen(what="basic land type", target=0),)
    found = _lowered(
        "{T}: Until end of turn, target land you control becomes the basic land type of your "
        "choice in addition to its other types."
    )
    assert found is not None
    assert found.effects == (BecomeChosen(what="basic land type", target=0, added=True),)
    # A land type is a land's (305.7): a creature or the card itself isn't read; nor is a color
    # "in addition to its other types".
    for line in (
        "{T}: Target creature becomes the basic land type of your choice until end of turn.",
        "{T}: This creature becomes the basic land type of your choice until end of turn.",
        "{T}: Target creature becomes the color of your choice in addition to its other types.",
    ):
        assert _lowered(line) is None, line
