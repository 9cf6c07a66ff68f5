"""State-based actions (CR 704): found together, performed simultaneously as one event (704.3)
whenever a player would receive priority."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine import load
from engine.core.state import Zone
from engine.rules import state_based_actions as sba
from tests.engine.helpers import game, obj, of_kind, play, steps

#: Passing with an empty stack ends the step; the next step gives priority, so SBAs are checked.
NEXT_STEP = [{"pass": True}]


def _token(object_id: str, name: str, type_line: str, **fields: Any) -> dict[str, Any]:
    token: dict[str, Any] = {"name": name, "type_line": type_line}
    if "Creature" in type_line:
        token |= {"power": fields.pop("power", 1), "toughness": fields.pop("toughness", 1)}
    return {"id": object_id, "token": token, "controller": "A", "zone": "battlefield", **fields}


# -- players --------------------------------------------------------------------------------------


def test_a_player_with_zero_or_less_life_loses() -> None:
    state, events = play(game(players=[{"id": "A"}, {"id": "B", "life": 0}], actions=NEXT_STEP))
    (lose,) = of_kind(events, "lose")
    assert (lose.rules, lose.objects) == (("704.5a",), ("B",))
    assert state.player("B").lost
    assert (state.game_over, state.winner) == (True, "A")
    assert of_kind(events, "game_over")[0].rules == ("104.2a",)


def test_a_player_who_drew_from_an_empty_library_loses() -> None:
    state, events = play(
        game(
            turn={"number": 4, "active": "B", "step": "upkeep"},
            actions=[{"advance_to": "main1"}],
        )
    )
    assert [e.rules for e in of_kind(events, "draw")] == [("504.1", "121.4")]
    (lose,) = of_kind(events, "lose")
    assert (lose.rules, lose.objects) == (("704.5b",), ("B",))
    assert state.winner == "A"


def test_a_player_with_ten_poison_counters_loses() -> None:
    state, events = play(
        game(
            players=[
                {"id": "A", "counters": {"poison": 9}},
                {"id": "B", "counters": {"poison": 10}},
            ],
            actions=NEXT_STEP,
        )
    )
    assert [(e.rules, e.objects) for e in of_kind(events, "lose")] == [(("704.5c",), ("B",))]
    assert not state.player("A").lost


def test_when_every_player_loses_at_once_the_game_is_a_draw() -> None:
    state, events = play(
        game(players=[{"id": "A", "life": 0}, {"id": "B", "life": -2}], actions=NEXT_STEP)
    )
    assert (state.game_over, state.winner) == (True, None)
    assert of_kind(events, "game_over")[0].rules == ("104.4a",)


# -- tokens and copies ----------------------------------------------------------------------------


def test_a_token_outside_the_battlefield_ceases_to_exist() -> None:
    state = load(game([_token("spirit", "Spirit", "Creature — Spirit")]))
    # A sandbox state: the token is already in exile (no rule has checked it yet).
    state = state.with_object(replace(state.objects["spirit"], zone=Zone.EXILE))
    found = sba.find(state)
    assert found.cease == (("spirit", "704.5d", "a token in a zone other than the battlefield"),)
    state, events = sba.perform(state, found, {})
    assert "spirit" not in state.objects
    assert events[0].rules == ("704.5d", "111.7")


def test_a_token_that_left_the_game_with_its_owner_is_no_token_in_a_zone() -> None:
    """800.4a: it left the game, in no zone (400.11); 704.5d has nothing to do with it."""
    state = load(game([_token("spirit", "Spirit", "Creature — Spirit")]))
    state = state.with_object(replace(state.objects["spirit"], zone=Zone.OUTSIDE))
    assert not sba.find(state)


# -- creatures ------------------------------------------------------------------------------------


def test_a_creature_with_zero_toughness_is_put_into_the_graveyard_even_if_indestructible() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", counters={"-1/-1": 2}),
                obj("battlefield", "garg", "Darksteel Gargoyle", counters={"-1/-1": 3}),
            ],
            actions=NEXT_STEP,
        )
    )
    assert state.objects["bears"].zone is Zone.GRAVEYARD
    assert state.objects["garg"].zone is Zone.GRAVEYARD
    assert sorted((e.objects, e.rules) for e in of_kind(events, "sba")) == [
        (("bears",), ("704.5f",)),
        (("garg",), ("704.5f",)),
    ]


def test_regeneration_cannot_replace_zero_toughness() -> None:
    state = load(game([obj("battlefield", "skel", "Drudge Skeletons", counters={"-1/-1": 1})]))
    state = state.with_object(replace(state.objects["skel"], regeneration_shields=1))
    found = sba.find(state)
    assert found.to_graveyard == (("skel", ("704.5f",), "toughness 0"),)
    state, events = sba.perform(state, found, {})
    assert state.objects["skel"].zone is Zone.GRAVEYARD
    assert [e.kind for e in events] == ["sba"]


def test_a_creature_with_lethal_damage_is_destroyed() -> None:
    state, events = play(
        game([obj("battlefield", "bears", "Grizzly Bears", damage=2)], actions=NEXT_STEP)
    )
    assert state.objects["bears"].zone is Zone.GRAVEYARD
    (destroyed,) = of_kind(events, "destroy")
    assert destroyed.rules == ("704.5g", "701.8a")


def test_damage_less_than_toughness_is_not_lethal() -> None:
    state, events = play(
        game([obj("battlefield", "bears", "Grizzly Bears", damage=1)], actions=NEXT_STEP)
    )
    assert state.objects["bears"].zone is Zone.BATTLEFIELD
    assert not of_kind(events, "destroy")


def test_an_indestructible_creature_ignores_lethal_damage() -> None:
    data = game([obj("battlefield", "garg", "Darksteel Gargoyle", damage=5)], actions=NEXT_STEP)
    assert not sba.find(load(data))
    state, _events = play(data)
    assert state.objects["garg"].zone is Zone.BATTLEFIELD
    assert state.objects["garg"].damage == 5


def test_a_regeneration_shield_replaces_destruction_by_lethal_damage() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "skel", "Drudge Skeletons"),
                obj("hand", "bolt", "Lightning Bolt", "B"),
            ],
            players=[{"id": "A", "mana_pool": "{B}{C}"}, {"id": "B", "mana_pool": "{R}"}],
            actions=[
                {"player": "A", "activate": "skel"},
                {"resolve": "top"},
                {"player": "B", "cast": "bolt", "targets": ["skel"]},
                {"resolve": "stack"},
            ],
        )
    )
    skel = state.objects["skel"]
    assert skel.zone is Zone.BATTLEFIELD
    # 701.19a: the shield is used up, damage is removed and the creature is tapped.
    assert (skel.regeneration_shields, skel.damage, skel.tapped) == (0, 0, True)
    (regen,) = of_kind(events, "regenerate")
    assert regen.rules == ("704.5g", "701.19a")
    assert not of_kind(events, "destroy")


# -- legends, Auras, counters ---------------------------------------------------------------------

LEGEND = {
    "name": "Test Legend",
    "mana_cost": "{1}",
    "type_line": "Legendary Creature — Human",
    "power": 1,
    "toughness": 1,
}


def test_the_legend_rule_keeps_the_chosen_permanent() -> None:
    state, events = play(
        game(
            [obj("battlefield", "l1", "Test Legend"), obj("battlefield", "l2", "Test Legend")],
            cards=[LEGEND],
            actions=NEXT_STEP,
            choices=[{"object": "l2"}],
        )
    )
    assert state.objects["l1"].zone is Zone.GRAVEYARD
    assert state.objects["l2"].zone is Zone.BATTLEFIELD
    assert [e.rules for e in of_kind(events, "legend_rule")] == [("704.5j",)]


def test_the_legend_rule_does_not_apply_across_controllers() -> None:
    state = load(
        game(
            [obj("battlefield", "l1", "Test Legend"), obj("battlefield", "l2", "Test Legend", "B")],
            cards=[LEGEND],
        )
    )
    assert not sba.find(state)


AURA = {"name": "Test Aura", "mana_cost": "{W}", "type_line": "Enchantment — Aura"}


def test_an_aura_token_attached_to_nothing_is_put_into_the_graveyard() -> None:
    state, events = play(
        game([_token("role", "Role", "Enchantment — Aura Role")], actions=NEXT_STEP)
    )
    # 704.5m puts it into the graveyard; the next check makes the token cease to exist (704.5d).
    assert [(e.rules, e.objects) for e in of_kind(events, "sba")] == [(("704.5m",), ("role",))]
    assert [e.rules for e in of_kind(events, "cease_to_exist")] == [("704.5d", "111.7")]
    assert "role" not in state.objects


def test_an_aura_card_attached_to_a_permanent_that_left_is_put_into_the_graveyard() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("battlefield", "aura", "Test Aura", attached_to="bears"),
                obj("hand", "bolt", "Lightning Bolt"),
            ],
            cards=[AURA],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bolt", "targets": ["bears"]}, {"resolve": "stack"}],
        )
    )
    assert state.objects["aura"].zone is Zone.GRAVEYARD
    assert [e.rules for e in of_kind(events, "sba")] == [("704.5m",)]


def test_an_aura_attached_to_a_player_or_a_permanent_stays() -> None:
    state = load(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears"),
                obj("battlefield", "on_bears", "Test Aura", attached_to="bears"),
                obj("battlefield", "on_player", "Test Aura", attached_to="B"),
            ],
            cards=[AURA],
        )
    )
    assert not sba.find(state)


def test_plus_one_and_minus_one_counters_annihilate() -> None:
    state, events = play(
        game(
            [obj("battlefield", "bears", "Grizzly Bears", counters={"+1/+1": 3, "-1/-1": 1})],
            actions=NEXT_STEP,
        )
    )
    assert dict(state.objects["bears"].counters) == {"+1/+1": 2}
    assert [e.rules for e in of_kind(events, "counters")] == [("704.5q",)]


# -- simultaneity ---------------------------------------------------------------------------------


def test_all_applicable_state_based_actions_are_performed_in_one_step() -> None:
    state = load(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", damage=2),
                obj("battlefield", "lions", "Savannah Lions", "B", counters={"-1/-1": 1}),
                obj("battlefield", "aura", "Test Aura"),
                obj(
                    "battlefield", "elves", "Llanowar Elves", "B", counters={"+1/+1": 1, "-1/-1": 1}
                ),
            ],
            cards=[AURA],
            actions=NEXT_STEP,
        )
    )
    history = steps(state)
    sba_steps = [
        i
        for i, (_, ev) in enumerate(history)
        if any(e.kind in ("sba", "destroy", "counters") for e in ev)
    ]
    assert len(sba_steps) == 1
    events = history[sba_steps[0]][1]
    assert sorted(r for e in events for r in e.rules if r.startswith("704")) == [
        "704.5f",
        "704.5g",
        "704.5m",
        "704.5q",
    ]
    final = history[-1][0]
    assert {final.objects[i].zone for i in ("bears", "lions", "aura")} == {Zone.GRAVEYARD}
    assert final.objects["elves"].counters == ()


def test_state_based_actions_are_found_before_any_is_performed() -> None:
    # The creature with lethal damage and the Aura on it: the Aura is not "attached to nothing"
    # at the check, so it goes only at the next check, after the creature died (704.3 repeats).
    state = load(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", damage=2),
                obj("battlefield", "aura", "Test Aura", attached_to="bears"),
            ],
            cards=[AURA],
            actions=NEXT_STEP,
        )
    )
    history = steps(state)
    destroy_step = next(i for i, (_, ev) in enumerate(history) if of_kind(ev, "destroy"))
    aura_step = next(i for i, (_, ev) in enumerate(history) if of_kind(ev, "sba"))
    assert aura_step > destroy_step
    assert history[-1][0].objects["aura"].zone is Zone.GRAVEYARD
