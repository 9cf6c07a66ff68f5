"""Regeneration (CR 701.19) as a replacement effect: a shield beside a static regeneration asks
which applies (616.1), 'can't be regenerated', and a regenerated attacker leaving combat."""

from __future__ import annotations

import copy
from typing import Any

from engine.core.state import Zone
from tests.engine.helpers import game, obj, of_kind, play

# -- regeneration (701.19) ------------------------------------------------------------------------

STATIC_REGEN = {
    "name": "Undying Ground",
    "mana_cost": "{2}{B}",
    "type_line": "Enchantment",
    "abilities": [
        {
            "kind": "replacement",
            "event": "destroy",
            "filter": {"types": ["Creature"], "controller": "you"},
            "regenerate": True,
            "text": "If a creature you control would be destroyed, regenerate it.",
        }
    ],
}
MURDER = {
    "name": "Plain Murder",
    "mana_cost": "{B}",
    "type_line": "Instant",
    "targets": [{"kind": "creature", "text": "target creature"}],
    "effects": [{"op": "destroy", "target": 0}],
}


def _murder_skeletons(choices: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return game(
        [
            obj("battlefield", "skel", "Drudge Skeletons", "B"),
            obj("battlefield", "ground", "Undying Ground", "B"),
            obj("hand", "murder", "Plain Murder"),
        ],
        players=[{"id": "A", "mana_pool": "{B}"}, {"id": "B", "mana_pool": "{B}{B}"}],
        cards=[STATIC_REGEN, MURDER],
        actions=[
            {"player": "B", "activate": "skel"},
            {"resolve": "stack"},
            {"player": "A", "cast": "murder", "targets": ["skel"]},
            {"resolve": "stack"},
        ],
        choices=choices,
    )


def test_a_shield_and_a_static_regeneration_make_a_616_choice() -> None:
    state, _ = play(_murder_skeletons())
    assert state.choice is not None
    assert state.choice.options == ("skel:regenerate", "ground")


def test_choosing_the_static_regeneration_keeps_the_shield() -> None:
    state, events = play(_murder_skeletons([{"replacement": "ground"}]))
    skel = state.objects["skel"]
    assert (skel.zone, skel.tapped, skel.regeneration_shields) == (Zone.BATTLEFIELD, True, 1)
    (regen,) = of_kind(events, "regenerate")
    assert regen.rules == ("701.19b",)


def test_cant_be_regenerated_ignores_static_regeneration_too() -> None:
    data = _murder_skeletons()
    murder = copy.deepcopy(MURDER)
    murder["effects"][0]["cant_regenerate"] = True
    data["cards"][1] = murder
    state, events = play(data)
    assert state.objects["skel"].zone is Zone.GRAVEYARD
    (ignored,) = of_kind(events, "cant_regenerate")
    assert ignored.rules == ("701.19c",)
    assert "regeneration shield" in ignored.text
    assert "Undying Ground" in ignored.text


def test_lethal_damage_with_regeneration_still_works() -> None:
    state, events = play(
        game(
            [obj("battlefield", "skel", "Drudge Skeletons", "B"), obj("hand", "bolt", "Shock")],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B", "mana_pool": "{B}{B}"}],
            actions=[
                {"player": "A", "cast": "bolt", "targets": ["skel"]},
                {"player": "B", "activate": "skel"},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.objects["skel"].zone is Zone.BATTLEFIELD
    assert of_kind(events, "regenerate")[0].rules == ("704.5g", "701.19a")


def test_a_regenerated_attacker_is_removed_from_combat() -> None:
    """701.19a: "If it's an attacking or blocking creature, remove it from combat"."""
    state, events = play(
        game(
            [
                obj("battlefield", "skel", "Drudge Skeletons"),
                obj("hand", "murder", "Plain Murder", "B"),
            ],
            players=[{"id": "A", "mana_pool": "{B}{B}"}, {"id": "B", "mana_pool": "{B}"}],
            turn={"number": 3, "active": "A", "step": "declare_attackers"},
            cards=[MURDER],
            actions=[
                {"player": "A", "activate": "skel"},
                {"resolve": "stack"},
                {"attack": {"skel": "B"}},
                {"player": "B", "cast": "murder", "targets": ["skel"]},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.error is None
    assert state.combat is not None
    assert state.combat.attackers == ()
    (regen,) = of_kind(events, "regenerate")
    assert "removed from combat" in regen.text
    assert state.objects["skel"].zone is Zone.BATTLEFIELD
