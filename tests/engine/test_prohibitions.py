"""Prohibitions on activating (CR 602.5, 101.2; `engine.rules.prohibitions`): Pithing Needle,
Phyrexian Revoker, Cursed Totem, Null Rod and Linvala read from their oracle text, their names
chosen as they enter (614.12a, 607.2d), and what the explorer lists as legal now."""

from __future__ import annotations

from typing import Any

from engine import legal_actions
from tests.engine.helpers import error_rules, game, obj, outcome_abilities_words, play


def test_the_prohibitions_and_the_name_choices_are_read_from_oracle_text() -> None:
    outcome, found, words = outcome_abilities_words("Pithing Needle", "Activated abilities")
    assert outcome == "recognised"
    assert found[0]["kind"] == "cant_be_activated"
    assert found[0]["named"] is True
    assert found[0]["unless_mana"] is True
    assert "their mana abilities still can (605.1a)" in words
    outcome, found, _ = outcome_abilities_words("Phyrexian Revoker", "As this creature enters")
    assert (outcome, found[0]["choice"]) == ("recognised", "nonland card name")
    _, found, words = outcome_abilities_words("Null Rod", "Activated abilities")
    assert found[0]["filter"] == {"types": ["Artifact"]}
    assert "unless_mana" not in found[0]
    assert "mana abilities included" in words
    _, found, _ = outcome_abilities_words("Linvala, Keeper of Silence", "Activated abilities")
    assert found[0]["filter"] == {"types": ["Creature"], "controller": "opponent"}


def _board(*objects: dict[str, Any], actions: list[dict[str, Any]], active: str = "A") -> Any:
    return play(
        game(
            list(objects),
            players=[{"id": "A", "mana_pool": "{C}{C}{G}"}, {"id": "B", "mana_pool": "{C}{C}"}],
            turn={"number": 3, "active": active, "step": "main1"},
            actions=actions,
        )
    )


def test_the_explorer_lists_a_prohibited_activation_as_refused_with_its_rules() -> None:
    state, _ = _board(
        obj("battlefield", "rod", "Null Rod", "B"),
        obj("battlefield", "ring", "Sol Ring"),
        obj("battlefield", "elves", "Llanowar Elves"),
        actions=[],
    )
    entries = {a.object: a for a in legal_actions(state) if a.kind == "activate"}
    assert not entries["ring"].allowed
    assert entries["ring"].rules == ("602.5", "101.2")
    assert "Null Rod says so" in (entries["ring"].reason or "")
    assert entries["elves"].allowed  # a creature, not an artifact


def test_paying_automatically_taps_no_source_whose_mana_ability_is_prohibited() -> None:
    """Null Rod: Sol Ring's mana ability can't be activated (602.5), so paying automatically
    taps the Forest instead, and without one the cost can't be paid."""
    cast = {"player": "A", "cast": "bears", "auto_pay": True}
    kept = obj("hand", "bears", "Grizzly Bears")
    state, _ = play(
        game(
            [
                obj("battlefield", "rod", "Null Rod", "B"),
                obj("battlefield", "ring", "Sol Ring"),
                obj("battlefield", "forest", "Forest"),
                obj("battlefield", "forest2", "Forest"),
                kept,
            ],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[cast],
        )
    )
    assert state.error is None
    assert not state.objects["ring"].tapped
    assert state.objects["forest"].tapped
    assert state.objects["forest2"].tapped
    state, _ = play(
        game(
            [
                obj("battlefield", "rod", "Null Rod", "B"),
                obj("battlefield", "ring", "Sol Ring"),
                obj("battlefield", "forest", "Forest"),
                kept,
            ],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[cast],
        )
    )
    assert error_rules(state) == ["601.2h", "601.2g", "118.3"]
    assert not state.objects["ring"].tapped


def test_phyrexian_revoker_offers_only_nonland_card_names_and_stops_mana_abilities() -> None:
    state, _ = _board(
        obj("hand", "revoker", "Phyrexian Revoker", "B"),
        obj("battlefield", "elves", "Llanowar Elves"),
        obj("battlefield", "forest", "Forest"),
        {"id": "treasure", "token": "Treasure", "owner": "A", "zone": "battlefield"},
        actions=[{"player": "B", "cast": "revoker", "pay": "{C}{C}"}, {"resolve": "stack"}],
        active="B",
    )
    assert state.choice is not None
    assert state.choice.kind == "object"
    assert set(state.choice.options) == {"revoker", "elves"}  # no land, no token (201.4a)
    state, _ = play(
        game(
            [
                obj(
                    "battlefield",
                    "rev",
                    "Phyrexian Revoker",
                    "B",
                    chosen={"name": "Llanowar Elves"},
                ),
                obj("battlefield", "elves", "Llanowar Elves"),
            ],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[{"player": "A", "activate": "elves", "ability": 1}],
        )
    )
    assert error_rules(state) == ["602.5", "101.2"]


def test_a_needle_with_no_name_chosen_prohibits_nothing() -> None:
    """Put onto the battlefield by the scenario, no name was chosen: the linked ability refers
    to an undefined choice and does nothing (607.5a)."""
    state, _ = _board(
        obj("battlefield", "needle", "Pithing Needle", "B"),
        obj("battlefield", "ring", "Sol Ring"),
        actions=[{"player": "A", "activate": "ring", "ability": 1}],
    )
    assert state.error is None
    assert state.objects["ring"].tapped


def test_torpor_orb_stops_another_permanents_enters_trigger_and_is_read() -> None:
    """Impassioned Orator's "whenever another creature you control enters" doesn't trigger for
    Grizzly Bears under Torpor Orb (603.2, 603.6a); the run says what didn't trigger."""
    outcome, found, _ = outcome_abilities_words("Torpor Orb", "Creatures entering")
    assert (outcome, found[0]["kind"]) == ("recognised", "entering_doesnt_trigger")
    state, events = play(
        game(
            [
                obj("battlefield", "orb", "Torpor Orb", "B"),
                obj("battlefield", "orator", "Impassioned Orator"),
                obj("hand", "bears", "Grizzly Bears"),
            ],
            players=[{"id": "A", "mana_pool": "{G}{G}"}, {"id": "B"}],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[{"player": "A", "cast": "bears"}, {"resolve": "stack"}],
        )
    )
    assert state.error is None
    assert state.player("A").life == 20
    [said] = [e for e in events if e.kind == "no_trigger"]
    assert said.rules == ("603.2", "603.6a")
    assert "“Whenever another creature you control enters, you gain 1 life.”" in said.text


def test_drannith_magistrate_stops_only_its_controllers_opponents() -> None:
    """Its controller may still flash back Think Twice (601.3, 702.34a): "your opponents"."""
    _, found, words = outcome_abilities_words("Drannith Magistrate", "Your opponents")
    assert found[0]["caster"] == "opponents"
    assert found[0]["from_zones"] == ["library", "graveyard", "exile", "command"]
    assert "your opponents can't cast spells from a library, a graveyard, exile" in words
    state, _ = play(
        game(
            [
                obj("battlefield", "magistrate", "Drannith Magistrate"),
                obj("graveyard", "tt", "Think Twice"),
            ],
            players=[{"id": "A", "mana_pool": "{U}{C}{C}"}, {"id": "B"}],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[{"player": "A", "cast": "tt"}, {"resolve": "stack"}],
        )
    )
    assert state.error is None
    assert state.objects["tt"].zone.value == "exile"  # flashed back, then exiled (702.34a)
