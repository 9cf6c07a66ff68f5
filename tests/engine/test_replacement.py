"""Replacement and prevention effects (CR 614–616): what applies, in which order, and how."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from pydantic import ValidationError

from engine import choose, load
from engine.cards.vocabulary import CardDef, PreventDamage, Replacement
from engine.core.state import Zone
from tests.engine.helpers import error_rules, game, obj, of_kind, play

SALVE = {
    "name": "Guardian Salve",
    "mana_cost": "{W}",
    "type_line": "Instant",
    "targets": [{"kind": "any", "text": "any target"}],
    "effects": [{"op": "prevent_damage", "amount": 3, "to": 0}],
    "oracle": "Prevent the next 3 damage that would be dealt to any target this turn.",
}
WARD_OFF = {
    "name": "Ward Off",
    "mana_cost": "{W}",
    "type_line": "Instant",
    "targets": [{"kind": "creature", "text": "target creature"}],
    "effects": [{"op": "prevent_damage", "amount": "all", "to": 0}],
    "oracle": "Prevent all damage that would be dealt to target creature this turn.",
}
FURNACE = {
    "name": "Furnace of Rath",
    "mana_cost": "{1}{R}{R}{R}",
    "type_line": "Enchantment",
    "abilities": [
        {
            "kind": "replacement",
            "event": "damage",
            "multiply": 2,
            "text": "If a source would deal damage to a permanent or player, it deals double "
            "that damage to that permanent or player instead.",
        }
    ],
}
SWEEP = {
    "name": "Fire Sweep",
    "mana_cost": "{R}",
    "type_line": "Sorcery",
    "effects": [{"op": "damage_each", "amount": 2}],
    "oracle": "Fire Sweep deals 2 damage to each creature.",
}
TOTEM = {
    "name": "Prismatic Totem",
    "mana_cost": "{0}",
    "type_line": "Artifact",
    "abilities": [{"kind": "as_enters_choose", "choice": "color"}],
}


def _prevent_then(
    second: str, *, choices: list[dict[str, Any]] | None = None, furnace: bool = True
) -> dict[str, Any]:
    """B's Grizzly Bears gets a 3-point shield (r1), then A casts `second` at it."""
    objects = [
        obj("battlefield", "bears", "Grizzly Bears", "B"),
        obj("hand", "salve", "Guardian Salve"),
        obj("hand", "spell", second),
    ]
    if furnace:
        objects.append(obj("battlefield", "furnace", "Furnace of Rath", "B"))
    return game(
        objects,
        players=[{"id": "A", "mana_pool": "{W}{R}"}, {"id": "B"}],
        cards=[SALVE, FURNACE],
        actions=[
            {"player": "A", "cast": "salve", "targets": ["bears"]},
            {"resolve": "stack"},
            {"player": "A", "cast": "spell", "targets": ["bears"]},
            {"resolve": "stack"},
        ],
        choices=choices,
    )


# -- prevention (615) -----------------------------------------------------------------------------


def test_a_resolved_prevention_spell_creates_a_shield_with_an_id() -> None:
    state, events = play(_prevent_then("Shock", furnace=False))
    (created,) = of_kind(events, "prevention_effect")
    assert created.rules == ("615.7",)
    (prevented,) = of_kind(events, "prevent")
    assert prevented.rules == ("615.7",)
    assert state.objects["bears"].damage == 0
    (shield,) = state.replacement_effects
    assert (shield.id, shield.amount, shield.source) == ("r1", 1, "salve")


def test_a_shield_that_is_used_up_is_removed() -> None:
    state, events = play(_prevent_then("Lightning Bolt", furnace=False))
    assert state.replacement_effects == ()
    assert state.objects["bears"].damage == 0
    assert "used up" in of_kind(events, "prevent")[0].text


def test_this_turn_shields_end_in_the_cleanup_step() -> None:
    data = _prevent_then("Shock", furnace=False)
    data["actions"].append({"advance_to": "upkeep", "turn": 4})
    state, _ = play(data)
    assert state.replacement_effects == ()


def test_prevent_all_is_not_used_up() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("hand", "ward", "Ward Off"),
                obj("hand", "shock", "Shock"),
                obj("hand", "bolt", "Lightning Bolt"),
            ],
            players=[{"id": "A", "mana_pool": "{W}{R}{R}"}, {"id": "B"}],
            cards=[WARD_OFF],
            actions=[
                {"player": "A", "cast": "ward", "targets": ["bears"]},
                {"resolve": "stack"},
                {"player": "A", "cast": "shock", "targets": ["bears"]},
                {"resolve": "stack"},
                {"player": "A", "cast": "bolt", "targets": ["bears"]},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.objects["bears"].damage == 0
    assert [e.rules for e in of_kind(events, "prevent")] == [("615.1a",), ("615.1a",)]
    assert not of_kind(events, "damage")


def test_a_static_prevention_of_one_applies_to_each_event() -> None:
    """615.10: "If a source would deal damage to you, prevent 1 of that damage"."""
    guard = {
        "name": "Pain Ward",
        "mana_cost": "{1}",
        "type_line": "Artifact",
        "abilities": [{"kind": "replacement", "event": "damage", "to": "you", "prevent": 1}],
    }
    state, events = play(
        game(
            [obj("battlefield", "ward", "Pain Ward", "B"), obj("hand", "shock", "Shock")],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            cards=[guard],
            actions=[{"player": "A", "cast": "shock", "targets": ["B"]}, {"resolve": "stack"}],
        )
    )
    assert state.player("B").life == 19
    (prevented,) = of_kind(events, "prevent")
    assert prevented.rules == ("615.10",)


def test_a_static_prevention_for_you_does_not_protect_opponents() -> None:
    guard = {
        "name": "Pain Ward",
        "mana_cost": "{1}",
        "type_line": "Artifact",
        "abilities": [{"kind": "replacement", "event": "damage", "to": "you", "prevent": 1}],
    }
    state, events = play(
        game(
            [obj("battlefield", "ward", "Pain Ward", "A"), obj("hand", "shock", "Shock")],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            cards=[guard],
            actions=[{"player": "A", "cast": "shock", "targets": ["B"]}, {"resolve": "stack"}],
        )
    )
    assert state.player("B").life == 18
    assert not of_kind(events, "prevent")


def test_protection_from_red_prevents_only_damage_from_red_sources() -> None:
    knights = [
        {
            "name": "Ember Warden",
            "mana_cost": "{1}{W}",
            "type_line": "Creature — Knight",
            "power": 2,
            "toughness": 2,
            "abilities": [f"Protection from {color}"],
        }
        for color in ("red",)
    ]
    blue = {**knights[0], "name": "Tide Warden", "abilities": ["Protection from blue"]}
    state, events = play(
        game(
            [
                obj("battlefield", "red", "Ember Warden", "B"),
                obj("battlefield", "blue", "Tide Warden", "B"),
                obj("hand", "sweep", "Fire Sweep"),
            ],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            cards=[*knights, blue, SWEEP],
            actions=[{"player": "A", "cast": "sweep"}, {"resolve": "stack"}],
        )
    )
    assert state.objects["red"].zone is Zone.BATTLEFIELD
    assert state.objects["blue"].zone is Zone.GRAVEYARD
    (prevented,) = of_kind(events, "prevent")
    assert (prevented.rules, prevented.objects) == (("702.16e",), ("sweep", "red"))


# -- 616.1: more than one effect ------------------------------------------------------------------


def test_two_effects_whose_order_matters_ask_the_affected_controller() -> None:
    state, events = play(_prevent_then("Shock"))
    assert state.choice is not None
    assert (state.choice.kind, state.choice.player) == ("replacement", "B")
    assert state.choice.options == ("furnace", "r1")
    assert state.choice.rules == ("616.1", "616.1e")
    assert not of_kind(events, "prevent")


def test_applying_the_shield_first_leaves_nothing_to_double() -> None:
    state, events = play(_prevent_then("Shock", choices=[{"replacement": "r1"}]))
    assert state.choice is None
    assert state.objects["bears"].damage == 0
    assert state.replacement_effects[0].amount == 1
    (unused,) = of_kind(events, "replacement_unused")
    assert (unused.rules, unused.objects) == (("614.7",), ("furnace",))
    assert not of_kind(events, "replacement")


def test_the_answer_can_be_given_with_choose() -> None:
    state, _ = play(_prevent_then("Shock"))
    state, events = choose(state, "replacement", "furnace")
    assert of_kind(events, "choice")[0].rules == ("616.1", "616.1e")
    state, _ = play(state)
    assert state.objects["bears"].damage == 1
    assert state.replacement_effects == ()


def test_an_answer_that_is_not_an_option_is_refused() -> None:
    state, _ = play(_prevent_then("Shock", choices=[{"replacement": "bears"}]))
    assert error_rules(state) == ["616.1", "616.1e"]


def test_effects_whose_order_does_not_matter_are_applied_without_asking() -> None:
    """Protection and "prevent all" both prevent everything: no question (616.1e)."""
    warden = {
        "name": "Ember Warden",
        "mana_cost": "{1}{W}",
        "type_line": "Creature — Knight",
        "power": 2,
        "toughness": 2,
        "abilities": ["Protection from red"],
    }
    state, events = play(
        game(
            [
                obj("battlefield", "warden", "Ember Warden", "B"),
                obj("hand", "ward", "Ward Off"),
                obj("hand", "sweep", "Fire Sweep"),
            ],
            players=[{"id": "A", "mana_pool": "{W}{R}"}, {"id": "B"}],
            cards=[warden, WARD_OFF, SWEEP],
            actions=[
                {"player": "A", "cast": "ward", "targets": ["warden"]},
                {"resolve": "stack"},
                {"player": "A", "cast": "sweep"},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.choice is None
    assert state.objects["warden"].damage == 0
    (order,) = of_kind(events, "replacement_order")
    assert order.rules == ("616.1e",)
    assert len(of_kind(events, "prevent")) == 1


def test_each_question_in_one_instruction_takes_its_own_answer() -> None:
    """Fire Sweep damages two shielded creatures: two 616.1 choices in one instruction."""
    data = game(
        [
            obj("battlefield", "bears", "Grizzly Bears", "B"),
            obj("battlefield", "lions", "Silvercoat Lion", "B"),
            obj("battlefield", "furnace", "Furnace of Rath", "B"),
            obj("hand", "s1", "Guardian Salve"),
            obj("hand", "s2", "Guardian Salve"),
            obj("hand", "sweep", "Fire Sweep"),
        ],
        players=[{"id": "A", "mana_pool": "{W}{W}{R}"}, {"id": "B"}],
        cards=[SALVE, FURNACE, SWEEP],
        actions=[
            {"player": "A", "cast": "s1", "targets": ["bears"]},
            {"resolve": "stack"},
            {"player": "A", "cast": "s2", "targets": ["lions"]},
            {"resolve": "stack"},
            {"player": "A", "cast": "sweep"},
            {"resolve": "stack"},
        ],
        choices=[{"replacement": "furnace"}, {"replacement": "r2"}],
    )
    state, events = play(data)
    assert state.choice is None
    # bears: doubled to 4, 3 prevented by r1; lions: r2 prevents the 2 first, nothing to double.
    assert (state.objects["bears"].damage, state.objects["lions"].damage) == (1, 0)
    assert [e.text.split()[0] for e in of_kind(events, "pending")] == ["Waiting", "Waiting"]
    assert [e.objects for e in of_kind(events, "replacement_order")] == [
        ("B", "furnace"),
        ("B", "s2"),
    ]


def test_a_damage_multiplier_alone_needs_no_choice() -> None:
    state, events = play(
        game(
            [obj("battlefield", "furnace", "Furnace of Rath", "B"), obj("hand", "shock", "Shock")],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            cards=[FURNACE],
            actions=[{"player": "A", "cast": "shock", "targets": ["B"]}, {"resolve": "stack"}],
        )
    )
    assert state.player("B").life == 16
    (doubled,) = of_kind(events, "replacement")
    assert doubled.rules == ("614.1a",)


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


# -- entering the battlefield (614.1c-d, 614.12) --------------------------------------------------


def test_a_color_is_chosen_as_a_land_is_played() -> None:
    land = {
        "name": "Painted Vale",
        "type_line": "Land",
        "abilities": [{"kind": "as_enters_choose", "choice": "color"}, {"kind": "enters_tapped"}],
    }
    state, events = play(
        game(
            [obj("hand", "vale", "Painted Vale")],
            cards=[land],
            actions=[{"player": "A", "play_land": "vale"}],
            choices=[{"color": "green"}],
        )
    )
    vale = state.objects["vale"]
    assert (vale.zone, vale.tapped, dict(vale.chosen)) == (
        Zone.BATTLEFIELD,
        True,
        {"color": "green"},
    )
    assert [e.rules for e in of_kind(events, "replacement")] == [("614.1c", "614.12a"), ("614.1d",)]
    assert of_kind(events, "replacement_order")[0].rules == ("616.1e",)


def test_a_color_answer_must_be_a_color() -> None:
    state, _ = play(
        game(
            [obj("hand", "totem", "Prismatic Totem")],
            cards=[TOTEM],
            actions=[{"player": "A", "cast": "totem"}, {"resolve": "stack"}],
            choices=[{"color": "purple"}],
        )
    )
    assert error_rules(state) == ["614.12a"]
    assert state.objects["totem"].zone is Zone.STACK


def test_a_general_enters_effect_does_not_apply_to_its_own_permanent() -> None:
    """614.12: an effect for "creatures you control" comes from another source, not itself."""
    jailer = {
        "name": "Slow Jailer",
        "mana_cost": "{1}",
        "type_line": "Creature — Human",
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "kind": "replacement",
                "event": "enters",
                "filter": {"types": ["Creature"]},
                "tapped": True,
            }
        ],
    }
    state, events = play(
        game(
            [obj("hand", "jailer", "Slow Jailer"), obj("hand", "bears", "Grizzly Bears")],
            players=[{"id": "A", "mana_pool": "{C}{C}{G}"}, {"id": "B"}],
            cards=[jailer],
            actions=[
                {"player": "A", "cast": "jailer"},
                {"resolve": "stack"},
                {"player": "A", "cast": "bears"},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.objects["jailer"].tapped is False
    assert state.objects["bears"].tapped is True
    (tapped,) = of_kind(events, "replacement")
    assert (tapped.rules, tapped.objects) == (("614.1d", "614.12"), ("bears", "jailer"))


def test_enters_effects_check_the_permanent_as_it_would_exist_on_the_battlefield() -> None:
    """614.12: a static ability making creatures Elves counts for "Elves enter with a counter"."""
    banner = {
        "name": "Elven Banner",
        "mana_cost": "{1}",
        "type_line": "Enchantment",
        "abilities": [
            {
                "kind": "static",
                "affects": "all",
                "filter": {"types": ["Creature"], "controller": "you"},
                "modifications": [{"op": "add_types", "subtypes": ["Elf"]}],
            },
            {
                "kind": "replacement",
                "event": "enters",
                "filter": {"subtypes": ["Elf"], "controller": "you"},
                "counter": "+1/+1",
            },
        ],
    }
    state, events = play(
        game(
            [obj("battlefield", "banner", "Elven Banner"), obj("hand", "bears", "Grizzly Bears")],
            players=[{"id": "A", "mana_pool": "{C}{G}"}, {"id": "B"}],
            cards=[banner],
            actions=[{"player": "A", "cast": "bears"}, {"resolve": "stack"}],
        )
    )
    assert dict(state.objects["bears"].counters) == {"+1/+1": 1}
    assert of_kind(events, "replacement")[0].rules == ("614.1d", "614.12")


def test_moving_into_play_by_a_sandbox_edit_refuses_a_needed_choice() -> None:
    state, _ = play(
        game(
            [obj("hand", "totem", "Prismatic Totem")],
            cards=[TOTEM],
            actions=[{"edit": {"id": "totem", "zone": "battlefield"}}],
        )
    )
    assert error_rules(state) == ["614.12a"]


# -- vocabulary ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "ability",
    [
        {"kind": "replacement", "event": "enters"},
        {"kind": "replacement", "event": "enters", "tapped": True, "prevent": 1},
        {"kind": "replacement", "event": "damage"},
        {"kind": "replacement", "event": "damage", "prevent": "all", "multiply": 2},
        {"kind": "replacement", "event": "damage", "prevent": 0},
        {"kind": "replacement", "event": "destroy", "tapped": True},
    ],
)
def test_a_replacement_ability_must_fit_its_event(ability: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        CardDef.model_validate({"name": "X", "type_line": "Enchantment", "abilities": [ability]})


def test_vocabulary_reads_the_new_kinds_and_ops() -> None:
    card = CardDef.model_validate(
        {
            "name": "Dawn Charm",
            "mana_cost": "{1}{W}",
            "type_line": "Instant",
            "effects": [{"op": "prevent_damage", "amount": "all", "combat_only": True}],
            "abilities": [{"kind": "replacement", "event": "damage", "prevent": "all"}],
        }
    )
    (effect,) = card.effects
    assert isinstance(effect, PreventDamage)
    assert (effect.amount, effect.to, effect.combat_only) == ("all", None, True)
    assert isinstance(card.abilities[0], Replacement)
    with pytest.raises(ValidationError):
        PreventDamage(amount=0)


def test_a_scenario_with_a_pending_color_choice_loads_and_waits() -> None:
    state, _ = play(
        load(
            game(
                [obj("hand", "totem", "Prismatic Totem")],
                cards=[TOTEM],
                actions=[{"player": "A", "cast": "totem"}, {"resolve": "stack"}],
            )
        )
    )
    assert state.choice is not None
    assert state.choice.options == ("white", "blue", "black", "red", "green")
    state, _ = choose(state, "color", "red")
    state, _ = play(state)
    assert dict(state.objects["totem"].chosen) == {"color": "red"}
    assert state.decisions == ()


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
