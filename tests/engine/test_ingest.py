"""Ingest (CR 702.115): read as a keyword, said on the card page, and the triggered ability it
stands for — each instance its own (702.115b)."""

from __future__ import annotations

from engine.cards.vocabulary.keywords import cumulative, normalise_keyword
from engine.mechanics.ingest.model import Ingest
from engine.mechanics.ingest.rules import ingest_ability
from tests.engine.helpers import game, obj, outcome_abilities_words, play


def test_ingest_is_a_keyword_whose_instances_each_trigger() -> None:
    assert normalise_keyword("ingest") == "Ingest"
    assert cumulative("Ingest")  # 702.115b
    ability = ingest_ability
    assert ability.trigger.event == "deals_combat_damage_to_player"
    assert ability.effects == (Ingest(),)


def test_the_card_page_says_it() -> None:
    outcome, found, words = outcome_abilities_words("Mist Intruder", "Ingest")
    assert (outcome, found) == ("recognised", ("Ingest",))
    assert "702.115a), a triggered ability: whenever this creature deals combat damage" in words


def test_an_empty_library_exiles_nothing() -> None:
    state, events = play(
        game(
            [obj("battlefield", "it", "Benthic Infiltrator")],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[
                {"advance_to": "declare_attackers"},
                {"attack": {"it": "B"}},
                {"advance_to": "end_of_combat"},
            ],
        )
    )
    [said] = [e for e in events if e.kind == "ingest"]
    assert said.rules == ("702.115a",)
    assert "exiles nothing" in said.text
    assert state.player("B").life == 19
