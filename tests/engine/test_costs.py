"""Costs (CR 118, 601.2h, 602.2b): {T} and {Q} (107.5, 107.6) with summoning sickness (302.6),
sacrifices (701.21a, 118.3), life (119.4), additional costs, and X (107.3a)."""

from __future__ import annotations

from typing import Any

from engine.core.mana import pool_text
from engine.core.state import Zone
from tests.engine.helpers import creature, error_rules, game, obj, of_kind, play


def _ability(cost: dict[str, Any], *effects: dict[str, Any], text: str = "") -> dict[str, Any]:
    return {"kind": "activated", "cost": cost, "effects": list(effects), "text": text}


GAIN = {"op": "gain_life", "amount": 2}
MANA = {"op": "add_mana", "mana": "{G}"}

HASTY = creature("Hasty Elf", 1, 1, "Haste", _ability({"tap": True}, MANA, text="{T}: Add {G}."))
ROCK = {
    "name": "Rock",
    "mana_cost": "{2}",
    "type_line": "Artifact",
    "abilities": [_ability({"tap": True}, {"op": "add_mana", "mana": "{C}"}, text="{T}: Add {C}.")],
}
UNTAPPER = creature("Untapper", 1, 1, _ability({"untap": True}, GAIN, text="{Q}: Gain 2 life."))


def _activate(
    objects: list[dict[str, Any]],
    cards: list[dict[str, Any]] | None = None,
    *,
    mana_ability: bool = False,
    **action: Any,
) -> tuple[Any, list[Any]]:
    """Activate, then resolve the stack (a mana ability has nothing to resolve, 605.3b)."""
    action.setdefault("player", "A")
    then = [] if mana_ability else [{"resolve": "stack"}]
    return play(game(objects, cards=cards, actions=[action, *then]))


# -- {T}, {Q} and summoning sickness --------------------------------------------------------------


def test_a_summoning_sick_creature_cannot_activate_a_tap_ability() -> None:
    state, _ = _activate(
        [obj("battlefield", "elves", "Llanowar Elves", summoning_sick=True)], activate="elves"
    )
    assert error_rules(state) == ["302.6"]
    assert not state.objects["elves"].tapped
    assert pool_text(state.player("A").mana_pool) == ""


def test_haste_lets_a_summoning_sick_creature_pay_tap() -> None:
    state, _ = _activate(
        [obj("battlefield", "elf", "Hasty Elf", summoning_sick=True)],
        [HASTY],
        activate="elf",
        mana_ability=True,
    )
    assert error_rules(state) is None
    assert state.objects["elf"].tapped
    assert pool_text(state.player("A").mana_pool) == "{G}"


def test_a_summoning_sick_creature_can_activate_abilities_without_tap_or_untap() -> None:
    state, _ = play(
        game(
            [obj("battlefield", "skel", "Drudge Skeletons", summoning_sick=True)],
            players=[{"id": "A", "mana_pool": "{B}{C}"}, {"id": "B"}],
            actions=[{"player": "A", "activate": "skel"}],
        )
    )
    assert error_rules(state) is None
    assert state.stack == ("a1",)


def test_summoning_sickness_does_not_apply_to_noncreature_permanents() -> None:
    state, _ = _activate(
        [obj("battlefield", "rock", "Rock", summoning_sick=True)],
        [ROCK],
        activate="rock",
        mana_ability=True,
    )
    assert error_rules(state) is None
    assert pool_text(state.player("A").mana_pool) == "{C}"


def test_a_summoning_sick_creature_cannot_activate_an_untap_ability() -> None:
    state, _ = _activate(
        [obj("battlefield", "u", "Untapper", summoning_sick=True, tapped=True)],
        [UNTAPPER],
        activate="u",
    )
    assert error_rules(state) == ["302.6"]


def test_a_tapped_permanent_cannot_pay_tap() -> None:
    state, _ = _activate(
        [obj("battlefield", "elves", "Llanowar Elves", tapped=True)], activate="elves"
    )
    assert error_rules(state) == ["107.5"]
    assert pool_text(state.player("A").mana_pool) == ""


def test_an_untapped_permanent_cannot_pay_untap() -> None:
    state, _ = _activate([obj("battlefield", "u", "Untapper")], [UNTAPPER], activate="u")
    assert error_rules(state) == ["107.6"]
    assert state.player("A").life == 20


def test_paying_untap_untaps_the_permanent() -> None:
    state, events = _activate(
        [obj("battlefield", "u", "Untapper", tapped=True)], [UNTAPPER], activate="u"
    )
    assert error_rules(state) is None
    assert not state.objects["u"].tapped
    assert state.player("A").life == 22
    assert [e.rules for e in of_kind(events, "pay")] == [("107.6",)]


# -- sacrifice and life ---------------------------------------------------------------------------

ALTAR = {
    "name": "Altar",
    "mana_cost": "{3}",
    "type_line": "Artifact",
    "abilities": [
        _ability(
            {"sacrifice": [{"filter": {"types": ["Creature"]}}]},
            GAIN,
            text="Sacrifice a creature: You gain 2 life.",
        ),
        _ability(
            {"sacrifice": [{"filter": {"types": ["Creature"]}, "count": 2}]},
            GAIN,
            text="Sacrifice two creatures: You gain 2 life.",
        ),
    ],
}
FIEND = creature(
    "Fiend",
    2,
    2,
    _ability(
        {"sacrifice_self": True, "sacrifice": [{"filter": {"types": ["Creature"]}}]},
        GAIN,
        text="Sacrifice Fiend, Sacrifice a creature: You gain 2 life.",
    ),
)


def _altar(*more: dict[str, Any]) -> list[dict[str, Any]]:
    return [obj("battlefield", "altar", "Altar"), *more]


def test_a_sacrificed_creature_goes_to_its_owners_graveyard_as_the_cost_is_paid() -> None:
    state, events = _activate(
        _altar(obj("battlefield", "bears", "Grizzly Bears", "B", controller="A")),
        [ALTAR],
        activate="altar",
        costs={"sacrifice": ["bears"]},
    )
    assert error_rules(state) is None
    assert state.objects["bears"].zone is Zone.GRAVEYARD
    assert state.graveyards["B"] == ("bears",)
    assert state.player("A").life == 22
    assert [e.rules for e in of_kind(events, "pay")] == [("701.21a",)]


def test_one_object_cannot_pay_for_two_sacrifices() -> None:
    state, _ = _activate(
        _altar(obj("battlefield", "bears", "Grizzly Bears")),
        [ALTAR],
        activate="altar",
        ability=2,
        costs={"sacrifice": ["bears", "bears"]},
    )
    assert error_rules(state) == ["118.3"]
    assert state.objects["bears"].zone is Zone.BATTLEFIELD


def test_a_source_sacrificed_for_its_own_cost_cannot_be_the_other_sacrifice() -> None:
    state, _ = _activate(
        [obj("battlefield", "fiend", "Fiend")],
        [FIEND],
        activate="fiend",
        costs={"sacrifice": ["fiend"]},
    )
    assert error_rules(state) == ["118.3"]
    assert state.objects["fiend"].zone is Zone.BATTLEFIELD


def test_a_source_and_another_creature_pay_both_sacrifices() -> None:
    state, _ = _activate(
        [obj("battlefield", "fiend", "Fiend"), obj("battlefield", "bears", "Grizzly Bears")],
        [FIEND],
        activate="fiend",
        costs={"sacrifice": ["bears"]},
    )
    assert error_rules(state) is None
    assert {state.objects[i].zone for i in ("fiend", "bears")} == {Zone.GRAVEYARD}
    assert state.player("A").life == 22


def test_a_sacrifice_cost_needs_the_permanent_named() -> None:
    state, _ = _activate(
        _altar(obj("battlefield", "bears", "Grizzly Bears")), [ALTAR], activate="altar"
    )
    assert error_rules(state) == ["602.2b", "118.3"]


def test_a_player_cannot_sacrifice_a_permanent_they_do_not_control() -> None:
    state, _ = _activate(
        _altar(obj("battlefield", "bears", "Grizzly Bears", "B")),
        [ALTAR],
        activate="altar",
        costs={"sacrifice": ["bears"]},
    )
    assert error_rules(state) == ["701.21a"]
    assert state.objects["bears"].zone is Zone.BATTLEFIELD


def test_a_sacrifice_must_match_what_the_cost_asks_for() -> None:
    state, _ = _activate(
        _altar(obj("battlefield", "forest", "Forest")),
        [ALTAR],
        activate="altar",
        costs={"sacrifice": ["forest"]},
    )
    assert error_rules(state) == ["602.2b"]
    assert "isn't a creature" in state.error["message"]


def test_sacrificing_more_than_the_cost_asks_is_refused() -> None:
    state, _ = _activate(
        _altar(
            obj("battlefield", "bears", "Grizzly Bears"),
            obj("battlefield", "lions", "Savannah Lions"),
        ),
        [ALTAR],
        activate="altar",
        costs={"sacrifice": ["bears", "lions"]},
    )
    assert error_rules(state) == ["602.2b"]
    assert state.objects["lions"].zone is Zone.BATTLEFIELD


def test_a_life_cost_needs_at_least_that_much_life() -> None:
    drain = creature("Drainer", 1, 1, _ability({"life": 3}, GAIN, text="Pay 3 life: Gain 2."))
    refused, _ = play(
        game(
            [obj("battlefield", "d", "Drainer")],
            cards=[drain],
            players=[{"id": "A", "life": 2}, {"id": "B"}],
            actions=[{"player": "A", "activate": "d"}],
        )
    )
    assert error_rules(refused) == ["119.4"]
    paid, events = play(
        game(
            [obj("battlefield", "d", "Drainer")],
            cards=[drain],
            players=[{"id": "A", "life": 3}, {"id": "B"}],
            actions=[{"player": "A", "activate": "d"}],
        )
    )
    assert paid.player("A").life == 0
    assert [e.rules for e in of_kind(events, "pay")] == [("119.4",)]


# -- additional costs of spells -------------------------------------------------------------------

COSTLY = {
    "name": "Costly Bolt",
    "mana_cost": "{R}",
    "type_line": "Instant",
    "targets": [{"kind": "any", "text": "any target"}],
    "effects": [{"op": "damage", "amount": 3, "to": 0}],
    "additional_costs": {"mana": "{1}", "life": 2},
}


def _costly(pool: str, life: int = 20) -> tuple[Any, list[Any]]:
    return play(
        game(
            [obj("hand", "cb", "Costly Bolt")],
            cards=[COSTLY],
            players=[{"id": "A", "mana_pool": pool, "life": life}, {"id": "B"}],
            actions=[{"player": "A", "cast": "cb", "targets": ["B"]}, {"resolve": "stack"}],
        )
    )


def test_additional_costs_are_paid_with_the_mana_cost() -> None:
    state, events = _costly("{R}{G}")
    assert error_rules(state) is None
    assert pool_text(state.player("A").mana_pool) == ""
    assert state.player("A").life == 18
    assert state.player("B").life == 17
    pays = of_kind(events, "pay")
    assert [e.rules for e in pays] == [("601.2h",), ("119.4",)]
    assert "{1}{R}" in pays[0].text


def test_a_spell_whose_additional_mana_cost_cannot_be_paid_is_refused() -> None:
    state, _ = _costly("{R}")
    assert error_rules(state) == ["601.2h", "118.3"]
    assert state.objects["cb"].zone is Zone.HAND


def test_a_spell_whose_additional_life_cost_cannot_be_paid_is_refused() -> None:
    state, _ = _costly("{R}{G}", life=1)
    assert error_rules(state) == ["119.4"]
    assert state.objects["cb"].zone is Zone.HAND
    assert pool_text(state.player("A").mana_pool) == "{R}{G}"


# -- X --------------------------------------------------------------------------------------------


def _endless(pool: str, **cast: Any) -> dict[str, Any]:
    return game(
        [obj("hand", "endless", "Endless One")],
        players=[{"id": "A", "mana_pool": pool}, {"id": "B"}],
        actions=[{"player": "A", "cast": "endless", **cast}, {"resolve": "stack"}],
    )


def test_x_given_with_the_cast_is_paid_and_remembered() -> None:
    state, events = play(_endless("{G}{G}{G}", x=3))
    assert error_rules(state) is None
    assert state.objects["endless"].counter("+1/+1") == 3
    assert [e.rules for e in of_kind(events, "x")] == [("601.2b", "107.3a")]
    assert pool_text(state.player("A").mana_pool) == ""


def test_x_not_given_is_asked_for() -> None:
    state, _ = play(_endless("{G}{G}"))
    choice = state.choice
    assert choice is not None
    assert (choice.kind, choice.player, choice.rules) == ("x", "A", ("601.2b", "107.3a"))
    assert state.objects["endless"].zone is Zone.HAND


def test_x_answered_from_the_choices_queue() -> None:
    data = _endless("{G}{G}")
    data["choices"] = [{"x": 2}]
    state, _ = play(data)
    assert error_rules(state) is None
    assert state.objects["endless"].counter("+1/+1") == 2


def test_an_x_the_pool_cannot_pay_is_refused() -> None:
    state, _ = play(_endless("{G}{G}", x=3))
    assert error_rules(state) == ["601.2h", "118.3"]
    assert state.objects["endless"].zone is Zone.HAND


def test_x_of_zero_is_a_legal_choice() -> None:
    # 107.3a lets X be 0; the 0/0 then dies to state-based actions (704.5f).
    state, events = play(_endless("", x=0))
    assert error_rules(state) is None
    assert state.objects["endless"].zone is Zone.GRAVEYARD
    assert [e.rules for e in of_kind(events, "sba")] == [("704.5f",)]


def test_x_in_an_activation_cost_is_the_announced_value() -> None:
    grower = creature(
        "Grower",
        1,
        1,
        _ability(
            {"mana": "{X}"},
            {"op": "counters", "counter": "+1/+1", "amount": "X"},
            text="{X}: Put X +1/+1 counters on Grower.",
        ),
    )
    state, _ = play(
        game(
            [obj("battlefield", "g", "Grower")],
            cards=[grower],
            players=[{"id": "A", "mana_pool": "{W}{U}"}, {"id": "B"}],
            actions=[{"player": "A", "activate": "g", "x": 2}, {"resolve": "stack"}],
        )
    )
    assert error_rules(state) is None
    assert state.objects["g"].counter("+1/+1") == 2
    assert pool_text(state.player("A").mana_pool) == ""


def test_additional_sacrifice_cost_of_a_spell_is_paid_from_the_cast_action() -> None:
    from engine import run

    data = {
        "players": [{"id": "A", "mana_pool": "{B}"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "cards": [
            {
                "name": "Bone Offering",
                "mana_cost": "{B}",
                "type_line": "Instant",
                "additional_costs": {"sacrifice": [{"filter": {"types": ["Creature"]}}]},
                "effects": [{"op": "draw", "amount": 2}],
                "oracle": "As an additional cost to cast this spell, sacrifice a creature. "
                "Draw two cards.",
            }
        ],
        "objects": [
            {"id": "offer", "card": "Bone Offering", "owner": "A", "zone": "hand"},
            {"id": "bears", "card": "Grizzly Bears", "owner": "A", "zone": "battlefield"},
            {"id": "forest", "card": "Forest", "owner": "A", "zone": "battlefield"},
        ],
        "actions": [{"player": "A", "cast": "offer", "costs": {"sacrifice": ["bears"]}}],
    }
    out, status = run(data)
    assert status == 0
    zones = {o["id"]: o["zone"] for o in out["state"]["objects"]}
    assert zones["bears"] == "graveyard"
    assert any(e["kind"] == "pay" and e["rules"] == ["701.21a"] for e in out["events"])
    refused, status = run(
        {**data, "actions": [{"player": "A", "cast": "offer", "costs": {"sacrifice": ["forest"]}}]}
    )
    assert status == 3
    assert refused["error"]["rules"] == ["601.2h"]
    assert "it isn't a creature" in refused["error"]["message"]
