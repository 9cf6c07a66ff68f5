"""The compiler's "becomes the target" triggers (603.2): "of a spell or ability", "of a spell"
(not an ability), "… an opponent controls" and "… you control", and the player the trigger
names — "that spell's controller", "that spell or ability's controller", "that player". Each
case is a real card's line and what it must be read as, or a line that must stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from tests.engine.helpers import first_ability


@pytest.mark.parametrize(
    ("name", "trigger", "effects", "said"),
    [
        (
            "Bonecrusher Giant",
            {"event": "becomes_target", "by": "any", "spells_only": True},
            [{"op": "damage", "amount": 2, "to": "that_player"}],
            "whenever this becomes the target of a spell, this deals 2 damage to that player",
        ),
        (
            "Forsaken Wastes",
            {"event": "becomes_target", "by": "any", "spells_only": True},
            [{"op": "lose_life", "amount": 5, "player": "that_player"}],
            "that player loses 5 life",
        ),
        (
            "Retromancer",
            {"event": "becomes_target", "by": "any"},
            [{"op": "damage", "amount": 3, "to": "that_player"}],
            "whenever this becomes the target of a spell or ability, this deals 3 damage to "
            "that player",
        ),
        (
            "Ashenmoor Liege",
            {"event": "becomes_target", "by": "opponent"},
            [{"op": "lose_life", "amount": 4, "player": "that_player"}],
            "whenever this becomes the target of a spell or ability an opponent controls",
        ),
        (
            "Cactarantula",
            {"event": "becomes_target", "by": "opponent"},
            [{"op": "may", "text": "draw a card", "effects": [{"op": "draw", "amount": 1}]}],
            "an opponent controls, you may: you draw 1 card",
        ),
        (
            "Stormchaser Drake",
            {"event": "becomes_target", "by": "you", "spells_only": True},
            [{"op": "draw", "amount": 1}],
            "whenever this becomes the target of a spell you control",
        ),
        (
            "Phantasmal Bear",
            {"event": "becomes_target", "by": "any"},
            [{"op": "sacrifice", "target": "self"}],
            "whenever this becomes the target of a spell or ability",
        ),
    ],
)
def test_a_becomes_the_target_trigger_is_read(
    name: str, trigger: dict[str, Any], effects: Any, said: str
) -> None:
    outcome, ability, words = first_ability(name, "When")
    assert outcome == "recognised"
    assert ability["trigger"] == trigger
    assert list(ability["effects"]) == effects
    assert said in words


@pytest.mark.parametrize(
    "text",
    [
        # Countering the spell that targeted it, unless its controller pays: not read here.
        "Whenever this creature becomes the target of a spell or ability an opponent controls, "
        "counter that spell or ability unless its controller pays {2}.",
        # An Aura spell only, and another Spirit becoming a target: not modelled.
        "Whenever this creature becomes the target of an Aura spell, you draw a card.",
        "Whenever this creature or another Spirit you control becomes the target of a spell, it "
        "phases out.",
        # "That spell's controller" after a trigger about a spell or ability isn't said so.
        "Whenever this creature becomes the target of a spell or ability, this creature deals 3 "
        "damage to that spell's controller.",
    ],
)
def test_a_becomes_the_target_trigger_that_isnt_clear_is_not_read(text: str) -> None:
    compiled = compile_face("Test Card", "Test Card", text, ("Creature",))
    assert [r.outcome for r in compiled.readings] == ["unsupported"]


def test_valiant_is_said_to_trigger_the_first_time_each_turn_only() -> None:
    """Whiskerquill Scribe's valiant (207.2c: an ability word): "… a spell or ability you
    control for the first time each turn" triggers once a turn (603.2), and the card page says
    so — not only the event."""
    outcome, ability, words = first_ability("Whiskerquill Scribe", "Valiant")
    assert outcome == "recognised"
    assert ability["trigger"] == {
        "event": "becomes_target",
        "by": "you",
        "first_time_each_turn": True,
    }
    assert (
        "whenever this becomes the target of a spell or ability you control for the first time "
        "each turn, you may" in words
    )


def test_kiras_granted_trigger_counts_the_first_time_each_turn() -> None:
    """Kira, Great Glass-Spinner: the quoted ability each creature gains (113.2c) triggers only
    the first time each turn (603.2) and counters the spell or ability that targeted it."""
    card = corpus_card("Kira, Great Glass-Spinner")
    assert card is not None
    face = card.front
    compiled = compile_face(card.name, face.name, face.text, face.types)
    line = next(r for r in compiled.readings if r.line.startswith("Creatures you control have"))
    assert line.outcome == "recognised"
    granted = line.abilities[0]["modifications"][0]["abilities"][0]
    assert granted["trigger"] == {
        "event": "becomes_target",
        "by": "any",
        "first_time_each_turn": True,
    }
    assert granted["effects"] == [{"op": "counter"}]
    # The card page says what it counters: the spell or ability that targeted it, not a spell cast.
    assert "counter the spell or ability its trigger event names (603.2)" in line.words
