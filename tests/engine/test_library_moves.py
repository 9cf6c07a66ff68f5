"""Jace, the Mind Sculptor's three library lines and Brainstorm's family, read from the corpus:
looking at a target player's top card (701.20e), putting cards from a hand on top (401.4),
exiling a library and shuffling a hand into it (701.13a, 701.24a)."""

from __future__ import annotations

from engine.mechanics.library_moves.reading import sentence
from tests.engine.helpers import reading, vocabulary


def test_jaces_three_library_lines_are_read() -> None:
    (plus,) = reading("Jace, the Mind Sculptor", "[+2]").abilities
    assert plus["effects"] == [{"op": "look_at_top_of", "target": 0}]
    assert plus["targets"][0]["kind"] == "player"
    (zero,) = reading("Jace, the Mind Sculptor", "[0]").abilities
    assert zero["effects"] == [{"op": "draw", "amount": 3}, {"op": "hand_on_top", "amount": 2}]
    (ultimate,) = reading("Jace, the Mind Sculptor", "[−12]").abilities
    assert ultimate["effects"] == [
        {"op": "exile_library", "target": 0},
        {"op": "shuffle_hand_into_library", "target": 0},
    ]
    assert len(ultimate["targets"]) == 1


def test_brainstorm_is_read() -> None:
    outcome, effects, words = vocabulary("Brainstorm", "Draw three cards")
    assert outcome == "recognised"
    assert effects == [{"op": "draw", "amount": 3}, {"op": "hand_on_top", "amount": 2}]
    assert "on top of your library in any order (401.4)" in words


def test_exiling_a_library_without_the_shuffle_is_left_unread() -> None:
    assert sentence("exile all cards from target player's library", None, None) is None
