"""The compiler's optional instructions: "you may <instruction>" with or without a target of its
own, and "you may have <subject> <verb> …" (608.2d; the target chosen as the ability is put on
the stack, 603.3d). Each case is a real card's line and what it must be read as, or a line that
must stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from tests.engine.helpers import vocabulary

_WHEN = "the target is chosen as this is put on the stack, even if you then don't (601.2c, 603.3d)"


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Gravedigger",
            "When this creature enters, you may return target creature card",
            [
                {
                    "op": "may",
                    "text": "return target creature card from your graveyard to your hand",
                    "effects": [{"op": "bounce", "target": 0}],
                }
            ],
            "you may: return target creature card in your graveyard to its owner's hand",
        ),
        (
            "Reclamation Sage",
            "When this creature enters, you may destroy target artifact",
            [
                {
                    "op": "may",
                    "text": "destroy target artifact or enchantment",
                    "effects": [{"op": "destroy", "target": 0, "cant_regenerate": False}],
                }
            ],
            "you may: destroy target artifact or enchantment",
        ),
        (
            "Fiend Hunter",
            "When this creature enters, you may exile another target creature.",
            [
                {
                    "op": "may",
                    "text": "exile another target creature",
                    "effects": [{"op": "exile", "target": 0}],
                }
            ],
            "you may: exile target other creature",
        ),
        (
            "Seasoned Marshal",
            "Whenever this creature attacks, you may tap target creature.",
            [{"op": "may", "text": "tap target creature", "effects": [{"op": "tap", "target": 0}]}],
            "whenever this attacks, you may: tap target creature",
        ),
        (
            "Eager Beaver",
            "When this creature enters, you may untap target permanent.",
            [
                {
                    "op": "may",
                    "text": "untap target permanent",
                    "effects": [{"op": "untap", "target": 0}],
                }
            ],
            "you may: untap target permanent",
        ),
        (
            "Ebon Dragon",
            "When this creature enters, you may have target opponent discard",
            [
                {
                    "op": "may",
                    "text": "have target opponent discard a card",
                    "effects": [{"op": "discard", "amount": 1, "player": "target", "target": 0}],
                }
            ],
            "you may: target opponent discards 1 card of their choice (701.9b)",
        ),
        (
            "Goblin Arsonist",
            "When this creature dies, you may have it deal 1 damage",
            [
                {
                    "op": "may",
                    "text": "have it deal 1 damage to any target",
                    "effects": [{"op": "damage", "amount": 1, "to": 0}],
                }
            ],
            "you may: this deals 1 damage to any target",
        ),
        (
            "Fourth Bridge Prowler",
            "When this creature enters, you may have target creature get -1/-1",
            [
                {
                    "op": "may",
                    "text": "have target creature get -1/-1 until end of turn",
                    "effects": [
                        {
                            "op": "continuous",
                            "target": 0,
                            "modifications": [{"op": "modify_pt", "power": -1, "toughness": -1}],
                        }
                    ],
                }
            ],
            "you may: target creature gets -1/-1 until end of turn",
        ),
    ],
)
def test_a_may_with_a_target_of_its_own_is_read(
    name: str, line: str, effects: Any, said: str
) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words
    assert _WHEN in words


def test_a_may_without_a_target_doesnt_speak_of_one() -> None:
    outcome, found, words = vocabulary("Mer Man", "When this creature enters, you may draw a card.")
    assert outcome == "recognised"
    assert found == [{"op": "may", "text": "draw a card", "effects": [{"op": "draw", "amount": 1}]}]
    assert "603.3d" not in words


def test_gravediggers_target_is_a_creature_card_in_your_graveyard() -> None:
    card = corpus_card("Gravedigger")
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    (reading,) = [r for r in compiled.readings if r.outcome == "recognised"]
    assert isinstance(reading.abilities[0], dict)
    assert list(reading.abilities[0]["targets"]) == [
        {
            "kind": "card",
            "text": "target creature card from your graveyard",
            "filter": {"types": ["Creature"], "controller": "you"},
        }
    ]


@pytest.mark.parametrize(
    ("text", "types"),
    [
        # A "may" whose instruction isn't read leaves the whole line unread, targets and all.
        (
            "When this creature enters, you may have target creature defending player controls "
            "untap and block it if able.",
            ("Creature",),
        ),
        (
            "When this creature enters, you may return target creature card from your graveyard "
            "to the battlefield. It gains haste. Exile it at the beginning of the next end step.",
            ("Creature",),
        ),
        # "Have" with a verb the instruction templates don't say in that form.
        (
            "When this creature enters, you may have target player shuffle their graveyard into "
            "their library.",
            ("Creature",),
        ),
    ],
)
def test_a_may_that_isnt_clear_is_not_read(text: str, types: tuple[str, ...]) -> None:
    compiled = compile_face("Test Card", "Test Card", text, types)
    assert [r.outcome for r in compiled.readings] == ["unsupported"]
