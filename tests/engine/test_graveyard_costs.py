"""Costs that exile cards from their player's graveyard (118.3, 601.2h, 602.2b): the compiler's
reading of real cards' costs, and paying them with the action's `costs.exile` — refused, with
nothing changed, when the graveyard hasn't enough such cards or a named card doesn't pay it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from engine.core.state import Zone
from tests.engine.helpers import compiled, error_rules, game, line_starting, obj, play


def _reading(name: str, start: str) -> Any:
    face = compiled(name)
    return face, line_starting(face, start)


CREATURE = {"types": ["Creature"]}


@pytest.mark.parametrize(
    ("name", "line", "exiled", "said"),
    [
        (
            "Molt Tender",
            "{T}, Exile a card from your graveyard:",
            {"filter": {}, "count": 1},
            "exile 1 card from your graveyard",
        ),
        (
            "Fleeting Spirit",
            "{W}, Exile three cards from your graveyard:",
            {"filter": {}, "count": 3},
            "exile 3 cards from your graveyard",
        ),
        (
            "Scrapheap Scrounger",
            "{1}{B}, Exile another creature card",
            {"filter": {**CREATURE, "other": True}, "count": 1},
            "exile 1 other creature card from your graveyard",
        ),
        (
            "Despoiler of Souls",
            "{B}{B}, Exile two other creature cards",
            {"filter": {**CREATURE, "other": True}, "count": 2},
            "exile 2 other creature cards",
        ),
        (
            "Bone Dragon",
            "{3}{B}{B}, Exile seven other cards",
            {"filter": {"other": True}, "count": 7},
            "exile 7 other cards",
        ),
        (
            "Disciple of the Ring",
            "{1}, Exile an instant or sorcery card",
            {"filter": {"any_types": ["Instant", "Sorcery"]}, "count": 1},
            "exile 1 instant or sorcery card",
        ),
    ],
)
def test_an_exile_from_graveyard_cost_is_read(name: str, line: str, exiled: Any, said: str) -> None:
    _, found = _reading(name, line)
    assert found.outcome == "recognised"
    assert found.abilities[0]["cost"]["exile_from_graveyard"] == exiled
    assert said in found.words
    assert "chosen as the cost is paid (601.2h" in found.words


@pytest.mark.parametrize(
    ("name", "exiled"),
    [
        ("Makeshift Mauler", {"filter": CREATURE, "count": 1}),
        ("Skaab Goliath", {"filter": CREATURE, "count": 2}),
        ("Skaab Ruinator", {"filter": CREATURE, "count": 3}),
    ],
)
def test_an_additional_cost_of_a_creature_spell_is_read(name: str, exiled: Any) -> None:
    compiled, found = _reading(name, "As an additional cost to cast this spell, exile")
    assert (found.outcome, found.template) == ("recognised", "spell: additional cost")
    assert compiled.additional_costs == {"exile_from_graveyard": exiled}
    assert found.words.startswith("an additional cost to cast it: exile")


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # X cards: the number is chosen as it is cast, which the cost doesn't hold.
        ("Skeletal Scrying", "As an additional cost to cast this spell, exile X"),
        ("Taigam, Sidisi's Hand", "{B}, {T}, Exile X cards"),
        # "… or pay {1}{W}": a choice between two costs.
        ("Soaring Stoneglider", "As an additional cost to cast this spell, exile two cards"),
        # A mana value that is X.
        ("Osgir, the Reconstructor", "{X}, {T}, Exile an artifact card with mana value X"),
        # "One or more".
        ("Corpseweft", "{1}{B}, Exile one or more creature cards"),
    ],
)
def test_other_graveyard_costs_stay_unread(name: str, line: str) -> None:
    card = corpus_card(name)
    assert card is not None, name
    found = [
        r
        for face in card.faces
        for r in compile_face(card.name, face.name, face.text, face.types).readings
        if r.line.startswith(line)
    ]
    assert found, line
    assert {r.outcome for r in found} == {"unsupported"}


# -- paying it -------------------------------------------------------------------------------------


def _goliath(exile: list[str], *graveyard: dict[str, Any]) -> Any:
    """Cast Skaab Goliath (exile two creature cards from your graveyard) with `costs.exile`."""
    return play(
        game(
            [obj("hand", "goliath", "Skaab Goliath"), *graveyard],
            players=[{"id": "A", "mana_pool": "{U}{C}{C}{C}{C}{C}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "goliath", "costs": {"exile": exile}}],
        )
    )


_BEARS = obj("graveyard", "bears", "Grizzly Bears")
_ELVES = obj("graveyard", "elves", "Llanowar Elves")
_SQUIRE = obj("graveyard", "squire", "Squire")


def test_the_named_cards_are_exiled_as_the_spell_is_cast() -> None:
    state, _ = _goliath(["bears", "squire"], _BEARS, _ELVES, _SQUIRE)
    assert error_rules(state) is None
    assert state.objects["goliath"].zone is Zone.STACK
    zones = {i: state.objects[i].zone for i in ("bears", "elves", "squire")}
    assert zones == {"bears": Zone.EXILE, "elves": Zone.GRAVEYARD, "squire": Zone.EXILE}


def test_with_more_cards_than_it_exiles_the_player_names_them() -> None:
    state, _ = _goliath([], _BEARS, _ELVES, _SQUIRE)
    assert error_rules(state) == ["601.2h", "118.3"]
    assert state.objects["goliath"].zone is Zone.HAND
    assert state.objects["bears"].zone is Zone.GRAVEYARD


def test_with_exactly_as_many_cards_there_is_nothing_to_choose() -> None:
    state, _ = _goliath([], _BEARS, _ELVES, obj("graveyard", "forest", "Forest"))
    assert error_rules(state) is None
    assert state.objects["bears"].zone is Zone.EXILE
    assert state.objects["elves"].zone is Zone.EXILE
    assert state.objects["forest"].zone is Zone.GRAVEYARD


def test_a_card_named_twice_pays_once() -> None:
    state, _ = _goliath(["bears", "bears"], _BEARS, _ELVES)
    assert error_rules(state) == ["601.2h", "118.3"]
    assert state.objects["bears"].zone is Zone.GRAVEYARD


def test_another_players_graveyard_does_not_pay_it() -> None:
    # "Your graveyard" is the graveyard of the cards you own (404.1).
    state, _ = _goliath(
        ["bears", "theirs"], _BEARS, _ELVES, obj("graveyard", "theirs", "Grizzly Bears", "B")
    )
    assert error_rules(state) == ["601.2h", "118.3"]
    assert state.objects["theirs"].zone is Zone.GRAVEYARD
    assert state.objects["goliath"].zone is Zone.HAND


def test_a_card_of_another_type_does_not_pay_it() -> None:
    state, _ = _goliath(["bears", "forest"], _BEARS, _ELVES, obj("graveyard", "forest", "Forest"))
    assert error_rules(state) == ["601.2h", "118.3"]


def test_cards_named_for_a_cost_that_exiles_none_are_refused() -> None:
    state, _ = play(
        game(
            [obj("hand", "bolt", "Lightning Bolt"), _BEARS],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            actions=[
                {"player": "A", "cast": "bolt", "targets": ["B"], "costs": {"exile": ["bears"]}}
            ],
        )
    )
    assert error_rules(state) == ["118.3"]
    assert state.objects["bears"].zone is Zone.GRAVEYARD
    assert state.player("B").life == 20


_RECALL = {
    "name": "Recall Test",
    "mana_cost": "{R}",
    "type_line": "Instant",
    "abilities": ["Flashback {R}"],
    "additional_costs": {"exile_from_graveyard": {"filter": {"types": ["Instant"]}}},
    "targets": [{"kind": "player", "text": "target player"}],
    "effects": [{"op": "lose_life", "amount": 2, "player": "target", "target": 0}],
}


def _recall(*graveyard: dict[str, Any]) -> Any:
    return play(
        game(
            [obj("graveyard", "recall", "Recall Test"), *graveyard],
            cards=[_RECALL],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "recall", "targets": ["B"]}, {"resolve": "stack"}],
        )
    )


def test_a_spell_cast_from_the_graveyard_does_not_pay_its_own_exile_cost() -> None:
    # It is on the stack once the costs are paid (601.2a, 601.2h).
    state, _ = _recall()
    assert error_rules(state) == ["118.3", "601.2h"]
    assert state.objects["recall"].zone is Zone.GRAVEYARD
    assert state.player("B").life == 20


def test_a_spell_cast_from_the_graveyard_pays_with_another_card_there() -> None:
    state, _ = _recall(obj("graveyard", "bolt", "Lightning Bolt"))
    assert error_rules(state) is None
    assert state.objects["bolt"].zone is Zone.EXILE
    assert state.objects["recall"].zone is Zone.EXILE  # flashback (702.34a)
    assert state.player("B").life == 18
