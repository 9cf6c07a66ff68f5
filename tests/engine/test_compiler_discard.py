"""The compiler's discard templates (CR 701.9, 118.3, 602.2b): a discard cost naming a kind of card,
"discard your hand" and "… then draw that many cards", and the discards it must leave unread."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import compiled, line_starting


def _line(name: str, start: str) -> tuple[str, Any, str, list[Any]]:
    """(outcome, the line's first ability or None, its words, the spell's effects)."""
    face = compiled(name)
    found = line_starting(face, start)
    ability = found.abilities[0] if found.abilities else None
    return found.outcome, ability, found.words, list(face.effects)


@pytest.mark.parametrize(
    ("name", "cost"),
    [
        ("Seismic Assault", {"discard": 1, "discard_filter": {"types": ["Land"]}}),
        ("Lotleth Troll", {"discard": 1, "discard_filter": {"types": ["Creature"]}}),
        ("Fleshgrafter", {"discard": 1, "discard_filter": {"types": ["Artifact"]}}),
        ("Ayula's Influence", {"discard": 1, "discard_filter": {"types": ["Land"]}}),
    ],
)
def test_a_discard_cost_names_the_kind_of_card_that_pays_it(
    name: str, cost: dict[str, Any]
) -> None:
    outcome, ability, said, _ = _line(name, "Discard")
    assert outcome == "recognised"
    assert ability["cost"] == cost
    assert "(only such a card pays it, 118.3)" in said


def test_a_discard_this_card_ability_targets_cards_in_any_graveyard() -> None:
    outcome, ability, said, _ = _line("Faerie Macabre", "Discard")
    assert outcome == "recognised"
    assert ability["zone"] == "hand"
    assert ability["targets"][0]["kind"] == "card"
    assert ability["targets"][0]["max"] == 2
    assert "filter" not in ability["targets"][0]  # any graveyard, not only yours
    assert "113.6b" in said


@pytest.mark.parametrize(
    ("name", "effects"),
    [
        ("One with Nothing", [{"op": "discard", "amount": "all"}]),
        (
            "Dangerous Wager",
            [{"op": "discard", "amount": "all"}, {"op": "draw", "amount": 2}],
        ),
        (
            "Tolarian Winds",
            [{"op": "discard", "amount": "all", "then_draw": "that_many"}],
        ),
    ],
)
def test_discard_your_hand_is_every_card_in_it(name: str, effects: list[Any]) -> None:
    outcome, _, said, found = _line(name, "Discard")
    assert outcome == "recognised"
    assert found == effects
    assert "701.9a" in said


@pytest.mark.parametrize(
    ("name", "start"),
    [
        ("Sanctum Spirit", "Discard a historic card"),  # historic isn't a filter the engine has
        ("Sphinx of the Chimes", "Discard two nonland cards with the same name"),
        # "Discard your hand" is a cost read now (Lion's Eye Diamond); this effect isn't.
        ("Bomat Courier", "{R}, Discard your hand, Sacrifice"),
        ("Change of Fortune", "Discard your hand, then draw a card for each"),
    ],
)
def test_a_discard_the_engine_cant_play_stays_unread(name: str, start: str) -> None:
    outcome, _, _, _ = _line(name, start)
    assert outcome != "recognised"


@pytest.mark.parametrize(
    ("name", "start", "found"),
    [
        ("Pardic Lancer", "Discard a card at random", {"discard": 1, "discard_random": True}),
        (
            "Dwarven Strike Force",
            "Discard a card at random",
            {"discard": 1, "discard_random": True},
        ),
        (
            "Goblin Lore",
            "Draw four cards",
            [{"op": "draw", "amount": 4}, {"op": "discard", "amount": 3, "random": True}],
        ),
        (
            "Mind Twist",
            "Target player discards X cards at random",
            [{"op": "discard", "amount": "X", "player": "target", "target": 0, "random": True}],
        ),
    ],
)
def test_a_discard_at_random_is_picked_not_chosen(name: str, start: str, found: Any) -> None:
    outcome, ability, said, effects = _line(name, start)
    assert outcome == "recognised"
    assert (ability["cost"] if ability else effects) == found
    assert "at random (701.9b)" in said
