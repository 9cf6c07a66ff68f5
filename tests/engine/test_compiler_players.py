"""The compiler's players as subjects: "defending player" (506.2), "that player" of a combat
damage trigger (510.2, 603.2), "each other player", and a player sacrificing permanents of their
choice (701.21a) or returning them to their owner's hand (608.2c). Each case is a real card's
line and what it must be read as, or stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from tests.engine.helpers import vocabulary


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Fleshbag Marauder",
            "When this creature enters, each player sacrifices",
            [
                {
                    "op": "player_sacrifices",
                    "amount": 1,
                    "filter": {"types": ["Creature"]},
                    "player": "each",
                }
            ],
            "each player sacrifices 1 creature of their choice",
        ),
        (
            "Diabolic Edict",
            "Target player sacrifices",
            [
                {
                    "op": "player_sacrifices",
                    "amount": 1,
                    "filter": {"types": ["Creature"]},
                    "player": "target",
                    "target": 0,
                }
            ],
            "target player sacrifices 1 creature",
        ),
        (
            "Abyssal Gorestalker",
            "When this creature enters, each player sacrifices two",
            [
                {
                    "op": "player_sacrifices",
                    "amount": 2,
                    "filter": {"types": ["Creature"]},
                    "player": "each",
                }
            ],
            "each player sacrifices 2 creatures",
        ),
        (
            "Akki Blizzard-Herder",
            "When this creature dies",
            [
                {
                    "op": "player_sacrifices",
                    "amount": 1,
                    "filter": {"types": ["Land"]},
                    "player": "each",
                }
            ],
            "each player sacrifices 1 land",
        ),
        (
            "Shattergang Brothers",
            "{2}{B}, Sacrifice a creature",
            [
                {
                    "op": "player_sacrifices",
                    "amount": 1,
                    "filter": {"types": ["Creature"]},
                    "player": "each_opponent",
                }
            ],
            "each opponent sacrifices 1 creature",
        ),
        (
            "Kjeldoran Dead",
            "When this creature enters, sacrifice a creature.",
            [{"op": "player_sacrifices", "amount": 1, "filter": {"types": ["Creature"]}}],
            "you sacrifice 1 creature of your choice",
        ),
        (
            "Azorius Chancery",
            "When this land enters, return a land",
            [{"op": "player_returns", "amount": 1, "filter": {"types": ["Land"]}}],
            "you return 1 land of your choice to its owner's hand, chosen as this resolves",
        ),
        (
            "Whitemane Lion",
            "When this creature enters, return",
            [{"op": "player_returns", "amount": 1, "filter": {"types": ["Creature"]}}],
            "you return 1 creature of your choice to its owner's hand",
        ),
        (
            "Curfew",
            "Each player returns",
            [
                {
                    "op": "player_returns",
                    "amount": 1,
                    "filter": {"types": ["Creature"]},
                    "player": "each",
                }
            ],
            "each player returns 1 creature of their choice to its owner's hand",
        ),
        (
            "Emancipation Angel",
            "When this creature enters, return",
            [{"op": "player_returns", "amount": 1, "filter": {}}],
            "you return 1 permanent of your choice",
        ),
        (
            "Silent Skimmer",
            "Whenever this creature attacks",
            [{"op": "lose_life", "amount": 2, "player": "defending"}],
            "defending player (506.2) loses 2 life",
        ),
        (
            "Slate Street Ruffian",
            "Whenever this creature becomes blocked",
            [{"op": "discard", "amount": 1, "player": "defending"}],
            "defending player (506.2) discards 1 card",
        ),
        (
            "Demon of Loathing",
            "Whenever this creature deals combat damage",
            [
                {
                    "op": "player_sacrifices",
                    "amount": 1,
                    "filter": {"types": ["Creature"]},
                    "player": "that_player",
                }
            ],
            "that player sacrifices 1 creature",
        ),
        (
            "Shriekgeist",
            "Whenever this creature deals combat damage",
            [{"op": "mill", "amount": 2, "player": "that_player"}],
            "that player mills 2",
        ),
    ],
)
def test_a_player_subject_is_read(name: str, line: str, effects: Any, said: str) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words


@pytest.mark.parametrize(
    ("text", "types"),
    [
        # Nobody is "defending" when the trigger isn't an attacking creature's.
        ("When this creature enters, defending player loses 2 life.", ("Creature",)),
        # "That player" with nothing naming a player isn't clear.
        ("When this creature enters, that player discards a card.", ("Creature",)),
        # Sacrificing something another player controls isn't a thing a player can do.
        ("Each player sacrifices a creature an opponent controls.", ("Sorcery",)),
        # Nor is returning what another player controls without targeting it.
        ("Return a creature an opponent controls to its owner's hand.", ("Sorcery",)),
    ],
)
def test_a_player_who_isnt_clear_is_not_read(text: str, types: tuple[str, ...]) -> None:
    compiled = compile_face("Test Card", "Test Card", text, types)
    assert [r.outcome for r in compiled.readings] == ["unsupported"]


@pytest.mark.parametrize(
    ("name", "keyword", "said"),
    [
        ("Ulamog's Crusher", "Annihilator 2", "defending player sacrifices 2 permanents"),
        ("Khenra Eternal", "Afflict 1", "defending player loses 1 life"),
        ("Goblin Wardriver", "Battle cry", "each other attacking creature gets +1/+0"),
    ],
)
def test_a_combat_trigger_keyword_is_read(name: str, keyword: str, said: str) -> None:
    card = corpus_card(name)
    assert card is not None, name
    face = card.front
    compiled = compile_face(card.name, face.name, face.text, face.types)
    found = next(r for r in compiled.readings if r.line.startswith(keyword))
    assert (found.outcome, found.abilities) == ("recognised", (keyword,))
    assert said in found.words


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Aether Inspector",
            "When this creature enters, you get",
            [{"op": "player_counters", "counter": "energy", "amount": 2}],
            "you get 2 energy counters (107.14)",
        ),
        (
            "Scrapper Champion",
            "Whenever this creature attacks, you may pay",
            [
                {
                    "op": "may",
                    "energy": 2,
                    "text": "pay {E}{E}",
                    "effects": [
                        {"op": "counters", "counter": "+1/+1", "amount": 1, "target": "self"}
                    ],
                }
            ],
            "you may pay {E}{E} (remove 2 energy counters, 107.14)",
        ),
    ],
)
def test_energy_is_read(name: str, line: str, effects: Any, said: str) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words


def test_an_energy_cost_is_read() -> None:
    card = corpus_card("Servant of the Conduit")
    assert card is not None
    face = card.front
    compiled = compile_face(card.name, face.name, face.text, face.types)
    found = next(r for r in compiled.readings if r.line.startswith("{T}, Pay {E}"))
    assert found.outcome == "recognised"
    assert found.abilities[0]["cost"] == {"tap": True, "energy": 1}
    assert "pay {E} (1 energy counter, 107.14)" in found.words
