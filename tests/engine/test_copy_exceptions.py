"""A copy effect's exceptions (707.9) as the engine plays them: they are part of the copy's
copiable values (707.9a-b), so a permanent loaded as having entered as a copy has them, and a
supertype lost is a layer-4 change any continuous effect can make too (613.1d)."""

from __future__ import annotations

from engine import load
from engine.derived.characteristics import characteristics
from tests.engine.helpers import game, obj


def test_a_loaded_phantasmal_image_is_an_illusion_with_its_sacrifice_trigger() -> None:
    state = load(
        game(
            [
                obj("battlefield", "angel", "Serra Angel", "B"),
                obj("battlefield", "image", "Phantasmal Image", copy_of="angel"),
            ]
        )
    )
    image = characteristics(state, state.objects["image"])
    assert image.name == "Serra Angel"
    assert image.subtypes == ("Angel", "Illusion")
    assert image.keywords == ("Flying", "Vigilance")
    assert [t.trigger.event for t in image.triggered] == ["becomes_target"]
    angel = characteristics(state, state.objects["angel"])
    assert angel.subtypes == ("Angel",)
    assert angel.triggered == ()


def test_a_continuous_effect_can_take_a_supertype_away_in_layer_4() -> None:
    unlegend = {
        "name": "Test Unlegend",
        "mana_cost": "{1}",
        "type_line": "Enchantment",
        "abilities": [
            {
                "kind": "static",
                "affects": "all",
                "filter": {"types": ["Creature"]},
                "modifications": [{"op": "lose_supertypes", "supertypes": ["Legendary"]}],
            }
        ],
    }
    state = load(
        game(
            [
                obj("battlefield", "isamaru", "Isamaru, Hound of Konda"),
                obj("battlefield", "unlegend", "Test Unlegend"),
            ],
            cards=[unlegend],
        )
    )
    isamaru = characteristics(state, state.objects["isamaru"])
    assert isamaru.supertypes == ()
    assert ("isn't legendary (Test Unlegend), layer 4", "613.1d") in isamaru.explanations
