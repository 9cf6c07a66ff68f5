"""The partner abilities of deck construction (CR 702.124a): read as keywords that do nothing in
a game the engine plays, said so on the card page; "Partner with [name]", which also has a
triggered ability (702.124j), stays unread."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary.keywords import normalise_keyword
from tests.engine.helpers import game, obj, outcome_abilities_words, play


@pytest.mark.parametrize(
    ("card", "line", "rule"),
    [
        ("Ishai, Ojutai Dragonspeaker", "Partner", "702.124h"),
        ("Bjorna, Nightfall Alchemist", "Partner—Friends forever", "702.124i"),
        ("Wilson, Refined Grizzly", "Choose a Background", "702.124k"),
        ("Clara Oswald", "Doctor's companion", "702.124m"),
    ],
)
def test_a_partner_ability_is_read_as_doing_nothing_in_a_game(
    card: str, line: str, rule: str
) -> None:
    outcome, found, words = outcome_abilities_words(card, line)
    assert (outcome, found) == ("recognised", (line,))
    assert f"({rule})" in words
    assert "functions before the game begins (702.124a), so it does nothing" in words


def test_partner_with_a_name_has_a_trigger_and_stays_unread() -> None:
    assert normalise_keyword("Partner with Toothy, Imaginary Friend") is None
    outcome, _, _ = outcome_abilities_words("Pir, Imaginative Rascal", "Partner with")
    assert outcome == "gap"
    assert normalise_keyword("Partner—Best friends") is None  # not one of 702.124i's four


def test_a_creature_with_partner_plays_as_its_other_abilities() -> None:
    """Ishai's partner changes nothing: its trigger still works when an opponent casts."""
    state, events = play(
        game(
            [
                obj("battlefield", "ishai", "Ishai, Ojutai Dragonspeaker"),
                obj("hand", "bolt", "Lightning Bolt", "B"),
            ],
            players=[{"id": "A"}, {"id": "B", "mana_pool": "{R}"}],
            turn={"number": 3, "active": "B", "step": "main1"},
            actions=[{"player": "B", "cast": "bolt", "targets": ["A"]}, {"resolve": "stack"}],
        )
    )
    assert state.error is None
    assert state.objects["ishai"].counter("+1/+1") == 1
    assert state.player("A").life == 17
    assert not [e for e in events if e.kind == "unmodelled"]
