"""Trigger conditions the compiler reads (603.1): real cards' lines, what each becomes, and the
words the card page shows, which say whose step or whose spells the ability watches."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from tests.engine.helpers import contains


@pytest.mark.parametrize(
    ("name", "trigger", "words"),
    [
        (
            "Luminarch Aspirant",
            {"event": "beginning_of_combat", "whose": "your"},
            "at the beginning of combat on your turn",
        ),
        (
            "Phyrexian Bloodstock",
            {"event": "leaves_battlefield"},
            "when this leaves the battlefield (for any zone)",
        ),
        (
            "Phantasmal Bear",
            {"event": "becomes_target", "by": "any"},
            "whenever this becomes the target of a spell or ability",
        ),
        (
            "Verdant Force",
            {"event": "beginning_of_upkeep", "whose": "each"},
            "at the beginning of each upkeep",
        ),
        (
            "Young Pyromancer",
            {"event": "cast", "filter": {"any_types": ["Instant", "Sorcery"]}},
            "whenever you cast an instant or sorcery spell",
        ),
        (
            "Guttersnipe",
            {"event": "cast", "filter": {"any_types": ["Instant", "Sorcery"]}},
            "whenever you cast an instant or sorcery spell",
        ),
        (
            "Mogg Sentry",
            {"event": "cast", "caster": "opponent"},
            "whenever an opponent casts a spell",
        ),
        (
            "Valor in Akros",
            {"event": "enters", "scope": "you_control", "filter": {"types": ["Creature"]}},
            "whenever a creature you control enters",
        ),
    ],
)
def test_a_trigger_condition_is_read_and_said(
    name: str, trigger: dict[str, Any], words: str
) -> None:
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    found = [r for r in compiled.readings if r.template == "triggered"]
    assert found, compiled.readings
    assert found[0].outcome == "recognised"
    ability = found[0].abilities[0]
    assert contains(ability["trigger"], trigger), ability["trigger"]
    assert found[0].words.startswith(f"a triggered ability: {words},"), found[0].words


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Super Shredder", "whenever another permanent leaves the battlefield"),
        ("Twilight Drover", "whenever a creature token leaves the battlefield"),
        (
            "Vela the Night-Clad",
            "whenever this or another creature you control leaves the battlefield",
        ),
    ],
)
def test_a_leaving_trigger_watching_others_says_which(name: str, said: str) -> None:
    # 603.6c: the card page said "when this leaves the battlefield" of an ability watching
    # other permanents leave (and "leaves battlefield" of one watching yours) — words a judge
    # reading the page would take for a misread.
    card = corpus_card(name)
    assert card is not None, name
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    (reading,) = [r for r in compiled.readings if "leaves the battlefield" in r.line]
    assert reading.outcome == "recognised"
    assert reading.words.startswith(f"a triggered ability: {said} (for any zone, 603.6c),"), (
        reading.words
    )


def test_cast_or_copy_is_one_ability_watching_copies_too() -> None:
    # Magecraft (207.2c: the ability word is read without it): a spell cast (601.2i) or a copy
    # put on the stack (707.10), one ability watching both (603.2).
    card = corpus_card("Archmage Emeritus")
    assert card is not None
    face = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    (reading,) = [r for r in face.readings if r.line.startswith("Magecraft")]
    assert reading.outcome == "recognised"
    (ability,) = reading.abilities
    assert contains(
        ability, {"trigger": {"event": "cast", "also": "copied"}, "effects": [{"op": "draw"}]}
    )
    assert "whenever you cast or copy an instant or sorcery spell" in reading.words
