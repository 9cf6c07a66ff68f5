"""Modal spells and abilities (CR 700.2): what the compiler reads, and how modes are chosen.

The compiler cases are real cards' lines; the engine cases play them (or an inline card where no
real card isolates the rule) and check what a player sees: the final state and the rule cited.
"""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from engine import run
from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from engine.cards.vocabulary import Triggered
from engine.driver.output import state_out
from tests.engine.helpers import creature, error_rules, game, obj, of_kind, play


def readings(name: str) -> list[tuple[str, str, str]]:
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    return [(r.line, r.outcome, r.template) for r in compiled.readings]


def modal(name: str) -> dict[str, Any]:
    """The modal part a card's compiled text holds: its spell's, or its one modal ability's."""
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    if compiled.modes:
        return {"choose": list(compiled.choose), "modes": list(compiled.modes)}
    (ability,) = [a for a in compiled.abilities if isinstance(a, dict) and a.get("modes")]
    return {"kind": ability["kind"], "choose": ability["choose"], "modes": ability["modes"]}


@pytest.mark.parametrize(
    ("name", "template", "choose", "effects"),
    [
        ("Winterflame", "spell: modes", [1, 2], [["tap"], ["damage"]]),
        (
            "Kolaghan's Command",
            "spell: modes",
            [2, 2],
            [["bounce"], ["discard"], ["destroy"], ["damage"]],
        ),
        ("Casualties of War", "spell: modes", [1, 5], [["destroy"]] * 5),
        ("Healing Salve", "spell: modes", [1, 1], [["gain_life"], ["prevent_damage"]]),
        (
            "Knight of Autumn",
            "triggered: modes",
            [1, 1],
            [["counters"], ["destroy"], ["gain_life"]],
        ),
        ("Retreat to Kazandu", "triggered: modes", [1, 1], [["counters"], ["gain_life"]]),
        ("Balm of Restoration", "activated: modes", [1, 1], [["gain_life"], ["prevent_damage"]]),
    ],
)
def test_modal_blocks_are_read_whole(
    name: str, template: str, choose: list[int], effects: list[list[str]]
) -> None:
    lines = readings(name)
    block = [line for line in lines if line[2] == template]
    assert len(block) == len(modal(name)["modes"]) + 1
    assert all(outcome == "recognised" for _, outcome, _ in block)
    found = modal(name)
    assert found["choose"] == choose
    assert [[e["op"] for e in m["effects"]] for m in found["modes"]] == effects


@pytest.mark.parametrize(
    ("name", "header"),
    [
        # One bullet the engine can't play leaves the whole block unread (a mode is never guessed).
        ("Blinding Beam", "Choose one —"),
        (
            "Gylwain, Casting Director",
            "Whenever Gylwain or another nontoken creature you control enters, choose one —",
        ),
        # "Choose one that hasn't been chosen" (a choice remembered across turns) isn't modelled.
        ("Demonic Pact", "At the beginning of your upkeep, choose one that hasn't been chosen —"),
    ],
)
def test_modal_blocks_with_an_unread_part_stay_unread(name: str, header: str) -> None:
    lines = readings(name)
    modal_lines = [line for line in lines if line[0].startswith("•") or line[0] == header]
    assert modal_lines
    assert all(outcome != "recognised" for _, outcome, _ in modal_lines)


def test_card_page_words_say_how_many_modes_and_each_mode() -> None:
    card = corpus_card("Winterflame")
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    said = [r.words for r in compiled.readings]
    assert said[0].startswith("choose one to two of the modes below")
    assert "tap" in said[1]
    assert "2 damage" in said[2]
    card = corpus_card("Knight of Autumn")
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    said = [r.words for r in compiled.readings]
    assert "choose one of the modes below as it is put on the stack (603.3c)" in said[0]
    assert said[1].startswith("a mode: ")


# -- playing them ---------------------------------------------------------------------------------


def _winterflame(**cast: Any) -> dict[str, Any]:
    return game(
        [
            obj("hand", "wf", "Winterflame"),
            obj("battlefield", "giant", "Hill Giant", "B"),
            obj("battlefield", "bears", "Grizzly Bears", "B"),
        ],
        players=[{"id": "A", "mana_pool": "{U}{R}{C}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "wf", **cast}, {"resolve": "stack"}],
    )


def test_both_modes_chosen_in_any_order_are_followed_in_printed_order() -> None:
    state, events = play(_winterflame(mode=[2, 1], targets=["giant", "bears"]))
    assert state.objects["giant"].tapped
    assert state.objects["bears"].zone.value == "graveyard"
    (mode,) = of_kind(events, "mode")
    assert mode.rules == ("601.2b",)
    assert mode.text.startswith("Modes 1 and 2 chosen")


def test_a_mode_can_t_be_chosen_twice() -> None:
    state, _ = play(_winterflame(mode=[2, 2], targets=["giant", "bears"]))
    assert error_rules(state) == ["700.2d"]
    assert state.objects["wf"].zone.value == "hand"


def test_a_mode_answer_is_a_list_where_several_may_be_chosen() -> None:
    data = _winterflame()
    data["choices"] = [{"mode": [1, 2]}, {"target": ["giant", "bears"]}]
    state, _ = play(data)
    assert state.objects["giant"].tapped
    assert state.objects["bears"].zone.value == "graveyard"
    data["choices"] = [{"mode": 2}, {"target": ["bears"]}]
    state, _ = play(data)
    assert not state.objects["giant"].tapped
    assert state.objects["bears"].zone.value == "graveyard"


def test_the_output_lists_every_chosen_mode_and_the_first_as_mode() -> None:
    data = _winterflame(mode=[1, 2], targets=["giant", "bears"])
    data["actions"] = data["actions"][:1]
    state, _ = play(data)
    (entry,) = state_out(state)["stack"]
    assert entry["mode"] == 1
    assert entry["modes"] == [1, 2]


def test_a_single_mode_question_still_takes_one_number() -> None:
    data = game(
        [obj("hand", "salve", "Healing Salve")],
        players=[{"id": "A", "mana_pool": "{W}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "salve"}],
        choices=[{"mode": [1]}],
    )
    state, _ = play(data)
    assert error_rules(state) == ["601.2b", "700.2a"]


def _trigger_card(**extra: Any) -> dict[str, Any]:
    bullet_targets = [{"kind": "permanent", "filter": {"types": ["Artifact"]}}]
    return creature(
        "Modal Tester",
        2,
        2,
        {
            "kind": "triggered",
            "trigger": {"event": "enters"},
            "effects": [],
            "modes": [
                {
                    "text": "• Destroy target artifact.",
                    "targets": bullet_targets,
                    "effects": [{"op": "destroy", "target": 0}],
                },
                {
                    "text": "• Tap target artifact.",
                    "targets": bullet_targets,
                    "effects": [{"op": "tap", "target": 0}],
                },
            ],
            **extra,
        },
    )


def test_a_modal_trigger_with_no_mode_that_can_be_chosen_is_removed() -> None:
    data = game(
        [obj("hand", "tester", "Modal Tester")],
        players=[{"id": "A", "mana_pool": "{C}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "tester"}, {"resolve": "stack"}],
        cards=[_trigger_card()],
    )
    state, events = play(data)
    (removed,) = of_kind(events, "trigger_removed")
    assert removed.rules == ("603.3c", "700.2b")
    assert not state.stack
    assert state.objects["tester"].zone.value == "battlefield"


def test_choose_up_to_one_may_choose_none_and_the_trigger_is_removed() -> None:
    data = game(
        [obj("hand", "tester", "Modal Tester"), obj("battlefield", "orni", "Ornithopter", "B")],
        players=[{"id": "A", "mana_pool": "{C}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "tester"}, {"resolve": "stack"}],
        choices=[{"mode": []}],
        cards=[_trigger_card(choose=[0, 1])],
    )
    state, events = play(data)
    assert of_kind(events, "trigger_removed")[0].rules == ("603.3c", "700.2b")
    assert state.objects["orni"].zone.value == "battlefield"
    data["choices"] = [{"mode": [1]}]
    state, _ = play(data)
    assert state.objects["orni"].zone.value == "graveyard"


def test_a_modal_definition_chooses_no_more_modes_than_it_has() -> None:
    ability = _trigger_card(choose=[1, 3])["abilities"][0]
    with pytest.raises(ValidationError, match="only 2 modes to choose from"):
        Triggered.model_validate(ability)
    with pytest.raises(ValidationError, match="no effects beside them"):
        Triggered.model_validate({**ability, "choose": [1, 1], "effects": [{"op": "draw"}]})


@pytest.mark.parametrize(
    ("name", "keyword"),
    [("Barbed Lightning", "Entwine {2}"), ("Borrowed Hostility", "Escalate {3}")],
)
def test_entwine_and_escalate_are_casting_keywords_of_a_modal_spell(
    name: str, keyword: str
) -> None:
    assert all(outcome == "recognised" for _, outcome, _ in readings(name))
    card = corpus_card(name)
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    assert keyword in compiled.abilities
    (said,) = [r.words for r in compiled.readings if r.template == "keywords"]
    assert said.startswith(keyword)


def test_all_modes_with_entwine_are_refused_without_mana_for_its_cost() -> None:
    data = game(
        [obj("hand", "bl", "Barbed Lightning"), obj("battlefield", "giant", "Hill Giant", "B")],
        players=[{"id": "A", "mana_pool": "{R}{C}{C}{C}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "bl", "mode": [1, 2], "targets": ["giant", "B"]}],
    )
    state, _ = play(data)
    # Both modes entwined cost {4}{R}: four mana isn't enough, and nothing is paid (601.2h).
    assert error_rules(state) == ["601.2h", "118.3"]
    assert state.objects["bl"].zone.value == "hand"


def test_the_mode_question_lists_each_mode_once_punctuated() -> None:
    """The question quotes each mode's text without its bullet and full stop (700.2a)."""
    data = game(
        [obj("hand", "salve", "Healing Salve")],
        players=[{"id": "A", "mana_pool": "{W}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "salve"}],
    )
    output, status = run(data)
    assert status == 0
    question = output["pending"]["text"]
    assert "(1 = Target player gains 3 life; 2 = Prevent the next 3 damage" in question
    assert ".;" not in question
    assert "•" not in question
