"""Replacement and prevention effects (CR 614–616): more than one effect on an event, applied in
the order the affected player chooses (616.1), and the vocabulary that describes them."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from engine import choose, load
from engine.cards.vocabulary import CardDef, PreventDamage, Replacement
from tests.engine.helpers import error_rules, game, obj, of_kind, play
from tests.engine.replacement_cards import FURNACE, SALVE, SWEEP, TOTEM, WARD_OFF, _prevent_then

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
    assert unused.text.startswith("No damage is left to be dealt, so Furnace of Rath: ")
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
