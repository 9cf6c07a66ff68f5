"""A card's own alternative cost (CR 118.9), read from oracle text by its package
(engine/mechanics/alternative_costs/): "You may pay 1 life and exile a blue card from your hand
rather than pay this spell's mana cost." Whether it is paid is asked as the spell is cast
(601.2b), its total cost computed once (601.2f), its mana value unchanged (118.9c). The goldens
compiled_force_of_will_* and compiled_misdirection_* play them."""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import error_rules, game, obj, outcome_abilities_words, play


def test_the_line_is_read_and_a_condition_before_it_is_not() -> None:
    outcome, abilities, words = outcome_abilities_words("Force of Will", "You may pay 1 life")
    assert outcome == "recognised"
    assert abilities[0]["cost"] == {"life": 1, "exile_from_hand": {"filter": {"colors": ["U"]}}}
    assert "(118.9, 601.2b)" in words
    assert "mana value stay the same (118.9c)" in words
    outcome, _, _ = outcome_abilities_words("Foil", "You may discard an Island card")
    assert outcome != "recognised"


def _run(choices: list[dict[str, Any]], pool: str = "") -> Any:
    return play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", "A"),
                obj("hand", "bolt", "Lightning Bolt", "B"),
                obj("hand", "fow", "Force of Will", "A"),
                obj("hand", "brainstorm", "Brainstorm", "A"),
                obj("hand", "cs", "Counterspell", "A"),
            ],
            players=[{"id": "A", "mana_pool": pool}, {"id": "B", "mana_pool": "{R}"}],
            turn={"number": 3, "active": "B", "step": "main1"},
            actions=[
                {"player": "B", "cast": "bolt", "targets": ["bears"]},
                {"player": "A", "cast": "fow", "targets": ["bolt"]},
                {"resolve": "stack"},
            ],
            choices=choices,
        )
    )


def test_the_blue_card_exiled_is_the_players_choice() -> None:
    """Two blue cards besides Force of Will: which one pays is asked (601.2h)."""
    state, _ = _run([{"pay": True}, {"object": "cs"}])
    assert error_rules(state) is None
    assert state.objects["cs"].zone.value == "exile"
    assert state.objects["brainstorm"].zone.value == "hand"
    assert state.player("A").life == 19
    assert state.objects["bolt"].zone.value == "graveyard"
    assert state.objects["bears"].zone.value == "battlefield"


def test_declining_the_alternative_cost_pays_the_mana_cost() -> None:
    """Declined, the mana cost {3}{U}{U} is paid and nothing is exiled or life paid."""
    state, events = _run([{"pay": False}], pool="{U}{U}{C}{C}{C}")
    assert error_rules(state) is None
    assert state.player("A").mana_pool == state.player("B").mana_pool  # both empty
    assert state.objects["cs"].zone.value == "hand"
    assert state.player("A").life == 20
    assert not [e for e in events if e.kind == "alternative_cost"]
    assert state.objects["bolt"].zone.value == "graveyard"


def test_omniscience_leaves_x_no_choice_but_zero() -> None:
    """Cast with Omniscience's permission, neither the mana cost nor an alternative cost with X
    is paid: asking for X = 3 is refused (107.3b)."""
    state, _ = play(
        game(
            [
                obj("battlefield", "omni", "Omniscience", "A"),
                obj("hand", "endless", "Endless One", "A"),
            ],
            turn={"number": 4, "active": "A", "step": "main1"},
            actions=[{"player": "A", "cast": "endless", "x": 3}],
            choices=[{"pay": True}],
        )
    )
    assert error_rules(state) == ["107.3b", "601.2b"]
    assert state.objects["endless"].zone.value == "hand"
